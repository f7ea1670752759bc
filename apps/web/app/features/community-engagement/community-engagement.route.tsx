import { ArrowRight, CalendarDays } from 'lucide-react';
import type { Route } from './+types/community-engagement.route';
import { FeatureGrid, PageHero, Section } from '../../components/page';
import { ButtonLink } from '../../components/ui';
import { communityIntro, communityPillars, weeklyForum } from '../../content/areas';
import { introMeta } from '../../lib/meta';

export const meta: Route.MetaFunction = () => introMeta(communityIntro);

export default function CommunityEngagementRoute() {
  return (
    <>
      <PageHero eyebrow={communityIntro.eyebrow} title={communityIntro.heading} lead={communityIntro.lead} />
      <Section id="pillars" eyebrow="Four pillars" title="How we engage communities">
        <FeatureGrid items={communityPillars} columns={4} />
      </Section>
      <Section id="weekly-forum" tone="muted">
        <div className="grid items-center gap-10 rounded-3xl bg-white p-8 shadow-sm ring-1 ring-slate-200 sm:p-12 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <CalendarDays aria-hidden="true" className="size-8 text-brand-600" />
            <h2 className="mt-4 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{weeklyForum.title}</h2>
            <p className="mt-4 text-lg leading-relaxed text-slate-600">{weeklyForum.text}</p>
          </div>
          <div className="flex flex-col gap-3">
            {weeklyForum.links.map((link, i) => (
              <ButtonLink key={link.to} to={link.to} variant={i === 0 ? 'primary' : 'secondary'}>
                {link.label}
                <ArrowRight aria-hidden="true" className="size-4" />
              </ButtonLink>
            ))}
          </div>
        </div>
      </Section>
    </>
  );
}
