import { useEffect } from 'react';
import { MESSAGES, PASSWORD_RESET_MESSAGES } from '@mnch/shared';
import { ArrowLeft, HeartPulse } from 'lucide-react';
import { Link, redirect, useNavigate } from 'react-router';
import { preloadToaster, toast } from '../../lib/toast';
import { Spinner } from '../../components/ui';
import { site } from '../../content/site';
import { clearToken, getStaffSession, getToken } from '../../lib/session';
import type { Route } from './+types/login.route';
import { LoginForm } from './login-form';
import { adminRedirectTarget } from './redirect-target';
import { getRememberedEmail, setRememberedEmail } from './remembered-email';
import { signIn } from './sign-in';

export function meta() {
  return [{ title: `Admin login | ${site.name}` }, { name: 'robots', content: 'noindex, nofollow' }];
}

/** Runs in the browser only (the token lives in localStorage); the server sends the HydrateFallback. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = adminRedirectTarget(url.searchParams.get('redirectTo'));
  if (getStaffSession()) throw redirect(redirectTo);
  // A token that no longer opens the back office (expired, or a subscriber's) is dropped, so it is
  // not sent along with the sign-in request.
  if (getToken()) clearToken();
  return {
    redirectTo,
    expired: url.searchParams.get('expired') === '1',
    // Back from a password link (reset-password.route.tsx): the new password is set.
    passwordSet: url.searchParams.get('reset') === '1',
    rememberedEmail: getRememberedEmail(),
  };
}

export function HydrateFallback() {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-slate-50 text-brand-700">
      <Spinner label="Loading the sign-in page" className="size-8" />
    </div>
  );
}

export default function LoginRoute({ loaderData }: Route.ComponentProps) {
  const { redirectTo, expired, passwordSet, rememberedEmail } = loaderData;
  const navigate = useNavigate();
  useEffect(preloadToaster, []);

  return (
    <div className="flex min-h-dvh flex-col items-center justify-center bg-gradient-to-br from-brand-50 via-slate-50 to-sky-50 px-4 py-10">
      <main className="w-full max-w-md">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-lg shadow-slate-200/60 sm:p-8">
          <div className="mb-6 text-center">
            <span className="mx-auto mb-4 flex size-12 items-center justify-center rounded-xl bg-brand-700 text-white">
              <HeartPulse aria-hidden="true" className="size-6" />
            </span>
            <p className="text-sm font-medium text-brand-800">{site.name}</p>
            <h1 className="mt-1 text-2xl font-semibold tracking-tight text-slate-900">Admin Login</h1>
            <p className="mt-1 text-sm text-slate-600">Sign in to manage the website's content.</p>
          </div>

          {expired ? (
            <div role="status" className="mb-5 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
              {MESSAGES.auth.sessionExpired}
            </div>
          ) : null}
          {passwordSet ? (
            <div role="status" className="mb-5 rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900">
              {PASSWORD_RESET_MESSAGES.passwordSet}
            </div>
          ) : null}

          <LoginForm
            rememberedEmail={rememberedEmail}
            onLogin={async (credentials, { remember }) => {
              await signIn(credentials);
              setRememberedEmail(remember ? credentials.email : null);
              // Notices go to the root layout's toaster (green/red, 5 s, closable), which stays
              // mounted across the navigation to /admin. An earlier failure notice is closed first.
              toast.dismiss();
              toast.success(MESSAGES.auth.loginSuccess);
              await navigate(redirectTo, { replace: true });
            }}
          />
        </div>
        <p className="mt-6 text-center">
          <Link
            to="/"
            className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-slate-600 hover:text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to the website
          </Link>
        </p>
      </main>
    </div>
  );
}
