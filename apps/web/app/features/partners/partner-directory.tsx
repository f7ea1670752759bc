import { useId, useRef, type KeyboardEvent } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { BookOpen, CalendarClock, Globe2, Handshake } from 'lucide-react';
import { clsx } from 'clsx';
import { PARTNER_TYPES, partnerCategoryLabels, partnersCopy, partnerTypeInfo, type PartnerCategory } from '../../content/partners';
import type { CommunityPartner, ResearchPartner, StrategicPartner } from '../../lib/partners';
import { isPlainClick } from '../../components/ui';
import { CommunityCard, ResearchPartnerCard, StrategicCard } from './partner-cards';
import { inCategory, parsePartnersQuery, PARTNER_PARAMS, type partnershipStats } from './stats';
import { StrategicDetail } from './strategic-detail';
import { addressWith, addressWithParams, useAddressedSelection } from '../../lib/use-addressed-selection';
import { useHydrated } from '../../lib/use-hydrated';

const CATEGORIES: PartnerCategory[] = ['all', ...PARTNER_TYPES];

export interface PartnerDirectoryProps {
  community: CommunityPartner[];
  research: ResearchPartner[];
  strategic: StrategicPartner[];
  /** The directory's partners per category (`all`: every one). */
  counts: Record<PartnerCategory, number>;
  impact: ReturnType<typeof partnershipStats>;
}

/**
 * The partner directory: its categories, the partners of the chosen one and a strategic partner's
 * details. The categories are links to the page showing that category (?type=) and a strategic
 * partner's card a link to the page with its details shown (?partner=), both rendered by the server and
 * handled in place once hydrated (docs/no-script.md, "Controls"). The details are imported here, not
 * loaded lazily: the address opens them, so the server renders them.
 */
