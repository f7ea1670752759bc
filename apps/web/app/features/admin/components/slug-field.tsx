import { useEffect, useRef } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { SLUG_MAX, slugify } from '@mnch/shared';
import { Field, inputClasses } from '../../../components/form-fields';
import { useSiteOrigin } from '../../../lib/public-config';

/**
 * The slug field's props for a form: a new item's slug follows its title (as `slugify` makes it) until
 * the slug field itself is typed in; an existing item's slug never follows (its address changes only
 * when the slug is edited). `value` is the slug as watched. The form passes `register('slug')` to the
 * field itself, in its place among the fields (the first field with an error is the one focused).
 */
export function useSlugField(
  title: string,
  value: string,
  existing: boolean,
  setValue: (name: 'slug', value: string) => void,
): Pick<SlugFieldProps, 'value' | 'onTyped'> {
  const typed = useRef(existing);
  useEffect(() => {
    if (!typed.current) setValue('slug', slugify(title, ''));
  }, [title, setValue]);
  return {
    value,
    onTyped: () => {
      typed.current = true;
    },
  };
}

interface SlugFieldProps {
  id: string;
  /** `register('slug')` of the form. */
  field: UseFormRegisterReturn;
  /** The slug as typed. */
  value: string;
  /** The public path before the slug; `/article/` unless given. */
  pathPrefix?: string;
  error?: string;
  /** Called when the slug is typed in (useSlugField). */
  onTyped: () => void;
}

/**
 * The slug of an item (the last part of its public address), with the full address it gives under it,
 * on the site's public origin; the rule and its messages are packages/shared/src/schemas/slugs.ts.
 */
export function SlugField({ id, field, value, pathPrefix = '/article/', error, onTyped }: SlugFieldProps) {
  const origin = useSiteOrigin() ?? '';
  const address = `${origin}${pathPrefix}${value.trim().toLowerCase()}`;
  const describedBy = [`${id}-address`, error ? `${id}-error` : `${id}-hint`].join(' ');
  return (
    <div>
      <Field
        id={id}
        label="Slug"
        required
        error={error}
        hint="Lower-case letters, digits and hyphens. Changing it on a published item keeps the old address leading here."
      >
        <input
          id={id}
          {...field}
          onChange={(event) => {
            onTyped();
            void field.onChange(event);
          }}
          maxLength={SLUG_MAX + 20}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          className={inputClasses(!!error, 'font-mono')}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      </Field>
      <p id={`${id}-address`} className="mt-1 break-all text-xs text-slate-600">
        Public address: <span className="font-mono text-slate-800">{address}</span>
      </p>
    </div>
  );
}
