import type { Route } from './+types/get-involved.route';
import { FeatureGrid, PageHero, Section } from '../../components/page';
import { ButtonLink } from '../../components/ui';
import { getInvolvedIntro, involvementCards } from '../../content/areas';
import { introMeta } from '../../lib/meta';

export const meta: Route.MetaFunction = () => introMeta(getInvolvedIntro);

export default function GetInvolvedRoute() {
  return (
    <>
      <PageHero eyebrow={getInvolvedIntro.eyebrow} title={getInvolvedIntro.heading} lead={getInvolvedIntro.lead} />
      <Section id="ways" eyebrow="Ways to help" title="How you can get involved">
        <FeatureGrid items={involvementCards} columns={4} />
      </Section>
      <Section id="quick-links" tone="muted" title="Quick links">
        <nav aria-label="Quick links" className="flex flex-wrap gap-3">
          {involvementCards.map((card) =>
            card.link ? (
              <ButtonLink key={card.link.to} to={card.link.to} variant="secondary">
                {card.title}
              </ButtonLink>
            ) : null,
          )}
        </nav>
      </Section>
    </>
  );
}
