import type { ReactNode } from 'react';
import { clsx } from 'clsx';

/** One fact of a view dialog: its label and its value. */
export type Fact = readonly [label: string, value: ReactNode];

/** A view dialog's facts, each label over its value, in two columns from `sm` up; `children` are more facts (FactItem). */
export function FactList({ facts, className, children }: { facts: readonly Fact[]; className?: string; children?: ReactNode }) {
  return (
    <dl className={clsx('mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2', className)}>
      {facts.map(([label, value]) => (
        <FactItem key={label} label={label}>
          {value}
        </FactItem>
      ))}
      {children}
    </dl>
  );
}

/** One fact in a FactList. */
export function FactItem({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className={clsx('min-w-0', className)}>
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}
