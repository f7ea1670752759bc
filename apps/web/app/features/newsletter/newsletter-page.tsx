import { PagedCards } from '../../components/paged-cards';
import { SearchForm, SearchSelect } from '../../components/search-form';
import { dialogIsland } from '../../components/island';
import { useMemo, useState, type MouseEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ArrowDown, CalendarDays, Mail, Newspaper, SearchX } from 'lucide-react';
import type { Article } from '@mnch/shared';
import { CtaBand, PageHero, Section } from '../../components/page';
import { Badge, InPlaceLink, buttonClasses, FilterChips } from '../../components/ui';
import { useUrlSearch } from '../../lib/use-url-search';
import type { Figure } from '../../content/figures';
import { NEWSLETTER_PAGE, newsletterChips, newsletterCopy as copy, newsletterIntro, newsletterSorts } from '../../content/newsletter';
import type { FormFailure } from '../../lib/form-result';
import { browserReads } from '../../lib/public-reads';
import { useAddressedData } from '../../lib/use-addressed-data';
import { useFavourites } from './favourites';
import { FavouriteButton, IssueActions, NewsletterCard } from './newsletter-card';
import {
  categoryLabel,
  fetchArchive,
  hasActiveFilters,
  newsletterHref,
  NEWSLETTER_STATE,
  parseNewsletterFilters,
  type ArchiveResult,
  type NewsletterFilters,
  type NewsletterStats,
} from './newsletters';
import { formatDate } from '../../lib/dates';
import { assetUrl } from '../../lib/articles';
import { IMAGE_BOX, responsiveImage } from '../../lib/images';
import { PreviewDialog } from './preview-dialog';
import { SubscribeSection } from './subscribe-section';
import { addressWith, useAddressedSelection } from '../../lib/use-addressed-selection';

/** The query parameter that opens an issue's preview (/newsletter?preview=<id>, rendered open by the server). */
const PREVIEW_PARAM = 'preview';

const SubscribeDialog = dialogIsland(() => import('./subscribe-dialog').then((m) => m.SubscribeDialog));

interface NewsletterPageProps {
  /** The archive's filters the server read from the page's address, and what it found for them. */
  filters: NewsletterFilters;
  archive: ArchiveResult;
  stats: NewsletterStats | null;
  /** What a subscription posted without scripts came back with, if it failed (posted-subscription.ts). */
  posted: FormFailure | null;
}

/**
 * The newsletter page (an island: newsletter.route.tsx): the hero's Subscribe links, the featured issue
 * and the archive share the favourites, the preview and the subscribe dialog, so the page is one island.
 * The archive's filters, search, sort and page are the address: changing them updates it in place, and
 * the archive then reads the matching page from the public API, showing the previous one dimmed meanwhile.
 */
