import { VisionMission } from '../../components/vision-mission';
import { Island } from '../../islands/island';
import type { RouteHandle } from '../../lib/route-handle';
import { ArrowRight, CircleCheck, Newspaper } from 'lucide-react';
import type { Route } from './+types/home.route';
import { ArticleCard } from '../../components/article-card';
import { CtaBand, LinkPair, MoreLink, PageHero, Section, StatGrid } from '../../components/page';
import { ButtonLink, EmptyState } from '../../components/ui';
import { identity } from '../../content/identity';
import { formatFigure, homeCounters, publicationStats } from '../../content/figures';
import { useFigures } from '../../lib/figures';
import {
  homeActions,
  homeIntro,
  homeNewsCopy,
  homePartnersCopy,
  homeProgramsCopy,
  homePublicationsCopy,
  ourWork,
} from '../../content/home';
import { fetchLatestArticles } from '../../lib/articles';
import { carouselPartnersOf, readAllPartners } from '../../lib/partners';
import { PARTNER_DATA_YEAR } from '../../content/partners';
import { introMeta } from '../../lib/meta';
import { usePublicConfig, useSiteOrigin } from '../../lib/public-config';
import { useSiteSettings } from '../../lib/site-settings';
import { organizationLd } from '../../lib/structured-data';
import { JsonLd } from '../../components/json-ld';
import { LATEST_NEWS_COUNT } from './home-constants';

/** Served as islands: the counters, programme cards, social section and partner carousel hydrate, each on its own. */
export const handle: RouteHandle = { islands: true };

export const meta: Route.MetaFunction = () => introMeta(homeIntro);

