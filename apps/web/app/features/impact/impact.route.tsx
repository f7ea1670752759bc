import { AwardList } from '../../components/award-list';
import { orWhenRefused } from '../../lib/refused';
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import type { Route } from './+types/impact.route';
import { FeatureGrid, MoreLink, PageHero, Section } from '../../components/page';
import { ButtonLink } from '../../components/ui';
import {
  capacityStats,
  countryMapSection,
  fieldSitesSection,
  globalStatsCopy,
  goals2030,
  goalsCopy,
  highlights,
  impactAnchors,
  impactIntro,
  reachStats,
  recognitionCopy,
  researchCopy,
  researchMetrics,
  storiesCopy,
} from '../../content/impact';
import { ALL_FIELD_SITES_QUERY, COUNTRY_READ_LIMIT, RECENT_AWARDS_COUNT, type CountryItem } from '@mnch/shared';
import { Island } from '../../islands/island';
import { introMeta } from '../../lib/meta';
import type { RouteHandle } from '../../lib/route-handle';
import { fetchStories } from './stories';
import { SuccessStories } from './success-stories';
import { useFigures } from '../../lib/figures';
import { usePublicConfig } from '../../lib/public-config';

/**
 * Served as islands: the counting figures, the country map (its filters, layers and country dialog)
 * and the field sites are each one; the two maps share the address's choices (use-impact-query.ts).
 */
export const handle: RouteHandle = { islands: true };

export const meta: Route.MetaFunction = () => introMeta(impactIntro);

/** The latest newsletters (success stories), the most recent awards, and the maps' countries and field sites. */
export async function loader({ context }: Route.LoaderArgs) {
  const read = context.read;
  const [stories, recentAwards, countries, fieldSites] = await Promise.all([
    fetchStories(read),
    // The most recent awards (RECENT_AWARDS_COUNT), oldest of them first.
    orNone(async () => (await read.awards({ limit: RECENT_AWARDS_COUNT })).awards.toReversed()),
    orNone(() => allCountries(read)),
    // Every field site, by region, then name.
    orNone(async () => (await read.fieldSites(ALL_FIELD_SITES_QUERY)).fieldSites),
  ]);
  return { ...stories, recentAwards, countries, fieldSites };
}

/** The records a read answers; none when the API refuses (the page shows its empty states). */
const orNone = <T,>(read: () => Promise<T[]>) => orWhenRefused(read, []);

/** Every country of the map (GET /api/countries, by name), page after page. */
async function allCountries(read: Route.LoaderArgs['context']['read']): Promise<CountryItem[]> {
  const first = await read.countries({ limit: COUNTRY_READ_LIMIT });
  const rest = await Promise.all(
    Array.from({ length: first.pagination.totalPages - 1 }, (_, i) => read.countries({ limit: COUNTRY_READ_LIMIT, page: i + 2 })),
  );
  return [first, ...rest].flatMap((p) => p.countries);
}

export default function ImpactRoute({ loaderData }: Route.ComponentProps) {
  const f = useFigures();
  const config = usePublicConfig();
  return (
    <>
      <PageHero
        eyebrow={impactIntro.eyebrow}
        title={impactIntro.heading}
        lead={impactIntro.lead}
        actions={impactAnchors.map((a, i) => (
          <ButtonLink key={a.to} to={a.to} variant={i === 0 ? 'inverse' : 'outline-inverse'}>
            {a.label}
          </ButtonLink>
        ))}
      />

      <section aria-labelledby="global-stats-title" className="relative z-10 -mt-10 px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-7xl rounded-3xl bg-white p-6 shadow-xl shadow-slate-900/5 ring-1 ring-slate-200 sm:p-8">
          <h2 id="global-stats-title" className="sr-only">
            {globalStatsCopy.title}
          </h2>
          <Island name="animated-stats" props={{ stats: reachStats(f) }} />
        </div>
      </section>

      <Section
        id={countryMapSection(f).id}
        eyebrow={countryMapSection(f).eyebrow}
        title={countryMapSection(f).title}
        intro={countryMapSection(f).intro}
      >
        <Island
          name="country-map"
          props={{ countries: loaderData.countries, tileUrl: config?.tileUrl ?? '', satelliteTileUrl: config?.satelliteTileUrl ?? '' }}
        />
      </Section>

      <Section
        id={fieldSitesSection.id}
        tone="muted"
        eyebrow={fieldSitesSection.eyebrow}
        title={fieldSitesSection.title}
        intro={fieldSitesSection.intro}
      >
        <Island name="field-sites" props={{ sites: loaderData.fieldSites }} />
      </Section>

      <Section id={researchCopy.id} eyebrow={researchCopy.eyebrow} title={researchCopy.title} intro={researchCopy.intro}>
        <Island name="animated-stats" props={{ stats: researchMetrics(f), columns: 5 }} />
        <div className="mt-12">
          <FeatureGrid items={highlights} columns={3} />
        </div>
      </Section>

      <Section id={storiesCopy.id} tone="muted" eyebrow={storiesCopy.eyebrow} title={storiesCopy.title} intro={storiesCopy.intro}>
        <Island name="animated-stats" props={{ stats: capacityStats(f) }} />
        <div className="mt-14 flex flex-wrap items-end justify-between gap-4">
          <div>
            <h3 className="text-2xl font-bold tracking-tight text-slate-900">{storiesCopy.storiesTitle}</h3>
            <p className="mt-1 text-slate-600">{storiesCopy.storiesIntro}</p>
          </div>
          <Link
            to={storiesCopy.allNewsletters.to}
            className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-brand-700 hover:text-brand-900"
          >
            {storiesCopy.allNewsletters.label}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
        <div className="mt-6">
          <SuccessStories stories={loaderData.stories} failed={loaderData.failed} />
        </div>
        <MoreLink link={storiesCopy.mentorships} />
      </Section>

      <Section
        id={recognitionCopy(f).id}
        eyebrow={recognitionCopy(f).eyebrow}
        title={recognitionCopy(f).title}
        intro={recognitionCopy(f).intro}
      >
        <AwardList awards={loaderData.recentAwards} variant="recent" />
        <MoreLink link={recognitionCopy(f).link} />
      </Section>

      <Section id={goalsCopy.id} tone="brand" eyebrow={goalsCopy.eyebrow} title={goalsCopy.title} intro={goalsCopy.intro}>
        <Island name="animated-stats" props={{ stats: goals2030(f), tone: 'dark' }} />
      </Section>
    </>
  );
}
