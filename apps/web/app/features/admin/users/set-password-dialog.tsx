import { zodResolver } from '@hookform/resolvers/zod';
import { passwordLinkValidity, type User } from '@mnch/shared';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useUnsavedChanges } from '../components/unsaved-changes';
import { toast } from '../../../lib/toast';
import { Button, Dialog } from '../../../components/ui';
import { useUpdateUser } from './api/update-user';
import { useSendPasswordLink } from './api/send-password-link';
import { PasswordFields } from '../components/password-fields';
import { SaveFailure, useFormSave } from '../components/save-failure';
import { USER_TOASTS, setPasswordFormSchema } from './users-logic';

const FORM_ID = 'set-password-form';

/**
 * An admin sets a user's new password, or emails the user a link to choose one themselves
 * (POST /api/users/{id}/password-link; docs/behaviour/mail.md).
 */
export function SetPasswordDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const update = useUpdateUser();
  const sendLink = useSendPasswordLink();
  const form = useForm<{ password: string; confirmPassword: string }>({
    resolver: zodResolver(setPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;

  const formSave = useFormSave(form, ['password', 'confirmPassword']);
  const submit = handleSubmit(({ password }) =>
    formSave.run(async () => {
      await update.mutateAsync({ id: user.id, input: { password } });
      toast.success(USER_TOASTS.passwordSet(user.name));
      onClose();
    }),
  );

  const emailLink = () =>
    formSave.run(async () => {
      toast.success((await sendLink.mutateAsync(user.id)).message);
      onClose();
    });

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
            <SaveFailure message={formSave.failure} />
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
        </form>
      </Dialog>
      {guard.prompt}
    </>
  );
}
