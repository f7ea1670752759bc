import { Form, useNavigation } from 'react-router';
import { PASSWORD_RESET_MESSAGES, resetPasswordSchema } from '@mnch/shared';
import { Button } from '../../components/ui';
import { Field, describedBy, inputClasses } from '../../components/form-fields';
import { site } from '../../content/site';
import { handleFormPost } from '../../lib/form-action.server';
import { useFormFailure } from '../../lib/form-result';
import type { Route } from './+types/reset-password.route';
import { AuthCard, FormNotice } from './auth-card';

const FORM = 'reset-password';

export function meta() {
  return [{ title: `Choose a new password | ${site.name}` }, { name: 'robots', content: 'noindex, nofollow' }];
}

/**
 * The page a password link opens (/reset-password/<token>; docs/behaviour/mail.md): the new password,
 * twice, goes to POST /api/auth/reset-password with the token, through the page's action with or without
 * scripts (docs/no-script.md). Success goes to the sign-in page (?reset=1); a used or expired link is
 * said so, with the way to ask for another.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const posted = await request.formData();
  posted.set('token', params.token);
  return handleFormPost({
    posted,
    form: FORM,
    schema: resetPasswordSchema,
    send: (values) => context.write.resetPassword(values),
    done: '/login?reset=1',
    failed: PASSWORD_RESET_MESSAGES.requestFailed,
  });
}

export default function ResetPasswordRoute() {
  const failure = useFormFailure(FORM);
  const busy = useNavigation().state === 'submitting';
  // A refused token (used, expired, or not one) is the page's message, not a field's.
  const linkProblem = failure?.errors.token ? PASSWORD_RESET_MESSAGES.linkInvalid : null;
  const errors = { password: failure?.errors.password, confirm: failure?.errors.confirmPassword };
  return (
    <AuthCard
      title="Choose a new password"
      intro="Your new password works at once; every other session of your account is signed out."
      back={{ href: '/login', label: 'Back to sign in' }}
    >
      {linkProblem ? (
        <FormNotice tone="error">
          {linkProblem}{' '}
          <a href="/forgot-password" className="font-semibold underline underline-offset-2">
            Ask for a new link
          </a>
        </FormNotice>
      ) : failure?.message && !errors.password && !errors.confirm ? (
        <FormNotice tone="error">{failure.message}</FormNotice>
      ) : null}
      <Form method="post" noValidate className="space-y-5">
        <input type="hidden" name="_form" value={FORM} />
        <Field id="reset-password" label="New password" required error={errors.password} hint="At least 8 characters">
          <input
            id="reset-password"
            name="password"
            type="password"
            autoComplete="new-password"
            aria-required="true"
            {...describedBy('reset-password', errors.password, true)}
            className={inputClasses(!!errors.password)}
          />
        </Field>
        <Field id="reset-confirmPassword" label="Confirm new password" required error={errors.confirm}>
          <input
            id="reset-confirmPassword"
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            aria-required="true"
            {...describedBy('reset-confirmPassword', errors.confirm)}
            className={inputClasses(!!errors.confirm)}
          />
        </Field>
        <Button type="submit" size="lg" loading={busy} loadingText="Saving..." className="w-full">
          Set my password
        </Button>
      </Form>
    </AuthCard>
  );
}
