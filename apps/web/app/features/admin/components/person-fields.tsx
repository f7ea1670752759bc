import { TEXT_LIMITS } from '@mnch/shared';
import { type Control, type FieldValues, type Path, type UseFormRegisterReturn } from 'react-hook-form';
import { TextAreaField } from '../../../components/form-fields';
import { UploadControl } from './upload-field';

/**
 * A staff member's avatar and short bio, in their own profile (profile/profile-form.tsx) and in an admin's
 * user form (users/user-form-dialog.tsx): the same fields, checked by the same rules (avatarSchema and
 * bioSchema in packages/shared/src/schemas/users.ts).
 */
export function AvatarField<T extends FieldValues>({
  id,
  control,
  name,
  error,
  hint,
  onBusyChange,
}: {
  id: string;
  control: Control<T>;
  name: Path<T>;
  error?: string;
  hint: string;
  onBusyChange: (busy: boolean) => void;
}) {
  return <UploadControl control={control} name={name} id={id} label="Avatar" hint={hint} error={error} onBusyChange={onBusyChange} />;
}

/** What the bio holds: plain text (the API keeps it as typed and pages show it as text). */
const BIO_HINT = 'Plain text: a line or two about the role at the centre.';

export function BioField({ id, field, error }: { id: string; field: UseFormRegisterReturn; error?: string }) {
  return <TextAreaField id={id} label="Short bio" optional rows={4} maxLength={TEXT_LIMITS.bio} hint={BIO_HINT} error={error} {...field} />;
}
