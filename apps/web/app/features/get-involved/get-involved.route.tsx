import { dialogIsland } from '../../components/island';
import { useState } from 'react';
import { Link } from 'react-router';
import { ArrowRight, BellRing, MessageSquare } from 'lucide-react';
import type { Route } from './+types/get-involved.route';
import { CtaBand, PageHero, Section } from '../../components/page';
import { Button, buttonClasses } from '../../components/ui';
import { getInvolvedCopy as copy, getInvolvedIntro, involvementWays, quickLinks } from '../../content/get-involved';
import { introMeta } from '../../lib/meta';

const GetInTouchDialog = dialogIsland(() => import('./get-in-touch-dialog').then((m) => m.GetInTouchDialog));
const StayUpdatedDialog = dialogIsland(() => import('./stay-updated-dialog').then((m) => m.StayUpdatedDialog));

export const meta: Route.MetaFunction = () => introMeta(getInvolvedIntro);

export default function GetInvolvedRoute() {
  const [dialog, setDialog] = useState<'get-in-touch' | 'stay-updated' | null>(null);
  const close = () => setDialog(null);

  return (
    <>
      <PageHero
        eyebrow={getInvolvedIntro.eyebrow}
        title={getInvolvedIntro.heading}
        lead={getInvolvedIntro.lead}
        actions={
          <>
            <Button variant="inverse" size="lg" onClick={() => setDialog('get-in-touch')}>
              <MessageSquare aria-hidden="true" className="size-5" />
              {copy.getInTouch.title}
            </Button>
            <Button variant="outline-inverse" size="lg" onClick={() => setDialog('stay-updated')}>
              <BellRing aria-hidden="true" className="size-5" />
              {copy.stayUpdated.button}
            </Button>
          </>
        }
      />

      <Section id="ways" eyebrow={copy.ways.eyebrow} title={copy.ways.title}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {involvementWays.map((way) => {
            const Icon = way.icon;
            return (
              <li key={way.id}>
                <article
                  aria-labelledby={`way-${way.id}`}
                  className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md"
                >
                  <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <h3 id={`way-${way.id}`} className="mt-5 text-lg font-semibold text-slate-900">
                    {way.title}
                  </h3>
                  <p className="mt-2 flex-1 text-sm leading-relaxed text-slate-600">{way.text}</p>
                  <div className="mt-6">
                    {'to' in way.action ? (
                      <Link to={way.action.to} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
                        {way.action.label}
                        <ArrowRight aria-hidden="true" className="size-4" />
                      </Link>
                    ) : (
                      <Button variant="primary" size="sm" onClick={() => setDialog('get-in-touch')}>
                        {way.action.label}
                        <ArrowRight aria-hidden="true" className="size-4" />
                      </Button>
                    )}
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section id="quick-links" tone="muted" title={quickLinks.title}>
        <nav aria-label={quickLinks.label}>
          <ul className="flex flex-wrap gap-3">
            {quickLinks.items.map((item) => (
              <li key={item.label}>
                {item.to ? (
                  <Link to={item.to} className={buttonClasses({ variant: 'secondary' })}>
                    {item.label}
                  </Link>
                ) : (
                  <Button variant="secondary" onClick={() => setDialog('get-in-touch')}>
                    {item.label}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </nav>
      </Section>

      <CtaBand
        title={copy.stayUpdated.title}
        text={copy.stayUpdated.text}
        actions={
          <Button variant="inverse" size="lg" onClick={() => setDialog('stay-updated')}>
            <BellRing aria-hidden="true" className="size-5" />
            {copy.stayUpdated.button}
          </Button>
        }
      />

      <GetInTouchDialog open={dialog === 'get-in-touch'} onClose={close} />
      <StayUpdatedDialog open={dialog === 'stay-updated'} onClose={close} />
    </>
  );
}
