import type { ReactNode } from 'react';
import { clsx } from 'clsx';

interface SectionProps {
  id?: string;
  eyebrow?: string;
  title?: ReactNode;
  intro?: ReactNode;
  tone?: 'white' | 'muted' | 'brand';
  /** Centre the heading block. */
  centered?: boolean;
  children?: ReactNode;
  className?: string;
}

/** A page section with an optional eyebrow, heading and introduction. */
export function Section({ id, eyebrow, title, intro, tone = 'white', centered, children, className }: SectionProps) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={title ? headingId : undefined}
      className={clsx(
        'py-16 sm:py-24',
        tone === 'muted' && 'bg-slate-50',
        tone === 'brand' && 'bg-gradient-to-br from-brand-900 to-brand-700 text-white',
        className,
      )}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        {title || eyebrow || intro ? (
          <div className={clsx('mb-12 max-w-3xl', centered && 'mx-auto text-center')}>
            {eyebrow ? (
              <p
                className={clsx('text-sm font-semibold uppercase tracking-wider', tone === 'brand' ? 'text-accent-300' : 'text-brand-700')}
              >
                {eyebrow}
              </p>
            ) : null}
            {title ? (
              <h2
                id={headingId}
                className={clsx(
                  'mt-2 text-balance text-3xl font-bold tracking-tight sm:text-4xl',
                  tone === 'brand' ? 'text-white' : 'text-slate-900',
                )}
              >
                {title}
              </h2>
            ) : null}
            {intro ? (
              <p className={clsx('mt-4 text-pretty text-lg leading-relaxed', tone === 'brand' ? 'text-brand-50/90' : 'text-slate-600')}>
                {intro}
              </p>
            ) : null}
          </div>
        ) : null}
        {children}
      </div>
    </section>
  );
}
