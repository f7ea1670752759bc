import { newsletterLink, type Article, type PublicReads } from '@mnch/shared';
import { viewerHref } from '../../lib/document-viewer';
import { storiesCopy } from '../../content/impact';

/** What a success story card needs from a newsletter. */
export interface Story {
  id: number;
  title: string;
  excerpt: string | null;
  date: string | null;
  image: string | null;
  /** Where "Read story" goes: the document viewer for PDF/Word files, else the link itself. */
  href: string | null;
  external: boolean;
}

const DOCUMENT = /\.(pdf|docx?)$/i;

/** The newsletter's link as a story link: documents open in /pdf-viewer?url=...&title=... */
export function storyHref(content: string, title: string): { href: string | null; external: boolean } {
  const link = newsletterLink(content);
  if (!link) return { href: null, external: false };
  if (DOCUMENT.test(link.split(/[?#]/)[0]!)) {
    return { href: viewerHref(link, title), external: false };
  }
  return { href: link, external: /^https?:/i.test(link) };
}

export function toStory(a: Pick<Article, 'id' | 'title' | 'excerpt' | 'content' | 'publishedAt' | 'createdAt' | 'featured_image'>): Story {
  return {
    id: a.id,
    title: a.title,
    excerpt: a.excerpt,
    date: a.publishedAt ?? a.createdAt ?? null,
    image: a.featured_image,
    ...storyHref(a.content, a.title),
  };
}

/** The latest newsletters as success stories; `failed` when the API could not answer. */
export async function fetchStories(read: Pick<PublicReads, 'newsletters'>): Promise<{ stories: Story[]; failed: boolean }> {
  try {
    const data = await read.newsletters({ page: 1, limit: storiesCopy.limit });
    return { stories: data.newsletters.slice(0, storiesCopy.limit).map(toStory), failed: false };
  } catch {
    return { stories: [], failed: true };
  }
}