export function NewsletterPage(props: NewsletterPageProps) {
  const { stats, posted } = props;
  const [searchParams] = useSearchParams();
  const filters = parseNewsletterFilters(searchParams);
  const served = useMemo(() => ({ query: props.filters, data: props.archive }), [props]);
  const shown = useAddressedData(served, filters, (next) => fetchArchive(browserReads, next));
  const archive = shown.data;
  const [subscribeOpen, setSubscribeOpen] = useState(false);
  // Without scripts the Subscribe links lead to the page's subscription section; with them, the dialog opens.
  const openSubscribe = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setSubscribeOpen(true);
  };
  const location = useLocation();
  const [previewId, setPreviewId] = useAddressedSelection(PREVIEW_PARAM);
  const setPreview = (issue: Article) => setPreviewId(String(issue.id));
  // The featured issue or one on the archive's page: the server renders its preview open.
  const shownIssues = [...(stats?.latest ? [stats.latest] : []), ...(archive.status === 'ok' ? archive.items : [])];
  const preview = shownIssues.find((issue) => String(issue.id) === previewId) ?? null;
  const previewHref = (id: string | null, hash: string) => addressWith(location.pathname, location.search, PREVIEW_PARAM, id, hash);
  const { ids: favourites, toggle } = useFavourites();

  const heroStats: Figure[] | undefined = stats
    ? [
        { value: stats.issues, label: copy.stats.issues },
        { value: stats.topics, label: copy.stats.topics },
        { value: stats.years, label: copy.stats.years },
      ]
    : undefined;

  return (
    <>
      <PageHero
        eyebrow={newsletterIntro.eyebrow}
        title={newsletterIntro.heading}
        lead={newsletterIntro.lead}
        stats={heroStats}
        actions={
          <>
            <a
              href={`#${NEWSLETTER_PAGE.subscribeAnchor}`}
              onClick={openSubscribe}
              className={buttonClasses({ variant: 'inverse', size: 'lg' })}
            >
              <Mail aria-hidden="true" className="size-5" />
              {copy.heroSubscribe}
            </a>
            <a href={`#${NEWSLETTER_PAGE.archiveAnchor}`} className={buttonClasses({ variant: 'outline-inverse', size: 'lg' })}>
              <ArrowDown aria-hidden="true" className="size-5" />
              {copy.heroBrowse}
            </a>
          </>
        }
      />

      {stats?.latest ? (
        <Section id="latest" eyebrow={copy.featured.eyebrow} title={copy.featured.title}>
          <FeaturedIssue
            issue={stats.latest}
            favourite={favourites.includes(String(stats.latest.id))}
            onToggleFavourite={toggle}
            previewHref={previewHref(String(stats.latest.id), '#latest')}
            onPreview={setPreview}
          />
        </Section>
      ) : null}

      <Section
        id={NEWSLETTER_PAGE.archiveAnchor}
        tone="muted"
        eyebrow={copy.archive.eyebrow}
        title={copy.archive.title}
        intro={copy.archive.intro}
      >
        <ArchiveControls filters={filters} />
        <Archive
          filters={shown.query}
          archive={archive}
          busy={shown.loading}
          favourites={favourites}
          onToggleFavourite={toggle}
          previewHref={(issue) => previewHref(String(issue.id), `#${NEWSLETTER_PAGE.archiveAnchor}`)}
          onPreview={setPreview}
        />
      </Section>

      <SubscribeSection posted={posted} />

      <CtaBand
        title={copy.cta.title}
        text={copy.cta.text}
        actions={
          <a
            href={`#${NEWSLETTER_PAGE.subscribeAnchor}`}
            onClick={openSubscribe}
            className={buttonClasses({ variant: 'inverse', size: 'lg' })}
          >
            <Mail aria-hidden="true" className="size-5" />
            {copy.cta.button}
          </a>
        }
      />

      <SubscribeDialog open={subscribeOpen} onClose={() => setSubscribeOpen(false)} posted={posted} />
      <PreviewDialog
        issue={preview}
        favourite={preview ? favourites.includes(String(preview.id)) : false}
        onToggleFavourite={toggle}
        closeHref={previewHref(
          null,
          preview && stats?.latest && preview.id === stats.latest.id ? '#latest' : `#${NEWSLETTER_PAGE.archiveAnchor}`,
        )}
        onClose={() => setPreviewId(null)}
      />
    </>
  );
}

interface FeaturedProps {
  issue: Article;
  favourite: boolean;
  onToggleFavourite: (id: string) => boolean;
  previewHref: string;
  onPreview: (issue: Article) => void;
}

/** The featured issue's picture: 10rem wide on a phone, 14rem from sm. */
const FEATURED_IMAGE_SIZES = '(min-width: 640px) 224px, 160px';

function FeaturedIssue({ issue, favourite, onToggleFavourite, previewHref, onPreview }: FeaturedProps) {
  const date = formatDate(issue.publishedAt ?? issue.createdAt);
  const image = assetUrl(issue.featured_image);
  const category = categoryLabel(issue.category);
  return (
    <article
      aria-labelledby="featured-issue-title"
      data-testid="featured-issue"
      className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-900 via-brand-800 to-brand-600 p-8 text-white shadow-xl sm:p-10"
    >
      <div aria-hidden="true" className="absolute -right-16 -top-16 size-64 rounded-full bg-accent-400/15 blur-3xl" />
      <div className="relative grid gap-8 lg:grid-cols-[1fr_auto] lg:items-center">
        <div>
          <div className="flex flex-wrap items-center gap-3">
            {category ? <Badge className="bg-white/15 text-white ring-white/25">{category}</Badge> : null}
            {date ? (
              <span className="flex items-center gap-1.5 text-sm text-brand-50">
                <CalendarDays aria-hidden="true" className="size-4" />
                <time dateTime={issue.publishedAt ?? issue.createdAt}>{date}</time>
              </span>
            ) : null}
          </div>
          <h3 id="featured-issue-title" className="mt-4 text-balance text-2xl font-bold tracking-tight sm:text-3xl">
            {issue.title}
          </h3>
          {issue.excerpt ? <p className="mt-3 max-w-2xl text-pretty text-brand-50/90">{issue.excerpt}</p> : null}
          <div className="mt-6 flex flex-wrap gap-3">
            <IssueActions issue={issue} size="md" tone="dark" />
            <InPlaceLink
              aria-label={`${copy.card.preview}: ${issue.title}`}
              href={previewHref}
              onActivate={() => onPreview(issue)}
              className={buttonClasses({ variant: 'outline-inverse' })}
            >
              {copy.card.preview}
            </InPlaceLink>
          </div>
        </div>
        <div className="flex items-center gap-4 lg:flex-col">
          {image ? (
            <img
              {...responsiveImage({ url: image }, { sizes: FEATURED_IMAGE_SIZES, fallback: IMAGE_BOX.wide })}
              alt=""
              className="aspect-[4/3] w-40 rounded-2xl object-cover ring-1 ring-white/20 sm:w-56"
            />
          ) : (
            <span
              aria-hidden="true"
              className="hidden size-28 items-center justify-center rounded-3xl bg-white/10 ring-1 ring-white/20 sm:flex"
            >
              <Newspaper className="size-12 text-white/80" />
            </span>
          )}
          <FavouriteButton issue={issue} favourite={favourite} onToggle={onToggleFavourite} />
        </div>
      </div>
    </article>
  );
}

