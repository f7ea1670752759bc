import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema, type LoginInput } from '@mnch/shared';
import { CircleAlert, Eye, EyeOff } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../lib/toast';
import { Button } from '../../components/ui';
import { signInErrorMessage, type LoginCredentials } from './sign-in';

export interface LoginFormProps {
  /** Pre-filled e-mail (from "Remember me"); also ticks the box. */
  rememberedEmail?: string | null;
  /** Signs in; throws on failure (ApiError with the server's message, or another Error). */
  onLogin: (credentials: LoginCredentials, options: { remember: boolean }) => Promise<void>;
}

const inputClass =
  'block w-full rounded-lg border bg-white px-3 py-2.5 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 ' +
  'focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-1 ' +
  'aria-[invalid=true]:border-red-500 aria-[invalid=true]:focus-visible:ring-red-500 border-slate-300';

export function LoginForm({ rememberedEmail, onLogin }: LoginFormProps) {
  const id = useId();
  const [remember, setRemember] = useState(Boolean(rememberedEmail));
  const [showPassword, setShowPassword] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput, unknown, LoginCredentials>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: rememberedEmail ?? '', password: '' },
  });

  const submit = handleSubmit(async (credentials) => {
    setServerError(null);
    try {
      await onLogin(credentials, { remember });
    } catch (error) {
      const message = signInErrorMessage(error);
      setServerError(message);
      toast.error(message);
    }
  });

  const ids = {
    email: `${id}-email`,
    emailError: `${id}-email-error`,
    password: `${id}-password`,
    passwordError: `${id}-password-error`,
    remember: `${id}-remember`,
    rememberHint: `${id}-remember-hint`,
    serverError: `${id}-server-error`,
  };

  return (
    <form noValidate onSubmit={submit} aria-describedby={serverError ? ids.serverError : undefined} className="space-y-5">
      <div>
        <label htmlFor={ids.email} className="mb-1.5 block text-sm font-medium text-slate-800">
          Email address
        </label>
        <input
          id={ids.email}
          type="email"
          autoComplete="username"
          inputMode="email"
          required
          aria-required="true"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? ids.emailError : undefined}
          placeholder="you@example.org"
          className={inputClass}
          {...register('email')}
        />
        {errors.email?.message ? (
          <p id={ids.emailError} className="mt-1.5 text-sm text-red-700">
            {errors.email.message}
          </p>
        ) : null}
      </div>

      <div>
        <label htmlFor={ids.password} className="mb-1.5 block text-sm font-medium text-slate-800">
          Password
        </label>
        <div className="relative">
          <input
            id={ids.password}
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            required
            aria-required="true"
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? ids.passwordError : undefined}
            className={`${inputClass} pr-11`}
            {...register('password')}
          />
          <button
            type="button"
            onClick={() => setShowPassword((v) => !v)}
            aria-pressed={showPassword}
            aria-label={showPassword ? 'Hide password' : 'Show password'}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
          >
            {showPassword ? <EyeOff aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
          </button>
        </div>
        {errors.password?.message ? (
          <p id={ids.passwordError} className="mt-1.5 text-sm text-red-700">
            {errors.password.message}
          </p>
        ) : null}
      </div>

      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <div className="flex items-center gap-2">
            <input
              id={ids.remember}
              type="checkbox"
              checked={remember}
              onChange={(e) => setRemember(e.target.checked)}
              aria-describedby={ids.rememberHint}
              className="size-4 rounded border-slate-300 accent-brand-700"
            />
            <label htmlFor={ids.remember} className="text-sm text-slate-700">
              Remember me
            </label>
          </div>
          <p id={ids.rememberHint} className="mt-0.5 pl-6 text-xs text-slate-500">
            Keeps your email in this browser
          </p>
        </div>
        {/* A page of its own, which works without scripts (the sign-in page needs them). */}
        <a
          href="/forgot-password"
          className="shrink-0 rounded text-sm font-medium text-brand-700 underline-offset-2 hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
        >
          Forgot password?
        </a>
      </div>

      {serverError ? (
        <div
          id={ids.serverError}
          role="alert"
          className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{serverError}</span>
        </div>
      ) : null}

      <Button type="submit" size="lg" loading={isSubmitting} loadingText="Signing in..." className="w-full">
        Sign In
      </Button>
    </form>
  );
}
