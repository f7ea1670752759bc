import { Mail } from 'lucide-react';
import type { Route } from './+types/events.route';
import { FeatureGrid, PageHero, Section } from '../../components/page';
import { buttonClasses } from '../../components/ui';
import { eventTypes, eventsIntro, eventsTakePart } from '../../content/areas';
import { site } from '../../content/site';
import { introMeta } from '../../lib/meta';

export const meta: Route.MetaFunction = () => introMeta(eventsIntro);

export default function EventsRoute() {
  return (
    <>
      <PageHero eyebrow={eventsIntro.eyebrow} title={eventsIntro.heading} lead={eventsIntro.lead} />
      <Section id="event-types" eyebrow="What we host" title="Our events">
        <FeatureGrid items={eventTypes} columns={3} />
      </Section>
      <Section id="take-part" tone="muted" title={eventsTakePart.title} intro={eventsTakePart.text}>
        <a href={`mailto:${site.emails.info}`} className={buttonClasses()}>
          <Mail aria-hidden="true" className="size-4" />
          Email the events team
        </a>
      </Section>
    </>
  );
}
