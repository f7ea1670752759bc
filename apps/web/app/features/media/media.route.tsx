import { ArrowRight, ImageOff, Newspaper } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { PAGE_SIZES } from '@mnch/shared';
import type { Route } from './+types/media.route';
import { ArticleCard } from '../../components/article-card';
import { PageHero, Section } from '../../components/page';
import { ButtonLink, EmptyState, Tabs } from '../../components/ui';
import { mediaCopy, mediaIntro, mediaTabs } from '../../content/areas';
import { ApiError, serverApi, type ApiClient } from '../../lib/api-client';
import { assetUrl, fetchLatestArticles } from '../../lib/articles';
import { introMeta } from '../../lib/meta';
import { useHydrated } from '../../lib/use-hydrated';

export const meta: Route.MetaFunction = () => introMeta(mediaIntro);

interface GalleryImage {
  id: number | string;
  title: string;
  description?: string | null;
  type?: string | null;
  image_url?: string | null;
}

async function fetchGallery(client: ApiClient): Promise<GalleryImage[]> {
  try {
    const data = await client.get<{ images?: GalleryImage[] }>('/gallery', { query: { page: 1, limit: PAGE_SIZES.gallery } });
    return data.images ?? [];
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return [];
  }
}

export async function loader({ context }: Route.LoaderArgs) {
  const client = serverApi(context.apiOrigin);
  const [articles, images] = await Promise.all([fetchLatestArticles(client, PAGE_SIZES.articles), fetchGallery(client)]);
  return { articles, images };
}

type TabId = keyof typeof mediaTabs;
const tabIds = Object.keys(mediaTabs) as TabId[];

export default function MediaRoute({ loaderData }: Route.ComponentProps) {
  const { articles, images } = loaderData;
  const location = useLocation();
  const navigate = useNavigate();
  // The server never sees the hash: the tab follows it once the page is hydrated.
  const hydrated = useHydrated();
  const fromHash = hydrated ? location.hash.slice(1) : '';
  const active: TabId = (tabIds as string[]).includes(fromHash) ? (fromHash as TabId) : 'news';

  function label(id: TabId) {
    const Icon = mediaTabs[id].icon;
    return (
      <span className="inline-flex items-center gap-2">
        <Icon aria-hidden="true" className="size-4" />
        {mediaTabs[id].label}
      </span>
    );
  }

  return (
    <>
      <PageHero eyebrow={mediaIntro.eyebrow} title={mediaIntro.heading} lead={mediaIntro.lead} />
      <Section>
        {/* The hash (#news, #reports, #gallery) selects the tab; these anchors are its scroll targets. */}
        {tabIds.map((id) => (
          <span key={id} id={id} aria-hidden="true" className="block" />
        ))}
        <Tabs
          label="Media sections"
          value={active}
          onChange={(id) => navigate({ hash: id }, { replace: true, preventScrollReset: true })}
          tabs={[
            {
              id: 'news',
              label: label('news'),
              content:
                articles.length > 0 ? (
                  <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                    {articles.map((a) => (
                      <li key={a.id}>
                        <ArticleCard article={a} />
                      </li>
                    ))}
                  </ul>
                ) : (
                  <EmptyState icon={Newspaper} title={mediaCopy.newsEmpty.title} description={mediaCopy.newsEmpty.text} />
                ),
            },
            {
              id: 'reports',
              label: label('reports'),
              content: (
                <div className="max-w-3xl">
                  <h2 className="text-xl font-semibold text-slate-900">{mediaCopy.reports.title}</h2>
                  <p className="mt-3 text-lg leading-relaxed text-slate-600">{mediaCopy.reports.text}</p>
                  <ButtonLink to={mediaCopy.reports.link.to} className="mt-6">
                    {mediaCopy.reports.link.label}
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </ButtonLink>
                </div>
              ),
            },
            {
              id: 'gallery',
              label: label('gallery'),
              content:
                images.length > 0 ? (
                  <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
                    {images.map((img) => (
                      <li key={img.id}>
                        <figure className="overflow-hidden rounded-2xl bg-slate-100 ring-1 ring-slate-200">
                          <img
                            src={assetUrl(img.image_url)}
                            alt={img.description || img.title}
                            loading="lazy"
                            className="aspect-square w-full object-cover"
                          />
                          <figcaption className="px-3 py-2 text-sm font-medium text-slate-700">{img.title}</figcaption>
                        </figure>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <EmptyState icon={ImageOff} title={mediaCopy.galleryEmpty.title} description={mediaCopy.galleryEmpty.text} />
                ),
            },
          ]}
        />
      </Section>
    </>
  );
}
