import { useEffect } from 'react';
import { MESSAGES, PASSWORD_RESET_MESSAGES } from '@mnch/shared';
import { redirect, useNavigate } from 'react-router';
import { preloadToaster, toast } from '../../lib/toast';
import { Spinner } from '../../components/ui';
import { site } from '../../content/site';
import { clearToken, getStaffSession, getToken } from '../../lib/session';
import type { Route } from './+types/login.route';
import { AuthCard, FormNotice } from './auth-card';
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
    <AuthCard title="Admin Login" intro="Sign in to manage the website's content." back={{ href: '/', label: 'Back to the website' }}>
      {expired ? (
        <div role="status" className="mb-5 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          {MESSAGES.auth.sessionExpired}
        </div>
      ) : null}
      {passwordSet ? <FormNotice tone="success">{PASSWORD_RESET_MESSAGES.passwordSet}</FormNotice> : null}

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
    </AuthCard>
  );
}
