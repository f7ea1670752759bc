import { Link, useLocation, useSearchParams } from 'react-router';
import { ArrowRight, BellRing, MessageSquare } from 'lucide-react';
import { CtaBand, PageHero, Section } from '../../components/page';
import { InPlaceLink, buttonClasses } from '../../components/ui';
import { getInvolvedCopy as copy, getInvolvedIntro, involvementWays, quickLinks } from '../../content/get-involved';
import type { FormFailure } from '../../lib/form-result';
import { useAddressedSelection } from '../../lib/use-addressed-selection';
import { GetInTouchDialog } from './get-in-touch-dialog';
import { GET_INVOLVED_FORMS as F, closedHref, dialogHref, type GetInvolvedDialog } from './get-involved-forms';
import { StayUpdatedDialog } from './stay-updated-dialog';

/**
 * The get-involved page. An island (get-involved.route.tsx): its links open the two dialogs, which the
 * address opens too, so the page is one. `posted` is what its last post without scripts came back with,
 * if it failed.
 */
export function GetInvolvedPage({ posted }: { posted: FormFailure | null }) {
  const location = useLocation();
  const [params] = useSearchParams();
  // The dialog the address opens (?dialog=): rendered open by the server, so its links and form work
  // without scripts; once hydrated the links open it in place.
  const [selected, setSelected] = useAddressedSelection(F.dialogParam, [F.sentParam]);
  const dialog = selected === F.getInTouch || selected === F.stayUpdated ? selected : null;
  const close = () => setSelected(null);
  const closed = closedHref(location.pathname, location.search);
  const sent = params.get(F.sentParam) === '1';
  const opener = (name: GetInvolvedDialog) => ({
    href: dialogHref(location.pathname, location.search, name),
    onActivate: () => setSelected(name),
  });

  return (
    <>
      <PageHero
        eyebrow={getInvolvedIntro.eyebrow}
        title={getInvolvedIntro.heading}
        lead={getInvolvedIntro.lead}
        actions={
          <>
            <InPlaceLink {...opener(F.getInTouch)} className={buttonClasses({ variant: 'inverse', size: 'lg' })}>
              <MessageSquare aria-hidden="true" className="size-5" />
              {copy.getInTouch.title}
            </InPlaceLink>
            <InPlaceLink {...opener(F.stayUpdated)} className={buttonClasses({ variant: 'outline-inverse', size: 'lg' })}>
              <BellRing aria-hidden="true" className="size-5" />
              {copy.stayUpdated.button}
            </InPlaceLink>
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
                      <InPlaceLink {...opener(F.getInTouch)} className={buttonClasses({ variant: 'primary', size: 'sm' })}>
                        {way.action.label}
                        <ArrowRight aria-hidden="true" className="size-4" />
                      </InPlaceLink>
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
                  <InPlaceLink {...opener(F.getInTouch)} className={buttonClasses({ variant: 'secondary' })}>
                    {item.label}
                  </InPlaceLink>
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
          <InPlaceLink {...opener(F.stayUpdated)} className={buttonClasses({ variant: 'inverse', size: 'lg' })}>
            <BellRing aria-hidden="true" className="size-5" />
            {copy.stayUpdated.button}
          </InPlaceLink>
        }
      />

      <GetInTouchDialog
        open={dialog === F.getInTouch}
        onClose={close}
        closeHref={closed}
        action={dialogHref(location.pathname, location.search, F.getInTouch)}
        sent={sent}
        posted={posted}
      />
      <StayUpdatedDialog
        open={dialog === F.stayUpdated}
        onClose={close}
        closeHref={closed}
        action={dialogHref(location.pathname, location.search, F.stayUpdated)}
        sent={sent}
        posted={posted}
      />
    </>
  );
}
