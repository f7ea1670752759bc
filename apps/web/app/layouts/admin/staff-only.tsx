import { ACCOUNT_MESSAGES } from '@mnch/shared';
import { ArrowLeft, HeartPulse, LogOut } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, buttonClasses } from '../../components/ui';
import { site } from '../../content/site';
import { signOut } from '../../lib/sign-out';
import type { StaffUser } from './guard';

/**
 * What a signed-in subscriber (viewer role) gets at /admin instead of the back office: what the back
 * office is for, who they are signed in as, a way to sign out and the way back to the public site.
 */
export function StaffOnlyPage({ user }: { user: StaffUser }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const logOut = async () => {
    setBusy(true);
    await signOut();
    void navigate('/');
  };
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center bg-gradient-to-br from-brand-50 via-slate-50 to-sky-50 px-4 py-10">
      <main className="w-full max-w-lg rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-lg shadow-slate-200/60 sm:p-8">
        <span className="mx-auto mb-4 flex size-12 items-center justify-center rounded-xl bg-brand-700 text-white">
          <HeartPulse aria-hidden="true" className="size-6" />
        </span>
        <p className="text-sm font-medium text-brand-800">{site.name}</p>
        <h1 className="mt-1 text-2xl font-semibold tracking-tight text-slate-900">This area is for centre staff</h1>
        <p className="mt-3 text-sm leading-6 text-slate-700">{ACCOUNT_MESSAGES.staffOnly}</p>
        <p className="mt-3 text-sm leading-6 text-slate-600">
          You are signed in as <span className="font-medium [overflow-wrap:anywhere] text-slate-900">{user.email}</span>. If you work at the
          centre and need access, ask an administrator to change your account's role.
        </p>
        <div className="mt-6 flex flex-col-reverse justify-center gap-3 sm:flex-row">
          <a href="/" className={buttonClasses({ variant: 'secondary' })}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            Go to the public website
          </a>
          <Button onClick={() => void logOut()} loading={busy} loadingText="Signing out...">
            <LogOut aria-hidden="true" className="size-4" />
            Sign out
          </Button>
        </div>
      </main>
    </div>
  );
}
