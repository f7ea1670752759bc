import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, ROLES, ROLE_HELP, TEXT_LIMITS, USER_STATUSES, passwordLinkValidity, type User } from '@mnch/shared';
import { useState } from 'react';
import { useWatch, type Path, type Resolver } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';
import { Field, describedBy, inputClasses } from '../../../components/form-fields';
import { useCreateUser } from './api/create-user';
import { useUpdateUser } from './api/update-user';
import { PasswordFields } from '../components/password-fields';
import { AvatarField, BioField } from '../components/person-fields';
import { FormDialog } from '../components/form-dialog';
import { useRecordForm } from '../components/record-form';
import {
  ROLE_LABELS,
  STATUS_LABELS,
  USER_TOASTS,
  editUserFormSchema,
  newUserFormSchema,
  newUserWithLinkFormSchema,
  userFormDefaults,
  type UserFormValues,
} from './users-logic';

const FIELDS = Object.keys(userFormDefaults()) as Array<Path<UserFormValues>>;
/** Under the role and status of the signed-in admin's own account. */
const SELF_HINT = 'You cannot change your own role or deactivate your own account.';

/**
 * Add or edit a user. Open with `user` to edit; without to add. Rendered only while open. On the
 * signed-in admin's own account (`selfId`) the role and status cannot be changed: the API refuses an
 * admin demoting or deactivating themselves.
 */
