import type { Route } from './+types/partners.route';
import { CtaBand, PageHero, Section } from '../../components/page';
import type { Figure } from '../../content/figures';
import { PARTNER_DATA_YEAR, partnerCta, partnersCopy, partnersIntro, partnerTypeInfo } from '../../content/partners';
import { WORLD_REGIONS } from '@mnch/shared';
import { Island } from '../../islands/island';
import { communityPartnersOf, mapPartnersOf, readAllPartners, researchPartnersOf, strategicPartnersOf } from '../../lib/partners';
import { introMeta } from '../../lib/meta';
import { usePublicConfig } from '../../lib/public-config';
import type { RouteHandle } from '../../lib/route-handle';
import { countByType, partnerDirectory, partnershipStats } from './stats';
import { useSiteSettings } from '../../lib/site-settings';

/**
 * Served as islands: the directory (its categories, cards and a strategic partner's details:
 * partner-directory.tsx) and the partner map (partner-map.tsx) are each one.
 */
export const handle: RouteHandle = { islands: true };

export const meta: Route.MetaFunction = () => introMeta(partnersIntro);

/** Every partner record, read on the server; the page derives its lists, map and counts from them. */
export async function loader({ context }: Route.LoaderArgs) {
  return { partners: await readAllPartners(context.read) };
}

export default function PartnersRoute({ loaderData }: Route.ComponentProps) {
  const { partners } = loaderData;
  const cta = partnerCta(useSiteSettings().emails.general);
  const tileUrl = usePublicConfig()?.tileUrl ?? '';
  const directory = partnerDirectory(partners, PARTNER_DATA_YEAR);
  const typeCounts = countByType(directory);
  /** The four hero tiles: partners per type, counted from the lists on this page. */
  const summary: Figure[] = (['academic', 'government', 'international', 'ngo'] as const).map((t) => ({
    value: typeCounts[t],
    label: partnerTypeInfo[t].summaryLabel,
  }));
  const counts = { all: directory.length, ...typeCounts };
  const impact = partnershipStats(directory);
  const communityPartners = communityPartnersOf(partners);
  const researchPartners = researchPartnersOf(partners, PARTNER_DATA_YEAR);
  const strategicPartners = strategicPartnersOf(partners);
  const mapPartners = mapPartnersOf(partners, PARTNER_DATA_YEAR, WORLD_REGIONS);

  return (
    <>
      <PageHero eyebrow={partnersIntro.eyebrow} title={partnersIntro.heading} lead={partnersIntro.lead} stats={summary} />

      <Section
        id={partnersCopy.directory.id}
        eyebrow={partnersCopy.directory.eyebrow}
        title={partnersCopy.directory.title}
        intro={partnersCopy.directory.intro}
      >
        <Island
          name="partner-directory"
          props={{ community: communityPartners, research: researchPartners, strategic: strategicPartners, counts, impact }}
          wake="interaction"
        />
      </Section>

      <Section
        id={partnersCopy.map.id}
        tone="muted"
        eyebrow={partnersCopy.map.eyebrow}
        title={partnersCopy.map.title}
        intro={partnersCopy.map.intro}
      >
        <Island name="partner-map" props={{ partners: mapPartners, tileUrl }} />
      </Section>

      <CtaBand title={cta.title} text={cta.text} links={[cta.primary, cta.secondary]} />
    </>
  );
}
