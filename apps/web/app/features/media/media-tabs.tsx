import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageHero, Section } from '../../components/page';
import { Tabs } from '../../components/ui';
import { mediaIntro, type MediaTabId, mediaTabList } from '../../content/media';
import { useHydrated } from '../../lib/use-hydrated';
import { GalleryTab } from './gallery-tab';
import { mediaHref, parseMediaQuery, tabFromHash, type MediaData } from './media-data';
import { NewsTab } from './news-tab';
import { PressTab } from './press-tab';
import { ReportsTab } from './reports-tab';
import { useMediaData } from './use-media-data';

/**
 * The media page's hero and its four tabs, chosen by click or by the URL hash (#news, #reports, #press,
 * #gallery); the hero's title and subtitle follow the tab. Each tab is a link to the page with `?tab=`
 * naming it, which the server renders with that tab selected, so the tabs work before and without
 * JavaScript (docs/no-script.md, "Controls"); once hydrated a click selects the tab in place (through
 * the hash). Lists page and search with their state in the query string: the server renders them, and
 * once hydrated they change in place (use-media-data.ts). An island (media.route.tsx).
 */
export function MediaTabs(initial: MediaData) {
  const { data, busy } = useMediaData(initial);
  const { news, reports, gallery, press, query } = data;
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // The server never sees the hash: the tab follows it once the page is hydrated, else `?tab=`.
  const hydrated = useHydrated();
  const active: MediaTabId = (hydrated ? tabFromHash(location.hash) : null) ?? parseMediaQuery(params).tab ?? 'news';
  const tab = mediaTabList.find((t) => t.id === active) ?? mediaTabList[0];

  return (
    <>
      <PageHero eyebrow={mediaIntro.eyebrow} title={tab.title} lead={tab.subtitle} />
      <Section>
        {/* Scroll targets of the hashes, just above the tabs (clear of the fixed header). */}
        <div className="relative">
          {mediaTabList.map((t) => (
            <span key={t.id} id={t.id} aria-hidden="true" className="absolute -top-28 block" />
          ))}
        </div>
        <Tabs
          label="Media sections"
          value={active}
          onChange={(id) => void navigate({ pathname: location.pathname, search: location.search, hash: id }, { preventScrollReset: true })}
          tabs={mediaTabList.map((t) => ({
            id: t.id,
            href: mediaHref(params, {}, t.id),
            label: (
              <span className="inline-flex items-center gap-2">
                <t.icon aria-hidden="true" className="size-4" />
                {t.label}
              </span>
            ),
            content: (
              <>
                {/* The panels' cards use h3: this names the panel in the outline (h1 hero, h2 panel). */}
                <h2 className="sr-only">{t.label}</h2>
                {t.id === 'news' ? (
                  <NewsTab news={news} category={query.category} busy={busy} />
                ) : t.id === 'reports' ? (
                  <ReportsTab reports={reports} search={query.reportsSearch} />
                ) : t.id === 'press' ? (
                  <PressTab pressReleases={press.items} />
                ) : (
                  <GalleryTab key={gallery.page} gallery={gallery} />
                )}
              </>
            ),
          }))}
        />
      </Section>
    </>
  );
}
