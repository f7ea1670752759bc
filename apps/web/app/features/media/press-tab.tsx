import { ArrowUpRight, CalendarDays, Megaphone, Newspaper, Users } from 'lucide-react';
import type { PressRelease } from '@mnch/shared';
import { ButtonLink } from '../../components/ui';
import { pressCopy, staticNewsletters } from '../../content/media';
import { formatDate } from '../../lib/dates';

/** Press releases (the newest, read on the server from the back office's press section) and newsletters. */
export function PressTab({ pressReleases }: { pressReleases: readonly PressRelease[] }) {
  return (
    <div className="grid gap-12 lg:grid-cols-5">
      <section aria-labelledby="press-releases-title" className="lg:col-span-3">
        <h3 id="press-releases-title" className="flex items-center gap-2 text-xl font-semibold text-slate-900">
          <Megaphone aria-hidden="true" className="size-5 text-brand-700" />
          {pressCopy.releasesTitle}
        </h3>
        {pressReleases.length === 0 ? <p className="mt-6 text-sm text-slate-600">{pressCopy.releasesEmpty}</p> : null}
        <ul className="mt-6 space-y-4">
          {pressReleases.map((release) => (
            <li key={release.id}>
              <article className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <p className="inline-flex items-center gap-1 text-xs font-medium text-slate-600">
                  <CalendarDays aria-hidden="true" className="size-3.5" />
                  <time dateTime={release.date}>{formatDate(release.date)}</time>
                </p>
                <h4 className="mt-2 text-lg font-semibold leading-snug text-slate-900">{release.title}</h4>
                <p className="mt-2 text-sm leading-relaxed text-slate-600">{release.summary}</p>
                {release.link ? (
                  <a
                    href={release.link}
                    aria-label={`${pressCopy.readRelease}: ${release.title}`}
                    className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline-offset-2 hover:text-brand-900 hover:underline"
                  >
                    {pressCopy.readRelease}
                    <ArrowUpRight aria-hidden="true" className="size-4" />
                  </a>
                ) : null}
              </article>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="press-newsletters-title" className="lg:col-span-2">
        <h3 id="press-newsletters-title" className="flex items-center gap-2 text-xl font-semibold text-slate-900">
          <Newspaper aria-hidden="true" className="size-5 text-brand-700" />
          {pressCopy.newslettersTitle}
        </h3>
        <ul className="mt-6 space-y-4">
          {staticNewsletters.map((n) => (
            <li key={n.id}>
              <article className="rounded-2xl bg-gradient-to-br from-brand-50 to-white p-6 ring-1 ring-brand-100">
                <p className="text-xs font-semibold uppercase tracking-wider text-brand-800">{pressCopy.edition(n.edition)}</p>
                <h4 className="mt-1 text-lg font-semibold text-slate-900">{n.title}</h4>
                <p className="mt-2 text-sm leading-relaxed text-slate-600">{n.description}</p>
                <div className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-xs font-medium text-slate-600">
                  <span className="inline-flex items-center gap-1">
                    <CalendarDays aria-hidden="true" className="size-3.5" />
                    <time dateTime={n.date}>{formatDate(n.date)}</time>
                  </span>
                  <span className="inline-flex items-center gap-1">
                    <Users aria-hidden="true" className="size-3.5" />
                    {pressCopy.subscribers(n.subscribers)}
                  </span>
                </div>
              </article>
            </li>
          ))}
        </ul>
        <ButtonLink to={pressCopy.newslettersLink.to} variant="secondary" className="mt-6">
          {pressCopy.newslettersLink.label}
        </ButtonLink>
      </section>
    </div>
  );
}
