import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { clsx } from 'clsx';
import type { Feature } from '../../content/types';

interface FeatureGridProps {
  items: Feature[];
  columns?: 2 | 3 | 4;
  /** 'card': white cards; 'plain': icon and text only; 'glass': on the brand background. */
  variant?: 'card' | 'plain' | 'glass';
  /** Number the items (1, 2, 3...) instead of icons. */
  numbered?: boolean;
  headingLevel?: 'h3' | 'h4';
}

const cols = { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-2 lg:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' };

export function FeatureGrid({ items, columns = 3, variant = 'card', numbered, headingLevel: H = 'h3' }: FeatureGridProps) {
  return (
    <ul className={clsx('grid gap-6', cols[columns])}>
      {items.map((item, index) => {
        const Icon = item.icon;
        return (
          <li
            key={item.title}
            className={clsx(
              'flex flex-col',
              variant === 'card' && 'rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md',
              variant === 'glass' && 'rounded-2xl bg-white/10 p-6 ring-1 ring-inset ring-white/15',
            )}
          >
            {numbered ? (
              <span
                aria-hidden="true"
                className={clsx(
                  'mb-4 flex size-10 items-center justify-center rounded-full text-sm font-bold',
                  variant === 'glass' ? 'bg-accent-400 text-brand-950' : 'bg-brand-700 text-white',
                )}
              >
                {index + 1}
              </span>
            ) : Icon ? (
              <span
                className={clsx(
                  'mb-4 flex size-11 items-center justify-center rounded-xl',
                  variant === 'glass' ? 'bg-white/15 text-accent-300' : 'bg-brand-50 text-brand-700',
                )}
              >
                <Icon aria-hidden="true" className="size-5" />
              </span>
            ) : null}
            <H className={clsx('text-lg font-semibold', variant === 'glass' ? 'text-white' : 'text-slate-900')}>{item.title}</H>
            <p className={clsx('mt-2 flex-1 text-[15px] leading-relaxed', variant === 'glass' ? 'text-brand-50/90' : 'text-slate-600')}>
              {item.text}
            </p>
            {item.link ? (
              <Link
                to={item.link.to}
                className={clsx(
                  'mt-4 inline-flex items-center gap-1.5 self-start rounded text-sm font-semibold',
                  variant === 'glass' ? 'text-accent-300 hover:text-white' : 'text-brand-700 hover:text-brand-900',
                )}
              >
                {item.link.label}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
