import { useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';
import { Button, Dialog } from '../../components/ui';
import { LoginForm } from '../../features/auth/login-form';
import { getRememberedEmail, setRememberedEmail } from '../../features/auth/remembered-email';
import { signIn } from '../../features/auth/sign-in';
import { setReauthenticateHandler } from '../../lib/reauthenticate';

/**
 * When the session runs out during back-office work, the API's 401 opens this dialog over the page
 * (lib/reauthenticate.ts): signing in again stores a new token, and the refused call (a save, an
 * upload, a list) is sent again with it, so the person stays where they were with their input. "Sign
 * out" gives up: the sign-in page opens and returns to this page afterwards; a form's input is kept as
 * its draft (features/admin/components/unsaved-changes.tsx).
 */
export function SignInAgain({ email }: { email: string }) {
  const [answer, setAnswer] = useState<((signedIn: boolean) => void) | null>(null);
  const revalidator = useRevalidator();

  useEffect(() => setReauthenticateHandler(() => new Promise<boolean>((resolve) => setAnswer(() => resolve))), []);

  if (!answer) return null;
  const finish = (signedIn: boolean) => {
    setAnswer(null);
    answer(signedIn);
  };

  return (
    <Dialog
      open
      onClose={() => finish(false)}
      title="Your session has ended"
      description="Sign in again to carry on. What you were doing is kept and is sent once you are signed in."
      size="sm"
      footer={
        <Button variant="ghost" onClick={() => finish(false)}>
          Sign out
        </Button>
      }
    >
      <LoginForm
        rememberedEmail={getRememberedEmail() ?? email}
        onLogin={async (credentials, { remember }) => {
          await signIn(credentials);
          setRememberedEmail(remember ? credentials.email : null);
          finish(true);
          // The shell's name, role and menus follow the account now signed in.
          void revalidator.revalidate();
        }}
      />
    </Dialog>
  );
}