/** Chips, search and sort. Every change goes to the URL with page 1. */
function ArchiveControls({ filters }: { filters: NewsletterFilters }) {
  const navigate = useNavigate();
  const go = (change: Partial<NewsletterFilters>, replace = false) =>
    navigate(newsletterHref({ ...filters, ...change, page: 1 }), { preventScrollReset: true, replace });
  const search = useUrlSearch(filters.q, (q, replace) => void go({ q }, replace));

  return (
    <div className="mb-8 space-y-5">
      <FilterChips
        label={copy.chipsLabel}
        chips={newsletterChips.map((chip) => ({
          label: chip.label,
          to: newsletterHref({ ...filters, category: chip.id, page: 1 }),
          active: chip.id === filters.category,
        }))}
      />
      <SearchForm
        action={`${NEWSLETTER_PAGE.path}#${NEWSLETTER_PAGE.archiveAnchor}`}
        hidden={NEWSLETTER_STATE.hiddenInputs(filters, ['q', 'sort', 'page'])}
        search={search}
        box={{
          id: 'newsletter-search',
          labels: copy,
          clearHref: newsletterHref({ ...filters, q: '', page: 1 }),
          maxLength: NEWSLETTER_PAGE.searchMaxLength,
        }}
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <SearchSelect
          id="newsletter-sort"
          name="sort"
          label={copy.sortLabel}
          value={filters.sort}
          options={newsletterSorts}
          onChange={(sort) => void go({ sort })}
          className="sm:w-auto"
        >
          <button
            type="submit"
            className="hidden h-12 items-center rounded-full bg-brand-700 px-6 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 sm:inline-flex"
          >
            {copy.searchButton}
          </button>
          {/* Without scripts a new sort is applied by submitting: on phones too, where the button above is hidden. */}
          <noscript>
            <button
              type="submit"
              className="inline-flex h-12 items-center rounded-full bg-brand-700 px-6 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 sm:hidden"
            >
              {copy.searchButton}
            </button>
          </noscript>
        </SearchSelect>
      </SearchForm>
    </div>
  );
}

interface ArchiveProps {
  filters: NewsletterFilters;
  archive: ArchiveResult;
  /** The address asks for another page of the archive, on its way. */
  busy: boolean;
  favourites: readonly string[];
  onToggleFavourite: (id: string) => boolean;
  previewHref: (issue: Article) => string;
  onPreview: (issue: Article) => void;
}

function Archive({ filters, archive, busy, favourites, onToggleFavourite, previewHref, onPreview }: ArchiveProps) {
  return (
    <PagedCards
      result={archive}
      page={filters.page}
      pageSize={NEWSLETTER_PAGE.pageSize}
      copy={copy}
      icon={SearchX}
      hrefFor={(page) => newsletterHref({ ...filters, page })}
      resetHref={hasActiveFilters(filters) ? newsletterHref({ sort: filters.sort }) : null}
      label={copy.archive.title}
      pagesLabel="Newsletter archive pages"
      busy={busy}
      renderItem={(issue) => (
        <NewsletterCard
          issue={issue}
          favourite={favourites.includes(String(issue.id))}
          onToggleFavourite={onToggleFavourite}
          previewHref={previewHref(issue)}
          onPreview={onPreview}
        />
      )}
    />
  );
}
