import { useRef } from 'react';
import { Search, X } from 'lucide-react';
import { clsx } from 'clsx';
import { InPlaceLink } from './in-place-link';

interface SearchInputProps {
  id: string;
  /** Read by screen readers; the placeholder shows the visible hint. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Called after the clear control empties the box (the box is emptied through `onChange('')` first). */
  onClear?: () => void;
  clearLabel: string;
  /**
   * The address of the list without the term: the clear control is a link to it, so it works before
   * and without scripts; once they have run, a click empties the box in place (`onClear`).
   */
  clearHref: string;
  placeholder: string;
  /** The form field's name, for pages whose search works as a plain GET form too. */
  name?: string;
  maxLength?: number;
  /** `md` for a box beside filters, `lg` (default) for a page's main search. */
  size?: 'md' | 'lg';
  className?: string;
}

/**
 * The public pages' rounded search box: a magnifier, the input and, while it holds text, a clear
 * control. The browser's own clear cross is hidden so there is one.
 */
export function SearchInput({
  id,
  label,
  value,
  onChange,
  onClear,
  clearLabel,
  clearHref,
  placeholder,
  name,
  maxLength,
  size = 'lg',
  className,
}: SearchInputProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className={clsx('relative', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search aria-hidden="true" className="pointer-events-none absolute left-4 top-1/2 size-5 -translate-y-1/2 text-slate-400" />
      <input
        ref={input}
        id={id}
        name={name}
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        maxLength={maxLength}
        autoComplete="off"
        className={clsx(
          'w-full rounded-full border-0 bg-white pl-12 text-slate-900 shadow-sm ring-1 ring-inset ring-slate-300 placeholder:text-slate-500 focus:outline-none focus:ring-2 focus:ring-brand-600 [&::-webkit-search-cancel-button]:hidden',
          size === 'lg' ? 'h-12 pr-12 text-base' : 'h-11 pr-10 text-sm',
        )}
      />
      {value ? (
        <InPlaceLink
          href={clearHref}
          onActivate={() => {
            onChange('');
            onClear?.();
            input.current?.focus();
          }}
          aria-label={clearLabel}
          className={clsx(
            'absolute top-1/2 flex size-8 -translate-y-1/2 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-800',
            size === 'lg' ? 'right-2' : 'right-1.5',
          )}
        >
          <X aria-hidden="true" className="size-4" />
        </InPlaceLink>
      ) : null}
    </div>
  );
}
