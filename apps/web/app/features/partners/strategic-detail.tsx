import { useEffect, useRef } from 'react';
import { BookOpen, Calendar, ExternalLink, Quote, UserRound, X } from 'lucide-react';
import { clsx } from 'clsx';
import type { JointProjectStatus } from '@mnch/shared';
import { PARTNER_DETAIL_SCROLL_DELAY_MS, partnerTypeInfo, partnersCopy } from '../../content/partners';
import { partnerIcons } from '../../content/partner-icons';
import type { StrategicPartner } from '../../lib/partners';
import { TypeBadge } from './partner-cards';
import { scrollBehavior } from '../../lib/motion';
import { InPlaceLink } from '../../components/ui';

const statusClass: Record<JointProjectStatus, string> = {
  Ongoing: 'bg-brand-50 text-brand-800 ring-brand-200',
  Completed: 'bg-sky-50 text-sky-800 ring-sky-200',
  Planned: 'bg-amber-50 text-amber-800 ring-amber-200',
};

const copy = partnersCopy.detail;

/**
 * The strategic partner's detail section, opened from its card (or by the address: ?partner=): once
 * it has rendered it comes into view and takes the focus.
 */
export function StrategicDetail({ partner, closeHref, onClose }: { partner: StrategicPartner; closeHref: string; onClose: () => void }) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const timer = setTimeout(() => {
      ref.current?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
      ref.current?.focus({ preventScroll: true });
    }, PARTNER_DETAIL_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [partner.id]);
  const info = partnerTypeInfo[partner.type];
  const detail = {
    fullDescription: partner.details?.fullDescription ?? partner.description,
    partnershipDuration: partner.details?.partnershipDuration ?? '—',
    partnershipType: partner.details?.partnershipType ?? '—',
    impactMetrics: partner.details?.impactMetrics ?? [],
    collaborationAreas: partner.details?.collaborationAreas ?? [],
    jointProjects: partner.details?.jointProjects ?? [],
    successStory: partner.details?.successStory ?? null,
    jointPublications: partner.details?.jointPublications ?? [],
  };
  const story = detail.successStory;
  const Icon = partner.icon ? partnerIcons[partner.icon] : info.icon;
  return (
    <section
      ref={ref}
      id={copy.id}
      tabIndex={-1}
      aria-labelledby="partner-detail-title"
      className="mt-10 overflow-hidden rounded-3xl bg-white shadow-lg ring-1 ring-slate-200 focus:outline-none"
    >
      <div className="relative bg-gradient-to-br from-brand-900 to-brand-700 px-6 py-8 text-white sm:px-10">
        <InPlaceLink
          href={closeHref}
          onActivate={onClose}
          aria-label={copy.close}
          className="absolute right-4 top-4 rounded-full p-2 text-white/80 hover:bg-white/10 hover:text-white"
        >
          <X aria-hidden="true" className="size-5" />
        </InPlaceLink>
        <div className="flex flex-wrap items-center gap-4 pr-10">
          <span
            className="flex size-14 items-center justify-center rounded-2xl ring-2 ring-white/30"
            style={{ backgroundColor: info.color }}
          >
            <Icon aria-hidden="true" className="size-7" />
          </span>
          <div>
            <TypeBadge type={partner.type} />
            <h3 id="partner-detail-title" className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">
              {partner.name}
            </h3>
            <p className="mt-1 text-brand-50/90">{partner.location}</p>
          </div>
        </div>
        <dl className="mt-8 grid gap-4 text-sm sm:grid-cols-2 lg:grid-cols-4">
          <Fact label={copy.since} value={partner.partnershipSince ? String(partner.partnershipSince) : '—'} />
          <Fact label={copy.duration} value={detail.partnershipDuration} />
          <Fact label={copy.type} value={detail.partnershipType} />
          <Fact label={copy.keyContact} value={partner.keyContact ?? '—'} />
        </dl>
      </div>

      <div className="space-y-10 px-6 py-8 sm:px-10">
        <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div>
            <p className="text-[15px] leading-relaxed text-slate-700">{detail.fullDescription}</p>
            {partner.website ? (
              <a
                href={partner.website}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-4 inline-flex items-center gap-1.5 rounded text-sm font-semibold text-brand-700 hover:text-brand-900"
              >
                {copy.website}
                <ExternalLink aria-hidden="true" className="size-4" />
                <span className="sr-only"> of {partner.name} (opens in a new tab)</span>
              </a>
            ) : null}
          </div>
          <div>
            <h4 className="text-sm font-semibold uppercase tracking-wider text-slate-700">{copy.impact}</h4>
            <dl className="mt-3 grid grid-cols-3 gap-3">
              {detail.impactMetrics.map((m) => {
                const MIcon = partnerIcons[m.icon];
                return (
                  <div
                    key={m.label}
                    className="flex flex-col items-center rounded-2xl bg-slate-50 p-3 text-center ring-1 ring-inset ring-slate-200"
                  >
                    <dt className="text-xs text-slate-600">{m.label}</dt>
                    <dd className="order-first flex flex-col items-center">
                      <MIcon aria-hidden="true" className="size-5" style={{ color: info.color }} />
                      <span className="mt-1 text-xl font-bold text-slate-900">{m.value}</span>
                    </dd>
                  </div>
                );
              })}
            </dl>
          </div>
        </div>

        <div>
          <h4 className="text-lg font-semibold text-slate-900">{copy.collaboration}</h4>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {detail.collaborationAreas.map((a) => {
              const AIcon = partnerIcons[a.icon];
              return (
                <li key={a.title} className="rounded-2xl p-5 ring-1 ring-slate-200">
                  <AIcon aria-hidden="true" className="size-5 text-brand-700" />
                  <p className="mt-3 font-semibold text-slate-900">{a.title}</p>
                  <p className="mt-1 text-sm text-slate-600">{a.description}</p>
                </li>
              );
            })}
          </ul>
        </div>

        <div>
          <h4 className="text-lg font-semibold text-slate-900">{copy.projects}</h4>
          <ul className="mt-4 grid gap-4 md:grid-cols-2">
            {detail.jointProjects.map((p) => (
              <li key={p.title} className="rounded-2xl bg-slate-50 p-5 ring-1 ring-inset ring-slate-200">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <p className="font-semibold text-slate-900">{p.title}</p>
                  <span className={clsx('rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset', statusClass[p.status])}>
                    {p.status}
                  </span>
                </div>
                <p className="mt-2 text-sm text-slate-600">{p.description}</p>
                <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
                  <div className="flex gap-1.5">
                    <dt className="text-slate-600">{copy.timeline}:</dt>
                    <dd className="font-medium text-slate-800">{p.timeline}</dd>
                  </div>
                  <div className="flex gap-1.5">
                    <dt className="text-slate-600">{copy.funding}:</dt>
                    <dd className="font-medium text-slate-800">{p.funding}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        </div>

        <div className="grid gap-8 lg:grid-cols-2">
          {story ? (
            <figure className="rounded-2xl bg-gradient-to-br from-brand-50 to-white p-6 ring-1 ring-brand-100">
              <h4 className="text-sm font-semibold uppercase tracking-wider text-brand-800">{copy.story}</h4>
              <Quote aria-hidden="true" className="mt-3 size-7 text-brand-300" />
              <blockquote className="mt-2 text-lg leading-relaxed text-slate-800">{story.quote}</blockquote>
              <figcaption className="mt-4 flex items-center gap-3 text-sm">
                <span className="flex size-10 items-center justify-center rounded-full bg-brand-700 text-white">
                  <UserRound aria-hidden="true" className="size-5" />
                </span>
                <span>
                  <span className="block font-semibold text-slate-900">{story.author}</span>
                  <span className="block text-slate-600">
                    {story.role}, {story.organization}
                  </span>
                </span>
              </figcaption>
            </figure>
          ) : null}
          <div>
            <h4 className="text-lg font-semibold text-slate-900">{copy.publications}</h4>
            <ul className="mt-4 space-y-3">
              {detail.jointPublications.map((p) => (
                <li key={p.title} className="flex gap-3 rounded-xl p-4 ring-1 ring-slate-200">
                  <BookOpen aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                  <div>
                    <p className="font-medium text-slate-900">{p.title}</p>
                    <p className="mt-1 flex flex-wrap items-center gap-x-2 text-sm text-slate-600">
                      <span className="italic">{p.journal}</span>
                      <span aria-hidden="true">·</span>
                      <span className="inline-flex items-center gap-1">
                        <Calendar aria-hidden="true" className="size-3.5" />
                        {p.year}
                      </span>
                      <span aria-hidden="true">·</span>
                      <span>{p.type}</span>
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col rounded-xl bg-white/10 px-4 py-3 ring-1 ring-inset ring-white/15">
      <dt className="text-xs uppercase tracking-wide text-brand-100">{label}</dt>
      <dd className="mt-1 font-semibold text-white">{value}</dd>
    </div>
  );
}
