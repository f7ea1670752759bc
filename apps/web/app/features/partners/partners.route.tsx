import type { Route } from './+types/partners.route';
import { CtaBand, FeatureGrid, PageHero, Section } from '../../components/page';
import { ButtonLink } from '../../components/ui';
import { partnerCta, partnerSummary, partnersIntro, partnerTypes } from '../../content/areas';
import { introMeta } from '../../lib/meta';

export const meta: Route.MetaFunction = () => introMeta(partnersIntro);

export default function PartnersRoute() {
  return (
    <>
      <PageHero eyebrow={partnersIntro.eyebrow} title={partnersIntro.heading} lead={partnersIntro.lead} stats={partnerSummary} />
      <Section id="partner-types" eyebrow="Who we work with" title="Our partners">
        <FeatureGrid items={partnerTypes} columns={3} />
      </Section>
      <CtaBand
        title={partnerCta.title}
        text={partnerCta.text}
        actions={
          <>
            <ButtonLink to={partnerCta.primary.to} variant="inverse" size="lg">
              {partnerCta.primary.label}
            </ButtonLink>
            <ButtonLink to={partnerCta.secondary.to} variant="outline-inverse" size="lg">
              {partnerCta.secondary.label}
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