export function PartnerDirectory({
  community: communityPartners,
  research,
  strategic: strategicPartners,
  counts,
  impact,
}: PartnerDirectoryProps) {
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const { category } = parsePartnersQuery(searchParams);
  const [selectedId, setSelectedId] = useAddressedSelection(PARTNER_PARAMS.partner);
  const hydrated = useHydrated();
  const tabRefs = useRef<Record<string, HTMLAnchorElement | null>>({});
  const baseId = useId();
  const panelId = `${baseId}-panel`;

  const community = category === 'all' || category === 'ngo' ? communityPartners : [];
  const academic = category === 'all' || category === 'academic' ? research : [];
  const strategic = inCategory(strategicPartners, category);
  const selected = strategic.find((p) => p.id === selectedId) ?? null;
  const directoryHash = `#${partnersCopy.directory.id}`;
  const categoryHref = (c: PartnerCategory) =>
    addressWithParams(
      location.pathname,
      location.search,
      { [PARTNER_PARAMS.type]: c === 'all' ? null : c, [PARTNER_PARAMS.partner]: null },
      directoryHash,
    );
  const partnerHref = (id: string | null) =>
    addressWith(location.pathname, location.search, PARTNER_PARAMS.partner, id, id ? `#${partnersCopy.detail.id}` : directoryHash);

  function setCategory(c: PartnerCategory) {
    const params = new URLSearchParams(searchParams);
    params.delete(PARTNER_PARAMS.partner);
    if (c === 'all') params.delete(PARTNER_PARAMS.type);
    else params.set(PARTNER_PARAMS.type, c);
    setSearchParams(params, { replace: true, preventScrollReset: true });
  }

  function onTabKeyDown(event: KeyboardEvent<HTMLAnchorElement>, index: number) {
    let next: number | null = null;
    if (event.key === 'ArrowRight') next = (index + 1) % CATEGORIES.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + CATEGORIES.length) % CATEGORIES.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = CATEGORIES.length - 1;
    const c = next === null ? undefined : CATEGORIES[next];
    if (!c) return;
    event.preventDefault();
    setCategory(c);
    tabRefs.current[c]?.focus();
  }

  const impactTiles = [
    { icon: Handshake, value: impact.partners, label: partnersCopy.impact.activePartners },
    { icon: Globe2, value: impact.countries, label: partnersCopy.impact.countries },
    { icon: BookOpen, value: impact.publications, label: partnersCopy.impact.publications },
    { icon: CalendarClock, value: impact.averageYears, label: partnersCopy.impact.averageYears },
  ];

  return (
    <>
      <div
        role="tablist"
        aria-label={partnersCopy.directory.tabsLabel}
        className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:flex-wrap sm:px-0"
      >
        {CATEGORIES.map((c, i) => {
          const active = c === category;
          return (
            <a
              key={c}
              ref={(el) => {
                tabRefs.current[c] = el;
              }}
              href={categoryHref(c)}
              role="tab"
              id={`${baseId}-tab-${c}`}
              aria-selected={active}
              aria-controls={panelId}
              // Until the scripts run every category is in the Tab order (the arrow keys need them).
              tabIndex={hydrated && !active ? -1 : undefined}
              onClick={(event) => {
                if (!isPlainClick(event)) return;
                event.preventDefault();
                setCategory(c);
              }}
              onKeyDown={(e) => onTabKeyDown(e, i)}
              className={clsx(
                'inline-flex h-10 shrink-0 items-center gap-2 rounded-full px-4 text-sm font-semibold transition-colors',
                active ? 'bg-brand-700 text-white shadow-sm' : 'bg-slate-100 text-slate-700 hover:bg-brand-50 hover:text-brand-800',
              )}
            >
              {c !== 'all' ? (
                <span
                  aria-hidden="true"
                  className="size-2.5 rounded-full ring-2 ring-white"
                  style={{ backgroundColor: partnerTypeInfo[c].color }}
                />
              ) : null}
              {partnerCategoryLabels[c]}
              <span className={clsx('rounded-full px-2 py-0.5 text-xs', active ? 'bg-white/20' : 'bg-white text-slate-700')}>
                {counts[c]}
              </span>
            </a>
          );
        })}
      </div>

      <div role="tabpanel" id={panelId} aria-labelledby={`${baseId}-tab-${category}`} className="mt-10 space-y-16">
        {community.length ? (
          <div>
            <SubHeading title={partnersCopy.community.title} intro={partnersCopy.community.intro} />
            <ul className="grid gap-6 md:grid-cols-3">
              {community.map((p) => (
                <li key={p.id}>
                  <CommunityCard partner={p} />
                </li>
              ))}
            </ul>
          </div>
        ) : null}

        {academic.length ? (
          <div>
            <SubHeading title={partnersCopy.academic.title} intro={partnersCopy.academic.intro} />
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {academic.map((p) => (
                <li key={p.id}>
                  <ResearchPartnerCard partner={p} />
                </li>
              ))}
            </ul>
          </div>
        ) : null}

        <section
          aria-labelledby="partnership-impact-title"
          className="overflow-hidden rounded-3xl bg-gradient-to-br from-brand-900 via-brand-800 to-brand-600 px-6 py-10 text-white sm:px-10"
        >
          <h3 id="partnership-impact-title" className="text-center text-2xl font-bold tracking-tight">
            {partnersCopy.impact.title}
          </h3>
          <dl className="mt-8 grid grid-cols-2 gap-4 lg:grid-cols-4">
            {impactTiles.map((t) => {
              const Icon = t.icon;
              return (
                <div
                  key={t.label}
                  className="flex flex-col items-center rounded-2xl bg-white/10 px-4 py-6 text-center ring-1 ring-inset ring-white/15"
                >
                  <dt className="mt-1 text-sm text-brand-100">{t.label}</dt>
                  <dd className="order-first flex flex-col items-center">
                    <Icon aria-hidden="true" className="size-6 text-accent-300" />
                    <span className="mt-2 text-3xl font-bold sm:text-4xl">{t.value}</span>
                  </dd>
                </div>
              );
            })}
          </dl>
        </section>

        <div>
          <SubHeading title={partnersCopy.strategic.title} intro={partnersCopy.strategic.intro} />
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {strategic.map((p) => (
              <li key={p.id}>
                <StrategicCard
                  partner={p}
                  selected={p.id === selected?.id}
                  detailId={partnersCopy.detail.id}
                  href={partnerHref(p.id === selected?.id ? null : p.id)}
                  onSelect={() => setSelectedId(p.id === selected?.id ? null : p.id)}
                />
              </li>
            ))}
          </ul>
          {selected ? <StrategicDetail partner={selected} closeHref={partnerHref(null)} onClose={() => setSelectedId(null)} /> : null}
        </div>
      </div>
    </>
  );
}

function SubHeading({ title, intro }: { title: string; intro: string }) {
  return (
    <div className="mb-6">
      <h3 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h3>
      <p className="mt-1 text-slate-600">{intro}</p>
    </div>
  );
}
