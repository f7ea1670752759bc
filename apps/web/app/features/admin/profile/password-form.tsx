import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_MESSAGES, changePasswordSchema } from '@mnch/shared';
import { useForm, type Resolver } from 'react-hook-form';
import { Button } from '../../../components/ui';
import { FormAlert, TextField } from '../../../components/form-fields';
import { applyServerErrors } from '../../../components/server-errors';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { PasswordFields } from '../components/password-fields';
import { useChangePassword } from './api/profile';
import { ProfileCard } from './profile-card';

interface PasswordFormValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const EMPTY: PasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * The signed-in user's own password change (POST /api/auth/password): the current password, then the new
 * one twice. A wrong current password is marked on its field and changes nothing; a change signs out
 * every other session of the user, and this one goes on. Passwords are never kept as a draft.
 */
export function PasswordForm({ email }: { email: string }) {
  const change = useChangePassword();
  const form = useForm<PasswordFormValues>({
    defaultValues: EMPTY,
    resolver: zodResolver(changePasswordSchema) as unknown as Resolver<PasswordFormValues>,
  });
  const { register, handleSubmit, reset, setError, formState } = form;
  const err = (name: (typeof FIELDS)[number]) => formState.errors[name]?.message;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      reset(EMPTY);
      toast.success(ACCOUNT_MESSAGES.passwordChanged);
    } catch (err) {
      const error = ApiError.from(err);
      const message = applyServerErrors(error, setError, FIELDS, error.message, { password: 'newPassword' });
      if (!error.errors.length) toast.error('Your password was not changed', { description: message });
    }
  });

  return (
    <ProfileCard
      id="profile-password"
      title="Password"
      description="Changing your password signs you out on every other computer and phone; you stay signed in here."
    >
      <form noValidate onSubmit={(e) => void onSubmit(e)} aria-label="Change password" className="grid gap-4">
        {/* Lets password managers file the new password under the right account. */}
        <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
        <TextField
          id="profile-currentPassword"
          label="Current password"
          required
          type="password"
          autoComplete="current-password"
          error={err('currentPassword')}
          {...register('currentPassword')}
        />
        <PasswordFields
          idPrefix="profile"
          labels={{ password: 'New password', confirm: 'Confirm new password' }}
          password={register('newPassword')}
          confirm={register('confirmPassword')}
          errors={{ password: err('newPassword'), confirm: err('confirmPassword') }}
        />
        {change.isSuccess && !formState.isDirty ? <FormAlert tone="success">{ACCOUNT_MESSAGES.passwordChanged}</FormAlert> : null}
        <div className="flex justify-end">
          <Button type="submit" loading={change.isPending} loadingText="Changing...">
            Change password
          </Button>
        </div>
      </form>
    </ProfileCard>
  );
}
