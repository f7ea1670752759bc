import { useCallback, useEffect, useState, type FocusEvent } from 'react';
import { MarkedList } from '../../components/ui';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import { BookOpen, CalendarClock, ChevronLeft, ChevronRight, MapPin, Pause, Play, UserRound } from 'lucide-react';
import { clsx } from 'clsx';
import { Section } from '../../components/page';
import type { CarouselPartner } from '../../lib/partners';
import { homePartnersCarouselCopy as copy } from '../../content/home';
import { CAROUSEL_AUTOPLAY_MS } from './home-constants';
import { useMediaQuery } from './use-media-query';
import { REDUCED_MOTION_QUERY } from '../../lib/motion';
import { useHydrated } from '../../lib/use-hydrated';

/**
 * The home page's partnerships carousel: 1 partner per view
 * under 768 px, 2 under 1024 px, else 3; advances one step every 5 seconds and wraps to the start; dots
 * jump to a position; previous and next buttons. It pauses while the pointer is over it or the
 * keyboard is in it, can be paused with its own button (WCAG 2.2.2), and never moves by itself for
 * visitors who prefer reduced motion. Before the scripts have run (and without them) its controls,
 * which need them, are not shown and the partners are a row that scrolls sideways (docs/no-script.md).
 */
export function PartnerCarousel({ partners }: { partners: CarouselPartner[] }) {
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const hydrated = useHydrated();
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, align: 'start', slidesToScroll: 1 }, [
    Autoplay({
      delay: CAROUSEL_AUTOPLAY_MS,
      playOnInit: false,
      stopOnInteraction: false,
      stopOnMouseEnter: false,
      stopOnFocusIn: false,
    }),
  ]);
  const [selected, setSelected] = useState(0);
  const [snapCount, setSnapCount] = useState(partners.length);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  // One partner (or none) has nowhere to slide to: autoplay would have no second position.
  const playing = partners.length > 1 && !reducedMotion && !userPaused && !hovered && !focused;

  useEffect(() => {
    if (!embla) return;
    const update = () => {
      setSelected(embla.selectedScrollSnap());
      setSnapCount(embla.scrollSnapList().length);
    };
    update();
    embla.on('select', update).on('reInit', update);
    return () => {
      embla.off('select', update).off('reInit', update);
    };
  }, [embla]);

  useEffect(() => {
    const autoplay = embla?.plugins().autoplay;
    if (!autoplay) return;
    if (playing) autoplay.play();
    else autoplay.stop();
  }, [embla, playing]);

  const go = useCallback(
    (move: 'prev' | 'next' | number) => {
      if (!embla) return;
      if (move === 'prev') embla.scrollPrev();
      else if (move === 'next') embla.scrollNext();
      else embla.scrollTo(move);
      // A manual step restarts the 5 second wait.
      embla.plugins().autoplay?.reset();
    },
    [embla],
  );

  function onFocus(event: FocusEvent<HTMLElement>) {
    // Keyboard focus pauses; a mouse click on a control does not.
    if (event.target.matches(':focus-visible')) setFocused(true);
  }
  function onBlur(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  }

  return (
    <Section id="partners" tone="muted" eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro}>
      <div
        role="region"
        aria-roledescription="carousel"
        aria-label={copy.label}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={onFocus}
        onBlur={onBlur}
        data-playing={playing ? 'true' : 'false'}
      >
        <div
          ref={viewportRef}
          // Until hydrated: scrolled by hand (a focusable region, so by keyboard as well).
          tabIndex={hydrated ? undefined : 0}
          // Relative: the slides' visually hidden labels (absolutely positioned) are placed and clipped
          // in the viewport, not in the page, which they would make wider than the screen.
          className={clsx(
            'relative',
            hydrated
              ? 'overflow-hidden'
              : 'snap-x snap-mandatory overflow-x-auto pb-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
          )}
          data-testid="partner-viewport"
        >
          <div className="-ml-4 flex touch-pan-y" aria-live={playing ? 'off' : 'polite'}>
            {partners.map((partner, index) => (
              <div
                key={partner.id}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${partners.length}: ${partner.name}`}
                data-testid="partner-slide"
                className={clsx('min-w-0 shrink-0 grow-0 basis-full pl-4 md:basis-1/2 lg:basis-1/3', !hydrated && 'snap-start')}
              >
                <PartnerCard partner={partner} />
              </div>
            ))}
          </div>
        </div>

        {hydrated ? (
          <div className="mt-8 flex flex-wrap items-center justify-between gap-4">
            <div className="flex flex-wrap items-center gap-1.5" role="group" aria-label="Choose a partner">
              {Array.from({ length: snapCount }, (_, index) => (
                <button
                  key={index}
                  type="button"
                  onClick={() => go(index)}
                  aria-label={`Show partner ${index + 1} of ${snapCount}`}
                  aria-current={index === selected ? 'true' : undefined}
                  className="group flex size-6 items-center justify-center rounded-full"
                >
                  <span
                    aria-hidden="true"
                    className={clsx(
                      'block h-2.5 rounded-full transition-all',
                      index === selected ? 'w-6 bg-brand-700' : 'w-2.5 bg-slate-400 group-hover:bg-slate-500',
                    )}
                  />
                </button>
              ))}
            </div>
            <div className="flex items-center gap-2">
              {reducedMotion ? null : (
                <button
                  type="button"
                  onClick={() => setUserPaused((p) => !p)}
                  aria-label={userPaused ? copy.play : copy.pause}
                  className="flex size-11 items-center justify-center rounded-full bg-white text-brand-800 shadow-sm ring-1 ring-inset ring-brand-200 hover:bg-brand-50"
                >
                  {userPaused ? <Play aria-hidden="true" className="size-5" /> : <Pause aria-hidden="true" className="size-5" />}
                </button>
              )}
              <button
                type="button"
                onClick={() => go('prev')}
                aria-label={copy.previous}
                className="flex size-11 items-center justify-center rounded-full bg-white text-brand-800 shadow-sm ring-1 ring-inset ring-brand-200 hover:bg-brand-50"
              >
                <ChevronLeft aria-hidden="true" className="size-5" />
              </button>
              <button
                type="button"
                onClick={() => go('next')}
                aria-label={copy.next}
                className="flex size-11 items-center justify-center rounded-full bg-brand-700 text-white shadow-sm hover:bg-brand-800"
              >
                <ChevronRight aria-hidden="true" className="size-5" />
              </button>
            </div>
          </div>
        ) : null}
      </div>
    </Section>
  );
}

/** Initials of a name's first words ("Ministry of Health" -> "MH"), for a partner badge without letters of its own. */
function initialsOf(name: string): string {
  return name
    .split(/[\s,]+/)
    .filter((w) => w && !/^(of|and|for|the)$/i.test(w))
    .slice(0, 3)
    .map((w) => w.charAt(0).toUpperCase())
    .join('');
}

function PartnerLogo({ partner }: { partner: CarouselPartner }) {
  if (partner.logo)
    return (
      <img src={partner.logo} alt={`${partner.name} logo`} width={64} height={64} className="size-16 shrink-0 rounded-2xl object-cover" />
    );
  const initials = partner.badge.initials ?? initialsOf(partner.name);
  const from = partner.badge.from ?? '#14633e';
  const to = partner.badge.to ?? '#26995f';
  const gradientId = `partner-logo-${partner.id}`;
  return (
    <svg viewBox="0 0 64 64" role="img" aria-label={`${partner.name} logo`} className="size-16 shrink-0">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill={`url(#${gradientId})`} />
      <circle cx="52" cy="12" r="18" fill="#ffffff" fillOpacity="0.12" />
      <text
        x="32"
        y="33"
        textAnchor="middle"
        dominantBaseline="middle"
        fill="#ffffff"
        fontFamily="Inter Variable, ui-sans-serif, system-ui, sans-serif"
        fontWeight="700"
        fontSize={initials.length > 2 ? 17 : 21}
        letterSpacing="0.5"
      >
        {initials}
      </text>
    </svg>
  );
}

function PartnerCard({ partner }: { partner: CarouselPartner }) {
  return (
    <article className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <div className="flex items-start gap-4">
        <PartnerLogo partner={partner} />
        <div className="min-w-0">
          <h3 className="text-lg font-semibold leading-snug text-slate-900">{partner.name}</h3>
          <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
            <MapPin aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
            <span className="sr-only">{copy.location}: </span>
            {partner.location}
          </p>
        </div>
      </div>
      <p className="mt-4 text-[15px] leading-relaxed text-slate-700">{partner.focus}</p>
      <div className="mt-4">
        <p className="text-xs font-semibold uppercase tracking-wider text-slate-600">{copy.projects}</p>
        <MarkedList items={partner.projects} mark="accent-dot" className="mt-2 space-y-1.5" />
      </div>
      <div className="mt-auto pt-5">
        <dl className="grid grid-cols-2 gap-3 border-t border-slate-100 pt-4 text-sm">
          <div className="flex items-center gap-2">
            <dt>
              <BookOpen aria-hidden="true" className="size-4 text-brand-600" />
              <span className="sr-only">{copy.publications}</span>
            </dt>
            <dd className="text-slate-700">
              <span className="font-semibold text-slate-900">{partner.publications}</span>{' '}
              <span aria-hidden="true">{copy.publicationsUnit}</span>
            </dd>
          </div>
          <div className="flex items-center gap-2">
            <dt>
              <CalendarClock aria-hidden="true" className="size-4 text-brand-600" />
              <span className="sr-only">{copy.yearsActive}</span>
            </dt>
            <dd className="text-slate-700">
              <span className="font-semibold text-slate-900">{partner.yearsActive}</span>{' '}
              <span aria-hidden="true">{copy.yearsActiveUnit}</span>
            </dd>
          </div>
          <div className="col-span-2 flex items-start gap-2">
            <dt className="mt-0.5">
              <UserRound aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
              <span className="sr-only">{copy.keyContact}</span>
            </dt>
            <dd className="text-slate-700">{partner.keyContact}</dd>
          </div>
        </dl>
      </div>
    </article>
  );
}
