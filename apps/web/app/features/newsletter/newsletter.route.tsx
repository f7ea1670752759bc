import { Mail } from 'lucide-react';
import { NEWSLETTER_INTERESTS } from '@mnch/shared';
import type { Route } from './+types/newsletter.route';
import { NewsletterForm } from '../../components/newsletter-form';
import { PageHero, Section } from '../../components/page';
import { Badge } from '../../components/ui';
import { newsletterCategories, newsletterIntro, newsletterSubscribe } from '../../content/areas';
import { introMeta } from '../../lib/meta';

export const meta: Route.MetaFunction = () => introMeta(newsletterIntro);

export default function NewsletterRoute() {
  return (
    <>
      <PageHero eyebrow={newsletterIntro.eyebrow} title={newsletterIntro.heading} lead={newsletterIntro.lead} />
      <Section id="subscribe">
        <div className="grid gap-10 lg:grid-cols-2">
          <div>
            <h2 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">What each issue covers</h2>
            <ul className="mt-6 flex flex-wrap gap-2" aria-label="Newsletter categories">
              {newsletterCategories.map((c) => (
                <li key={c}>
                  <Badge tone="brand" className="px-3 py-1 text-sm">
                    {c}
                  </Badge>
                </li>
              ))}
            </ul>
            <h3 className="mt-10 text-lg font-semibold text-slate-900">Topics you will read about</h3>
            <ul className="mt-4 grid gap-2 sm:grid-cols-2">
              {NEWSLETTER_INTERESTS.map((topic) => (
                <li key={topic} className="flex items-center gap-2 text-slate-700">
                  <span aria-hidden="true" className="size-1.5 rounded-full bg-brand-500" />
                  {topic}
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-3xl bg-brand-50 p-8 ring-1 ring-brand-100">
            <Mail aria-hidden="true" className="size-8 text-brand-700" />
            <h2 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">{newsletterSubscribe.title}</h2>
            <p className="mt-2 text-slate-600">{newsletterSubscribe.text}</p>
            <NewsletterForm tone="light" label="Subscribe to the newsletter" className="mt-6" />
          </div>
        </div>
      </Section>
    </>
  );
}
