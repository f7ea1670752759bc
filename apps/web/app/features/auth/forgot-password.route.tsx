import { Form, useNavigation } from 'react-router';
import { PASSWORD_RESET_MESSAGES, forgotPasswordSchema } from '@mnch/shared';
import { Button } from '../../components/ui';
import { Field, describedBy, inputClasses } from '../../components/form-fields';
import { site } from '../../content/site';
import { handleFormPost } from '../../lib/form-action.server';
import { typed, useFormFailure } from '../../lib/form-result';
import type { Route } from './+types/forgot-password.route';
import { AuthCard, FormNotice } from './auth-card';

const FORM = 'forgot-password';
const SENT_PARAM = 'sent';

export function meta() {
  return [{ title: `Forgot password | ${site.name}` }, { name: 'robots', content: 'noindex, nofollow' }];
}

/**
 * "Forgot password?" (docs/behaviour/mail.md): the address goes to POST /api/auth/forgot-password
 * through the page's action, with or without scripts (docs/no-script.md), and the page comes back with
 * the same message whatever the address (?sent=1).
 */
export async function action({ request, context }: Route.ActionArgs) {
  return handleFormPost({
    posted: await request.formData(),
    form: FORM,
    schema: forgotPasswordSchema,
    send: (values) => context.write.forgotPassword(values),
    done: `/forgot-password?${SENT_PARAM}=1`,
    failed: PASSWORD_RESET_MESSAGES.requestFailed,
  });
}

export function loader({ request }: Route.LoaderArgs) {
  return { sent: new URL(request.url).searchParams.get(SENT_PARAM) === '1' };
}

export default function ForgotPasswordRoute({ loaderData }: Route.ComponentProps) {
  const failure = useFormFailure(FORM);
  const busy = useNavigation().state === 'submitting';
  const error = failure?.errors.email;
  return (
    <AuthCard
      title="Forgot password"
      intro="Enter the email address of your account and we will send you a link to choose a new password."
      back={{ href: '/login', label: 'Back to sign in' }}
    >
      {loaderData.sent && !failure ? <FormNotice tone="success">{PASSWORD_RESET_MESSAGES.requested}</FormNotice> : null}
      {failure?.message ? <FormNotice tone="error">{failure.message}</FormNotice> : null}
      <Form method="post" noValidate className="space-y-5">
        <input type="hidden" name="_form" value={FORM} />
        <Field id="forgot-email" label="Email address" required error={error}>
          <input
            id="forgot-email"
            name="email"
            type="email"
            autoComplete="username"
            inputMode="email"
            aria-required="true"
            defaultValue={typed(failure, 'email')}
            {...describedBy('forgot-email', error)}
            className={inputClasses(!!error)}
          />
        </Field>
        <Button type="submit" size="lg" loading={busy} loadingText="Sending..." className="w-full">
          Send me a link
        </Button>
      </Form>
    </AuthCard>
  );
}
