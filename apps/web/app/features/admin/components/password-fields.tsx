import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, describedBy, inputClasses } from '../../../components/form-fields';

interface PasswordFieldsProps {
  /** The inputs' id prefix ("user" gives `user-password`, `user-confirmPassword`). */
  idPrefix: string;
  labels: { password: string; confirm: string };
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  errors: { password?: string; confirm?: string };
}

/** A new password and its confirmation (the user form's, the Set Password dialog's and the profile's password form). */
export function PasswordFields({ idPrefix, labels, password, confirm, errors }: PasswordFieldsProps) {
  const passwordId = `${idPrefix}-password`;
  const confirmId = `${idPrefix}-confirmPassword`;
  return (
    <>
      <Field id={passwordId} label={labels.password} required error={errors.password} hint="At least 8 characters">
        <input
          id={passwordId}
          {...describedBy(passwordId, errors.password, true)}
          aria-required="true"
          type="password"
          autoComplete="new-password"
          className={inputClasses(!!errors.password)}
          {...password}
        />
      </Field>
      <Field id={confirmId} label={labels.confirm} required error={errors.confirm}>
        <input
          id={confirmId}
          {...describedBy(confirmId, errors.confirm)}
          aria-required="true"
          type="password"
          autoComplete="new-password"
          className={inputClasses(!!errors.confirm)}
          {...confirm}
        />
      </Field>
    </>
  );
}
