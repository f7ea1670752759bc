import { clsx } from 'clsx';

/** A rounded filter chip (a link or button); the active one is filled. */
export const chipClasses = (active: boolean) =>
  clsx(
    'inline-flex items-center rounded-full px-4 py-2 text-sm font-semibold ring-1 ring-inset transition-colors',
    active ? 'bg-brand-700 text-white ring-brand-700' : 'bg-white text-slate-700 ring-slate-200 hover:bg-brand-50',
  );