export function UserFormDialog({ user, onClose, selfId }: { user: User | null; onClose: () => void; selfId?: number }) {
  const editing = user !== null;
  const self = editing && user.id === selfId;
  const selfHint = self ? SELF_HINT : undefined;
  const [uploading, setUploading] = useState(false);
  const create = useCreateUser();
  const update = useUpdateUser();
  const { form, dialogProps } = useRecordForm({
    // No draft: the form holds another person's personal data and a password.
    kind: null,
    id: user?.id,
    defaults: userFormDefaults(user),
    // The two schemas parse the same form values; the resolver's output is sent as the request body.
    // A new user sent a link to set their password is created without one (the link schema drops it).
    resolver: ((values: UserFormValues, context: unknown, options: unknown) => {
      const schema = editing ? editUserFormSchema : values.sendPasswordLink ? newUserWithLinkFormSchema : newUserFormSchema;
      const resolve = zodResolver(schema) as unknown as Resolver<UserFormValues>;
      return resolve(values, context, options as Parameters<Resolver<UserFormValues>>[2]);
    }) as Resolver<UserFormValues>,
    payload: (values) => values as never,
    save: async (input) => {
      try {
        await (editing ? update.mutateAsync({ id: user.id, input }) : create.mutateAsync(input));
      } catch (error) {
        // A taken address answers 409 without naming a field: it is the email's.
        if (error instanceof ApiError && error.status === 409 && error.message === MESSAGES.users.emailExists && !error.errors.length) {
          throw new ApiError(409, error.message, [{ field: 'email', message: error.message }]);
        }
        throw error;
      }
    },
    fields: FIELDS,
    messages: USER_TOASTS,
    onClose,
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const sendLink = useWatch({ control: form.control, name: 'sendPasswordLink' });
  const role = useWatch({ control: form.control, name: 'role' });
  // Under the role: what the chosen role may do (a viewer reads only), or why it cannot be changed.
  const roleHint = selfHint ?? (role ? ROLE_HELP[role] : undefined);

  return (
    <FormDialog
      {...dialogProps}
      title={editing ? 'Edit User' : 'Add New User'}
      description={editing ? `Change ${user.name}'s details, role or status.` : 'Fields marked * are required.'}
      submitLabel={editing ? 'Save Changes' : 'Create User'}
      busy={uploading}
      size="lg"
      formClassName="grid gap-4 sm:grid-cols-2"
    >
      <Field id="user-name" label="Full name" required error={errors.name?.message}>
        <input
          id="user-name"
          {...describedBy('user-name', errors.name?.message)}
          aria-required="true"
          type="text"
          autoComplete="off"
          maxLength={TEXT_LIMITS.name}
          className={inputClasses(!!errors.name?.message)}
          {...register('name')}
        />
      </Field>
      <Field id="user-email" label="Email" required error={errors.email?.message}>
        <input
          id="user-email"
          {...describedBy('user-email', errors.email?.message)}
          aria-required="true"
          type="email"
          autoComplete="off"
          inputMode="email"
          className={inputClasses(!!errors.email?.message)}
          {...register('email')}
        />
      </Field>
      <Field id="user-role" label="Role" required error={errors.role?.message} hint={roleHint}>
        <select
          id="user-role"
          {...describedBy('user-role', errors.role?.message, roleHint)}
          aria-required="true"
          disabled={self}
          className={inputClasses(!!errors.role?.message)}
          {...register('role')}
        >
          <option value="">Select a role</option>
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </select>
      </Field>
      <Field id="user-status" label="Status" error={errors.status?.message} hint={selfHint}>
        <select
          id="user-status"
          {...describedBy('user-status', errors.status?.message, selfHint)}
          disabled={self}
          className={inputClasses(!!errors.status?.message)}
          {...register('status')}
        >
          {USER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </Field>
      <Field id="user-phone" label="Phone" error={errors.phone?.message}>
        <input
          id="user-phone"
          {...describedBy('user-phone', errors.phone?.message)}
          type="tel"
          autoComplete="off"
          maxLength={TEXT_LIMITS.phone}
          className={inputClasses(!!errors.phone?.message)}
          {...register('phone')}
        />
      </Field>
      <Field id="user-organization" label="Organization" error={errors.organization?.message}>
        <input
          id="user-organization"
          {...describedBy('user-organization', errors.organization?.message)}
          type="text"
          maxLength={TEXT_LIMITS.organization}
          className={inputClasses(!!errors.organization?.message)}
          {...register('organization')}
        />
      </Field>
      <Field id="user-position" label="Position" error={errors.position?.message} className="sm:col-span-2">
        <input
          id="user-position"
          {...describedBy('user-position', errors.position?.message)}
          type="text"
          maxLength={TEXT_LIMITS.position}
          className={inputClasses(!!errors.position?.message)}
          {...register('position')}
        />
      </Field>
      <div className="sm:col-span-2">
        <AvatarField
          id="user-avatar"
          control={control}
          name="avatar"
          hint="A square photo works best: PNG, JPG or WebP up to 5MB. Without one, the initials are shown."
          error={errors.avatar?.message}
          onBusyChange={setUploading}
        />
      </div>
      <div className="sm:col-span-2">
        <BioField id="user-bio" field={register('bio')} error={errors.bio?.message} />
      </div>
      {editing ? null : (
        <div className="flex items-start gap-2 sm:col-span-2">
          <input
            id="user-sendPasswordLink"
            type="checkbox"
            aria-describedby="user-sendPasswordLink-hint"
            className="mt-0.5 size-4 rounded border-slate-300 accent-brand-700"
            {...register('sendPasswordLink')}
          />
          <div>
            <label htmlFor="user-sendPasswordLink" className="text-sm font-medium text-slate-800">
              Email a link to set the password
            </label>
            <p id="user-sendPasswordLink-hint" className="text-xs text-slate-600">
              The user chooses their own password with a link sent to their address (it works once, for {passwordLinkValidity('welcome')}).
            </p>
          </div>
        </div>
      )}
      {editing || sendLink ? null : (
        <PasswordFields
          idPrefix="user"
          labels={{ password: 'Password', confirm: 'Confirm password' }}
          password={register('password')}
          confirm={register('confirmPassword')}
          errors={{ password: errors.password?.message, confirm: errors.confirmPassword?.message }}
        />
      )}
    </FormDialog>
  );
}
