import type { ReactNode } from 'react';
import { ArrowLeft, HeartPulse } from 'lucide-react';
import { site } from '../../content/site';

/** The card of the sign-in and password pages: the centre's mark and name, a heading, the content, a way back. */
export function AuthCard({
  title,
  intro,
  children,
  back,
}: {
  title: string;
  intro: string;
  children: ReactNode;
  back: { href: string; label: string };
}) {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center bg-gradient-to-br from-brand-50 via-slate-50 to-sky-50 px-4 py-10">
      <main className="w-full max-w-md">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-lg shadow-slate-200/60 sm:p-8">
          <div className="mb-6 text-center">
            <span className="mx-auto mb-4 flex size-12 items-center justify-center rounded-xl bg-brand-700 text-white">
              <HeartPulse aria-hidden="true" className="size-6" />
            </span>
            <p className="text-sm font-medium text-brand-800">{site.name}</p>
            <h1 className="mt-1 text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
            <p className="mt-1 text-sm text-slate-600">{intro}</p>
          </div>
          {children}
        </div>
        <p className="mt-6 text-center">
          <a
            href={back.href}
            className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-slate-600 hover:text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {back.label}
          </a>
        </p>
      </main>
    </div>
  );
}

/** A message above a form: the outcome of the last post (`role=alert` for a problem, `status` otherwise). */
export function FormNotice({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) {
  return tone === 'error' ? (
    <div role="alert" className="mb-5 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
      {children}
    </div>
  ) : (
    <div role="status" className="mb-5 rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900">
      {children}
    </div>
  );
}
