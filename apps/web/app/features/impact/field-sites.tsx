import { Compass, MapPin, X } from 'lucide-react';
import { clsx } from 'clsx';
import { InPlaceLink } from '../../components/ui';
import { fieldSiteRegions, type FieldSite } from '../../content/field-sites';
import { fieldSitesCopy as copy, type RegionFilter } from '../../content/impact-maps';
import { siteCounts, sitesInRegion } from './filters';
import { RegionIllustration, SiteImage } from '../../components/site-illustration';
import { useImpactQuery } from './use-impact-query';

const REGION_FILTERS: RegionFilter[] = ['all', 'kampala', 'busoga'];
const regionLabel = (r: RegionFilter) => (r === 'all' ? copy.allLabel : fieldSiteRegions[r].label);
const HASH = `#${copy.id}`;

/**
 * The regional field-site map: positioned markers on an own illustration, a region filter and a detail
 * card. The region and the site come from the address (`useImpactQuery`), so the server renders them
 * chosen; the regions and the markers are links there, handled in place once hydrated
 * (docs/no-script.md, "Controls"). `sites` are the records the page's loader read (GET /api/field-sites),
 * by region, then name.
 */
export function FieldSitesMap({ sites }: { sites: FieldSite[] }) {
  const { query, set, href } = useImpactQuery({ sites });
  const { region, site: selectedId } = query;
  const counts = siteCounts(sites);
  const visible = sitesInRegion(sites, region);
  const selected = visible.find((s) => s.id === selectedId) ?? null;
  const regionChange = (next: RegionFilter) => ({ region: next, site: null });
  const siteChange = (site: number | null) => ({ site });

  return (
    <div>
      <div role="group" aria-label={copy.filterLabel} className="mb-5 flex flex-wrap gap-2">
        {REGION_FILTERS.map((r) => (
          <InPlaceLink
            key={r}
            href={href(regionChange(r), HASH)}
            onActivate={() => set(regionChange(r))}
            aria-current={region === r ? 'true' : undefined}
            className={clsx(
              'inline-flex h-10 items-center gap-2 rounded-full px-4 text-sm font-semibold transition-colors',
              region === r
                ? 'bg-brand-700 text-white shadow-sm'
                : 'bg-white text-slate-700 ring-1 ring-inset ring-slate-300 hover:bg-brand-50 hover:text-brand-800',
            )}
          >
            {regionLabel(r)}
            <span
              className={clsx('rounded-full px-2 py-0.5 text-xs', region === r ? 'bg-white/20 text-white' : 'bg-slate-100 text-slate-700')}
            >
              {counts[r]}
            </span>
          </InPlaceLink>
        ))}
      </div>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div
          role="group"
          aria-label={copy.mapLabel}
          className="relative aspect-[8/5] w-full overflow-hidden rounded-2xl shadow-sm ring-1 ring-slate-200"
        >
          <RegionIllustration />
          {visible.length === 0 ? (
            <p className="absolute inset-x-4 bottom-4 rounded-xl bg-white/90 px-4 py-3 text-center text-sm font-medium text-slate-700 shadow-sm">
              {copy.noSites}
            </p>
          ) : null}
          <ul>
            {visible.map((site) => {
              const active = site.id === selected?.id;
              return (
                <li key={site.id} className="absolute -translate-x-1/2 -translate-y-1/2" style={{ left: `${site.x}%`, top: `${site.y}%` }}>
                  <InPlaceLink
                    href={href(siteChange(active ? null : site.id), HASH)}
                    onActivate={() => set(siteChange(active ? null : site.id))}
                    aria-current={active ? 'true' : undefined}
                    aria-label={`${site.name}, ${fieldSiteRegions[site.region].label}`}
                    title={site.name}
                    data-site-id={site.id}
                    className={clsx(
                      'group relative flex size-9 items-center justify-center rounded-full transition-transform hover:scale-110 sm:size-11',
                      active && 'scale-110',
                    )}
                  >
                    <span
                      aria-hidden="true"
                      className={clsx(
                        'absolute inset-1 rounded-full opacity-40 motion-safe:animate-ping',
                        site.region === 'kampala' ? 'bg-amber-400' : 'bg-brand-400',
                        !active && 'hidden',
                      )}
                    />
                    <span
                      aria-hidden="true"
                      className={clsx(
                        'relative flex size-7 items-center justify-center rounded-full text-white shadow-md ring-2 sm:size-8',
                        site.region === 'kampala' ? 'bg-amber-700' : 'bg-brand-700',
                        active ? 'ring-4 ring-white' : 'ring-white/90',
                      )}
                    >
                      <MapPin className="size-4" />
                    </span>
                  </InPlaceLink>
                </li>
              );
            })}
          </ul>
        </div>

        <div aria-live="polite">
          {selected ? (
            <SiteCard site={selected} closeHref={href(siteChange(null), HASH)} onClose={() => set(siteChange(null))} />
          ) : (
            <ExplorePrompt counts={counts} />
          )}
        </div>
      </div>
    </div>
  );
}

