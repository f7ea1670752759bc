import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { clsx } from 'clsx';

export interface EmptyStateProps {
  icon?: LucideIcon;
  title: string;
  description?: ReactNode;
  /** A link or button, e.g. "Reset Filters". */
  action?: ReactNode;
  className?: string;
  /** Heading level of the title (defaults to h2). */
  as?: 'h1' | 'h2' | 'h3' | 'h4';
}

export function EmptyState({ icon: Icon, title, description, action, className, as: Heading = 'h2' }: EmptyStateProps) {
  return (
    <div
      className={clsx(
        'flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-slate-50/60 px-6 py-12 text-center',
        className,
      )}
    >
      {Icon ? (
        <span className="mb-4 flex size-12 items-center justify-center rounded-full bg-brand-100 text-brand-700">
          <Icon aria-hidden="true" className="size-6" />
        </span>
      ) : null}
      <Heading className="text-lg font-semibold text-slate-900">{title}</Heading>
      {description ? <p className="mt-2 max-w-md text-sm text-slate-600">{description}</p> : null}
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  );
}

/**
 * A whole page that is only an empty state (an item not found, or not loaded), its title the page's h1,
 * on the light background an item's page opens on.
 */
export function EmptyPage(props: Omit<EmptyStateProps, 'as' | 'className'>) {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white px-4 pb-20 pt-32 sm:pt-40">
      <div className="mx-auto max-w-xl">
        <EmptyState as="h1" className="bg-white" {...props} />
      </div>
    </div>
  );
}