/** The first three articles for the Latest news section (empty until articles are published). */
export async function loader({ context }: Route.LoaderArgs) {
  const [articles, partners] = await Promise.all([
    fetchLatestArticles(context.read, LATEST_NEWS_COUNT),
    readAllPartners(context.read, { carousel: 'true' }),
  ]);
  return { articles, partners: carouselPartnersOf(partners, PARTNER_DATA_YEAR) };
}

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  const { articles, partners } = loaderData;
  const origin = useSiteOrigin();
  const settings = useSiteSettings();
  const config = usePublicConfig();
  const f = useFigures();
  const work = ourWork(f);
  return (
    <>
      {origin ? <JsonLd data={organizationLd(origin, settings)} /> : null}
      <PageHero
        size="lg"
        eyebrow={homeIntro.eyebrow}
        title={homeIntro.heading}
        lead={homeIntro.lead}
        actions={<LinkPair links={[homeActions.primary, homeActions.secondary]} arrows="first" />}
        aside={<HeroCard />}
      />

      {/* The server renders the final figures; the count-up (and React with it) loads on the first
          scroll or use, not with the page, so nothing hydrates on the home page before then. */}
      <Island name="impact-counter" props={{ stats: homeCounters(f) }} wake="scroll" />

      <Section id="vision-mission" eyebrow="Who we are" title="Vision, mission and core values" centered>
        <VisionMission tinted />
        <h3 className="mt-14 text-center text-lg font-semibold text-slate-900">Our core values</h3>
        <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
          {identity.values.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl bg-white p-5 text-center shadow-sm ring-1 ring-slate-200">
              {Icon ? <Icon aria-hidden="true" className="mx-auto size-6 text-brand-600" /> : null}
              <p className="mt-3 font-semibold text-slate-900">{title}</p>
              <p className="mt-1 text-sm text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="our-work" tone="brand">
        <div className="grid items-center gap-10 lg:grid-cols-2">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wider text-accent-300">{work.eyebrow}</p>
            <h2 className="mt-2 text-balance text-3xl font-bold tracking-tight sm:text-4xl">{work.title}</h2>
            <p className="mt-4 text-lg leading-relaxed text-brand-50/90">{work.text}</p>
            <ButtonLink to={work.link.to} variant="inverse" className="mt-8">
              {work.link.label}
              <ArrowRight aria-hidden="true" className="size-4" />
            </ButtonLink>
          </div>
          <div>
            <dl className="mb-4 grid grid-cols-2 gap-4">
              {[f.yearsOfResearch, f.countries].map((figure, index) => (
                <div key={figure.label} className="flex flex-col rounded-2xl bg-white/10 p-5 ring-1 ring-inset ring-white/15">
                  <dt className="text-sm font-medium text-brand-100">{work.figureLabels[index]}</dt>
                  <dd className="order-first text-4xl font-bold tracking-tight text-accent-300">{formatFigure(figure)}</dd>
                </div>
              ))}
            </dl>
            <ul className="space-y-4">
              {work.points.map((point) => (
                <li key={point} className="flex items-start gap-3 rounded-2xl bg-white/10 p-5 ring-1 ring-inset ring-white/15">
                  <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-300" />
                  <span className="text-base font-medium">{point}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Section>

      <Section id="programmes" eyebrow={homeProgramsCopy.eyebrow} title={homeProgramsCopy.title}>
        <Island name="program-cards" props={{}} />
        <MoreLink link={homeProgramsCopy.exploreAll} />
      </Section>

      <Section id="latest-news" tone="muted" eyebrow={homeNewsCopy.eyebrow} title={homeNewsCopy.title}>
        {articles.length > 0 ? (
          <ul className="grid gap-6 md:grid-cols-3">
            {articles.map((article) => (
              <li key={article.id}>
                <ArticleCard article={article} />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState icon={Newspaper} as="h3" title={homeNewsCopy.empty.title} description={homeNewsCopy.empty.text} />
        )}
        <MoreLink link={homeNewsCopy.all} />
      </Section>

      <Island name="social-media" props={{ config, social: settings.social }} />

      <Section
        id="publication-statistics"
        eyebrow={homePublicationsCopy.eyebrow}
        title={homePublicationsCopy.title}
        intro={homePublicationsCopy.text}
      >
        <StatGrid stats={publicationStats(f)} />
        <MoreLink link={homePublicationsCopy.link} />
      </Section>

      <Island name="partner-carousel" props={{ partners }} />

      <CtaBand title={homePartnersCopy.title} text={homePartnersCopy.text} links={[homePartnersCopy.primary, homePartnersCopy.secondary]} />
    </>
  );
}

/** The hero's illustration: the centre's values as a card stack (own artwork, no photos). */
function HeroCard() {
  const f = useFigures();
  return (
    <div aria-hidden="true" className="relative mx-auto hidden max-w-md lg:block">
      <div className="absolute -inset-6 rounded-[2.5rem] bg-white/5 ring-1 ring-white/10" />
      <div className="relative rounded-3xl bg-white/10 p-6 ring-1 ring-inset ring-white/20 backdrop-blur">
        <svg viewBox="0 0 320 220" className="w-full">
          <defs>
            <linearGradient id="hero-sun" x1="0" x2="1" y1="0" y2="1">
              <stop offset="0" stopColor="#f8cf6a" />
              <stop offset="1" stopColor="#e09a12" />
            </linearGradient>
          </defs>
          <circle cx="250" cy="60" r="34" fill="url(#hero-sun)" opacity="0.9" />
          <path d="M0 180 C 70 140 120 150 170 165 S 270 190 320 160 L320 220 L0 220 Z" fill="#48b37b" opacity="0.5" />
          <path d="M0 195 C 80 170 150 185 210 192 S 290 200 320 188 L320 220 L0 220 Z" fill="#26995f" opacity="0.8" />
          <circle cx="118" cy="78" r="20" fill="#ffffff" />
          <path d="M82 178 c0-42 16-72 38-72 17 0 30 14 36 35" fill="none" stroke="#ffffff" strokeWidth="16" strokeLinecap="round" />
          <circle cx="170" cy="130" r="15" fill="#f5b731" />
          <path d="M146 176 c5-14 14-21 24-21 s19 7 24 21" fill="none" stroke="#f5b731" strokeWidth="14" strokeLinecap="round" />
        </svg>
        <div className="mt-4 grid grid-cols-2 gap-3">
          {homeCounters(f)
            .slice(0, 2)
            .map((s) => (
              <div key={s.label} className="rounded-2xl bg-white/10 p-4 text-white">
                <p className="text-2xl font-bold">
                  {s.value}
                  {s.suffix}
                </p>
                <p className="text-sm text-brand-100">{s.label}</p>
              </div>
            ))}
        </div>
      </div>
    </div>
  );
}
