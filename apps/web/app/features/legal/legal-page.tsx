import { Fragment } from 'react';
import { MarkedList } from '../../components/ui';
import { Link } from 'react-router';
import { clsx } from 'clsx';
import { PageHero } from '../../components/page';
import { formatDate } from '../../lib/dates';
import { Island } from '../../islands/island';
import type { RouteHandle } from '../../lib/route-handle';
import { useSiteSettings } from '../../lib/site-settings';
import { legalIdentity } from './legal-identity';
import { legalCopy as copy, legalPages, type LegalIdentity, type LegalPageContent, type LegalSection } from '../../content/legal';

const TOKENS = /\{(email|phone|centre|address)\}/;

/** Text with its tokens filled in (content/legal.ts): `{email}` as a link to the centre's email address. */
function Filled({ text, identity }: { text: string; identity: LegalIdentity }) {
  // split with a capturing group: text, token name, text, token name, ...
  const parts = text.split(TOKENS);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 0 ? (
          <Fragment key={i}>{part}</Fragment>
        ) : part === 'email' ? (
          <a
            key={i}
            href={`mailto:${identity.email}`}
            className="break-words font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-950"
          >
            {identity.email}
          </a>
        ) : part === 'phone' ? (
          <span key={i} className="whitespace-nowrap">
            {identity.phone}
          </span>
        ) : (
          <Fragment key={i}>{identity[part as keyof LegalIdentity]}</Fragment>
        ),
      )}
    </>
  );
}

/** An envelope, drawn here: this page loads no icon library of its own (the first-load budget, scripts/check-budgets.mjs). */
function EnvelopeIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="size-5"
    >
      <rect x="2" y="4" width="20" height="16" rx="2" />
      <path d="m22 7-8.97 5.7a1.94 1.94 0 0 1-2.06 0L2 7" />
    </svg>
  );
}

/** Each policy page is served as islands: only its Print button hydrates. */
export const legalHandle: RouteHandle = { islands: true };

/** A policy page (privacy notice, terms of use, accessibility statement): its sections, a table of contents and a contact box. */
export function LegalPage({ content }: { content: LegalPageContent }) {
  const { intro, sections, updated } = content;
  const identity = legalIdentity(useSiteSettings());
  return (
    <>
      <PageHero
        eyebrow={intro.eyebrow}
        title={intro.heading}
        lead={intro.lead}
        actions={
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-1.5 text-sm text-brand-50 ring-1 ring-inset ring-white/15">
            <span aria-hidden="true" className="size-2 rounded-full bg-accent-400" />
            {copy.updatedLabel}: <time dateTime={updated}>{formatDate(updated)}</time>
          </p>
        }
      />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-12 lg:gap-12 lg:px-8">
        <aside className="lg:col-span-4">
          <div className="space-y-6 lg:sticky lg:top-28">
            <nav aria-label={copy.tocLabel} className="rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-200">
              <h2 className="text-sm font-semibold uppercase tracking-wider text-slate-700">{copy.tocLabel}</h2>
              <ol className="mt-3 space-y-1.5 text-[15px]">
                {sections.map((s) => (
                  <li key={s.id}>
                    <a href={`#${s.id}`} className="text-brand-800 underline-offset-4 hover:text-brand-950 hover:underline">
                      {s.title}
                    </a>
                  </li>
                ))}
              </ol>
            </nav>
            <nav aria-label={copy.otherPagesLabel} className="rounded-2xl p-5 ring-1 ring-slate-200">
              <h2 className="text-sm font-semibold uppercase tracking-wider text-slate-700">{copy.otherPagesLabel}</h2>
              <ul className="mt-3 space-y-1.5 text-[15px]">
                {legalPages.map((page) => (
                  <li key={page.path}>
                    <Link
                      to={page.path}
                      aria-current={page.path === content.path ? 'page' : undefined}
                      className={clsx(
                        'underline-offset-4 hover:underline',
                        page.path === content.path ? 'font-semibold text-slate-900' : 'text-brand-800 hover:text-brand-950',
                      )}
                    >
                      {page.intro.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            <Island name="print-button" props={{}} wake="interaction" />
          </div>
        </aside>
        <article className="min-w-0 lg:col-span-8">
          {sections.map((s) => (
            <SectionBlock key={s.id} section={s} identity={identity} />
          ))}
          <div className="mt-12 flex flex-col gap-4 rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-200 sm:flex-row sm:items-start sm:p-8">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-white text-brand-700 ring-1 ring-brand-200">
              <EnvelopeIcon />
            </span>
            <div>
              <h2 className="text-lg font-semibold text-slate-900">{copy.contactTitle}</h2>
              <p className="mt-1 text-[15px] leading-relaxed text-slate-700">
                <Filled text={copy.contactText} identity={identity} />
              </p>
            </div>
          </div>
        </article>
      </div>
    </>
  );
}

function SectionBlock({ section, identity }: { section: LegalSection; identity: LegalIdentity }) {
  const { id, title, paragraphs, list, note, forms } = section;
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-28 border-b border-slate-200 py-8 first:pt-0 last:border-b-0">
      <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight text-slate-900">
        {title}
      </h2>
      {paragraphs?.map((p) => (
        <p key={p} className="mt-4 max-w-prose text-[17px] leading-relaxed text-slate-700">
          <Filled text={p} identity={identity} />
        </p>
      ))}
      {list ? (
        <ul className="mt-4 max-w-prose space-y-3">
          {list.map((item) => (
            <li key={item} className="flex items-start gap-3 text-[17px] leading-relaxed text-slate-700">
              <span aria-hidden="true" className="mt-2.5 size-2 shrink-0 rounded-full bg-brand-500" />
              <span>
                <Filled text={item} identity={identity} />
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {note ? (
        <p className="mt-4 max-w-prose text-[17px] leading-relaxed text-slate-700">
          <Filled text={note} identity={identity} />
        </p>
      ) : null}
      {forms ? (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {forms.map((form) => (
            <li key={form.name} className="flex flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <h3 className="text-lg font-semibold text-slate-900">{form.name}</h3>
              <p className="mt-0.5 text-sm text-slate-600">{form.where}</p>
              <p className="mt-4 text-xs font-semibold uppercase tracking-wider text-slate-600">What it asks for</p>
              <MarkedList items={form.fields} mark="dot" className="mt-2 space-y-1" itemClassName="gap-2 text-[15px] text-slate-800" />
              <p className="mt-4 text-xs font-semibold uppercase tracking-wider text-slate-600">Why</p>
              <p className="mt-1 text-[15px] leading-relaxed text-slate-700">{form.why}</p>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
