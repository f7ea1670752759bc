import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import type { Figure } from '../../content/figures';
import { formatFigure } from '../../content/figures';
// One file of three scenes (a health centre, a village, the campus), each an SVG <view> the hero names by its
// fragment; kept a file of its own (not inlined) so every page shares one cached copy.
import heroScenes from './hero-scenes.svg?no-inline';

export const HERO_SCENES = ['clinic', 'village', 'campus'] as const;
export type HeroScene = (typeof HERO_SCENES)[number];

/** A page's scene when it names none: the same page always gets the same one. */
export function sceneFor(key: string): HeroScene {
  let sum = 0;
  for (const ch of key) sum = (sum * 31 + ch.charCodeAt(0)) % 997;
  return HERO_SCENES[sum % HERO_SCENES.length]!;
}

interface PageHeroProps {
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  /** 'dark': white text on the green gradient (header transparent over it). 'light': dark text on a pale gradient. */
  tone?: 'dark' | 'light';
  /** Buttons or links under the lead. */
  actions?: ReactNode;
  /** Headline figures shown in a row. */
  stats?: Figure[];
  /** Extra content on the right on large screens. */
  aside?: ReactNode;
  size?: 'md' | 'lg';
  /** The illustration along the hero's foot; by default one chosen from the eyebrow or title. */
  scene?: HeroScene;
}

/** The gradient hero that opens every public page; its top padding clears the fixed header. */
export function PageHero({ eyebrow, title, lead, tone = 'dark', actions, stats, aside, size = 'md', scene }: PageHeroProps) {
  const dark = tone === 'dark';
  const shown = scene ?? sceneFor(eyebrow ?? (typeof title === 'string' ? title : ''));
  return (
    <section
      aria-labelledby="page-title"
      className={clsx(
        'relative isolate overflow-hidden',
        dark
          ? 'bg-gradient-to-br from-brand-950 via-brand-800 to-brand-600 text-white'
          : 'bg-gradient-to-b from-brand-50 via-white to-white text-slate-900',
        size === 'lg' ? 'pb-20 pt-32 sm:pb-28 sm:pt-40 lg:pb-32 lg:pt-48' : 'pb-16 pt-28 sm:pb-20 sm:pt-36 lg:pt-40',
      )}
    >
      <HeroDecoration dark={dark} scene={shown} />
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-12 lg:px-8">
        <div className={clsx(aside ? 'lg:col-span-7' : 'lg:col-span-9')}>
          {eyebrow ? (
            <p
              className={clsx(
                'mb-4 inline-flex items-center gap-2 rounded-full px-3 py-1 text-xs font-semibold uppercase tracking-wider',
                dark ? 'bg-white/10 text-accent-300 ring-1 ring-inset ring-white/15' : 'bg-brand-100 text-brand-800',
              )}
            >
              {eyebrow}
            </p>
          ) : null}
          <h1
            id="page-title"
            className={clsx(
              'text-balance font-bold tracking-tight',
              size === 'lg' ? 'text-4xl sm:text-5xl lg:text-6xl' : 'text-4xl sm:text-5xl',
            )}
          >
            {title}
          </h1>
          {lead ? (
            <p className={clsx('mt-6 max-w-2xl text-pretty text-lg leading-relaxed', dark ? 'text-brand-50/90' : 'text-slate-600')}>
              {lead}
            </p>
          ) : null}
          {actions ? <div className="mt-8 flex flex-wrap gap-3">{actions}</div> : null}
          {stats?.length ? (
            <dl className="mt-10 grid max-w-2xl grid-cols-2 gap-6 sm:grid-cols-4">
              {stats.map((s) => (
                <div key={s.label} className={clsx('flex flex-col border-l-2 pl-4', dark ? 'border-accent-400' : 'border-brand-500')}>
                  <dt className={clsx('text-sm', dark ? 'text-brand-100' : 'text-slate-600')}>{s.label}</dt>
                  <dd className="order-first text-2xl font-bold tracking-tight sm:text-3xl">{formatFigure(s)}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </div>
        {aside ? <div className="lg:col-span-5">{aside}</div> : null}
      </div>
    </section>
  );
}

function HeroDecoration({ dark, scene }: { dark: boolean; scene: HeroScene }) {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
      <svg className="absolute inset-0 size-full" preserveAspectRatio="none">
        <defs>
          <pattern id={dark ? 'hero-dots-dark' : 'hero-dots-light'} width="28" height="28" patternUnits="userSpaceOnUse">
            <circle cx="2" cy="2" r="1.2" fill={dark ? '#ffffff' : '#187c4b'} fillOpacity={dark ? 0.08 : 0.1} />
          </pattern>
        </defs>
        <rect width="100%" height="100%" fill={`url(#${dark ? 'hero-dots-dark' : 'hero-dots-light'})`} />
      </svg>
      <div
        className={clsx('absolute -right-24 -top-24 size-[28rem] rounded-full blur-3xl', dark ? 'bg-brand-400/25' : 'bg-brand-200/50')}
      />
      <div
        className={clsx('absolute -bottom-40 left-1/4 size-[24rem] rounded-full blur-3xl', dark ? 'bg-accent-400/15' : 'bg-accent-100/60')}
      />
      <img
        src={`${heroScenes}#${scene}`}
        alt=""
        width={1200}
        height={360}
        decoding="async"
        // Decoration: asked for after the page's own styles and fonts (React would otherwise preload it first).
        fetchPriority="low"
        data-scene={scene}
        className={clsx(
          'absolute bottom-0 right-0 h-auto w-full max-w-6xl [mask-image:linear-gradient(to_right,transparent,black_45%)]',
          // The scene is drawn in light tints for the dark gradient; on the pale one it is turned into dark tints.
          dark ? 'opacity-45' : 'opacity-25 hue-rotate-180 invert',
        )}
      />
    </div>
  );
}
