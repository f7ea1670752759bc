import { zodResolver } from '@hookform/resolvers/zod';
import { passwordLinkValidity, type User } from '@mnch/shared';
import { CircleAlert, Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useUnsavedChanges } from '../components/unsaved-changes';
import { toast } from '../../../lib/toast';
import { Button, Dialog } from '../../../components/ui';
import { ApiError } from '../../../lib/api-client';
import { useUpdateUser } from './api/update-user';
import { useSendPasswordLink } from './api/send-password-link';
import { PasswordFields } from '../components/password-fields';
import { USER_TOASTS, setPasswordFormSchema } from './users-logic';

const FORM_ID = 'set-password-form';

/**
 * An admin sets a user's new password, or emails the user a link to choose one themselves
 * (POST /api/users/{id}/password-link; docs/behaviour/mail.md).
 */
export function SetPasswordDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const update = useUpdateUser();
  const sendLink = useSendPasswordLink();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<{ password: string; confirmPassword: string }>({
    resolver: zodResolver(setPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  const submit = handleSubmit(async ({ password }) => {
    setServerError(null);
    try {
      await update.mutateAsync({ id: user.id, input: { password } });
      toast.success(USER_TOASTS.passwordSet(user.name));
      onClose();
    } catch (error) {
      const fieldMessage = error instanceof ApiError ? error.fieldError('password') : undefined;
      if (fieldMessage) setError('password', { message: fieldMessage });
      setServerError(error instanceof Error && error.message ? error.message : USER_TOASTS.passwordFailed);
      toast.error(USER_TOASTS.passwordFailed);
    }
  });

  async function emailLink() {
    setServerError(null);
    try {
      toast.success((await sendLink.mutateAsync(user.id)).message);
      onClose();
    } catch (error) {
      setServerError(error instanceof Error && error.message ? error.message : USER_TOASTS.linkFailed);
      toast.error(USER_TOASTS.linkFailed);
    }
  }

  const guard = useUnsavedChanges({ form, saving: isSubmitting, onClose });

  return (
    <>
      <Dialog
        open
        onClose={guard.requestClose}
        title="Set New Password"
        description={`For ${user.name} (${user.email}). Tell them the new password through a safe channel; they can sign in with it at once. Or email them a link to choose one themselves (it works once, for ${passwordLinkValidity('reset')}).`}
        footer={
          <>
            <Button
              variant="ghost"
              className="mr-auto"
              onClick={() => void emailLink()}
              loading={sendLink.isPending}
              loadingText="Sending..."
              disabled={isSubmitting}
            >
              <Send aria-hidden="true" className="size-4" />
              Email a reset link
            </Button>
            <Button variant="secondary" onClick={guard.requestClose} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" form={FORM_ID} loading={isSubmitting} loadingText="Saving...">
              Set Password
            </Button>
          </>
        }
      >
        <form id={FORM_ID} noValidate onSubmit={submit} className="space-y-4">
          <PasswordFields
            idPrefix="set-password"
            labels={{ password: 'New password', confirm: 'Confirm new password' }}
            password={register('password')}
            confirm={register('confirmPassword')}
            errors={{ password: errors.password?.message, confirm: errors.confirmPassword?.message }}
          />
          {serverError ? (
            <div role="alert" className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>{serverError}</span>
            </div>
          ) : null}
        </form>
      </Dialog>
      {guard.prompt}
    </>
  );
}