function ExplorePrompt({ counts }: { counts: Record<RegionFilter, number> }) {
  return (
    <div className="flex h-full flex-col justify-center rounded-2xl bg-gradient-to-br from-brand-50 to-white p-8 ring-1 ring-brand-100">
      <span className="flex size-12 items-center justify-center rounded-full bg-brand-100 text-brand-700">
        <Compass aria-hidden="true" className="size-6" />
      </span>
      <h3 className="mt-4 text-xl font-semibold text-slate-900">{copy.emptyTitle}</h3>
      <p className="mt-2 text-slate-600">{copy.emptyText}</p>
      <dl className="mt-6 grid grid-cols-2 gap-3">
        {(['kampala', 'busoga'] as const).map((r) => (
          <div key={r} className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
            <dt className="text-sm font-semibold text-slate-900">{fieldSiteRegions[r].label}</dt>
            <dd className="mt-1 text-xs text-slate-600">
              {counts[r]} {counts[r] === 1 ? 'site' : 'sites'} · {fieldSiteRegions[r].description}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function SiteCard({ site, closeHref, onClose }: { site: FieldSite; closeHref: string; onClose: () => void }) {
  const stats: [string, number][] = [
    [copy.engagement.healthWorkersTrained, site.healthWorkersTrained],
    [copy.engagement.communitiesReached, site.communitiesReached],
    [copy.engagement.programsActive, site.programsActive],
    [copy.engagement.livesImpacted, site.livesImpacted],
  ];
  return (
    <article aria-labelledby={`site-${site.id}-title`} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <SiteImage site={site} />
      <div className="mt-4 flex items-start justify-between gap-3">
        <div>
          <p className="text-xs font-semibold uppercase tracking-wider text-brand-700">
            {site.type} · {fieldSiteRegions[site.region].label}
          </p>
          <h3 id={`site-${site.id}-title`} className="mt-1 text-xl font-semibold text-slate-900">
            {site.name}
          </h3>
        </div>
        <InPlaceLink
          href={closeHref}
          onActivate={onClose}
          aria-label={copy.clear}
          className="-mr-1 rounded-full p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
        >
          <X aria-hidden="true" className="size-5" />
        </InPlaceLink>
      </div>
      <p className="mt-2 text-[15px] leading-relaxed text-slate-600">{site.description}</p>
      <dl className="mt-4 grid grid-cols-2 gap-2">
        {stats.map(([label, value]) => (
          <div key={label} className="flex flex-col rounded-xl bg-slate-50 px-3 py-2.5 ring-1 ring-inset ring-slate-200">
            <dt className="text-xs text-slate-600">{label}</dt>
            <dd className="order-first text-lg font-bold text-brand-800">{value.toLocaleString('en-US')}</dd>
          </div>
        ))}
      </dl>
      <h4 className="mt-4 text-sm font-semibold text-slate-900">{copy.programs}</h4>
      <ul className="mt-2 flex flex-wrap gap-2">
        {site.programs.map((p, i) => (
          <li
            key={`${i}-${p}`}
            className="rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-800 ring-1 ring-inset ring-brand-200"
          >
            {p}
          </li>
        ))}
      </ul>
    </article>
  );
}
