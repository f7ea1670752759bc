import type { ReactNode } from 'react';

/** One card of the page: a heading, what it is for, and its content. */
export function ProfileCard({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={`${id}-title`} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-1 text-sm text-slate-600">{description}</div>
      <div className="mt-5">{children}</div>
    </section>
  );
}
