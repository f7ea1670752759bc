import { Link } from 'react-router';
import { ArrowRight, Home, RotateCw } from 'lucide-react';
import { errorCopy, notFoundCopy } from '../content/errors';
import { ButtonLink, Button } from './ui';

/** The body of the 404 page: a message and links onward. */
export function NotFoundContent() {
  return (
    <section aria-labelledby="page-title" className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white pb-20 pt-32 sm:pt-40">
      <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
        <p className="inline-flex rounded-full bg-brand-100 px-3 py-1 text-xs font-semibold uppercase tracking-wider text-brand-800">
          {notFoundCopy.eyebrow}
        </p>
        <h1 id="page-title" className="mt-4 text-balance text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
          {notFoundCopy.heading}
        </h1>
        <p className="mx-auto mt-5 max-w-xl text-pretty text-lg text-slate-600">{notFoundCopy.lead}</p>
        <div className="mt-8 flex justify-center">
          <ButtonLink to="/" size="lg">
            <Home aria-hidden="true" className="size-5" />
            Go to the home page
          </ButtonLink>
        </div>
      </div>
      <ul className="mx-auto mt-14 grid max-w-5xl gap-4 px-4 sm:grid-cols-2 sm:px-6 lg:grid-cols-3">
        {notFoundCopy.links.slice(1).map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="group flex h-full flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 transition hover:shadow-md hover:ring-brand-300"
            >
              <span className="flex items-center justify-between font-semibold text-slate-900">
                {link.label}
                <ArrowRight aria-hidden="true" className="size-4 text-brand-600 transition-transform group-hover:translate-x-1" />
              </span>
              <span className="mt-1 text-sm text-slate-600">{link.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The body of the error page. `details` (a stack) is only passed in development. */
export function ErrorContent({ status, message, details }: { status?: number; message?: string; details?: string }) {
  return (
    <section aria-labelledby="page-title" className="bg-gradient-to-b from-brand-50 to-white pb-20 pt-32 sm:pt-40">
      <div className="mx-auto max-w-2xl px-4 text-center sm:px-6">
        {status ? (
          <p className="inline-flex rounded-full bg-brand-100 px-3 py-1 text-xs font-semibold uppercase tracking-wider text-brand-800">
            Error {status}
          </p>
        ) : null}
        <h1 id="page-title" className="mt-4 text-balance text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
          {errorCopy.heading}
        </h1>
        <p className="mx-auto mt-5 max-w-xl text-pretty text-lg text-slate-600">{message ?? errorCopy.lead}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button size="lg" onClick={() => window.location.reload()}>
            <RotateCw aria-hidden="true" className="size-5" />
            {errorCopy.retry}
          </Button>
          <ButtonLink to="/" size="lg" variant="secondary">
            <Home aria-hidden="true" className="size-5" />
            {errorCopy.home}
          </ButtonLink>
        </div>
        {details ? (
          <pre className="mt-10 max-h-80 overflow-auto rounded-xl bg-slate-900 p-4 text-left text-xs text-slate-100">{details}</pre>
        ) : null}
      </div>
    </section>
  );
}
