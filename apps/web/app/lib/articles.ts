import { isPdfArticleContent, slugify, type Article, type PublicReads } from '@mnch/shared';

export type { Article };

/** Where an article opens: its external address when it is an external link, else /article/{slug}. */
export function articleHref(article: Pick<Article, 'slug' | 'title'> & Partial<Pick<Article, 'ext' | 'url'>>): string {
  if (article.ext && article.url) return article.url;
  return `/article/${encodeURIComponent(article.slug || slugify(article.title))}`;
}

/** An uploaded file's address: stored values without a scheme are paths on this origin. */
export function assetUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  if (/^(https?:|data:|blob:)/i.test(path) || path.startsWith('/')) return path;
  return `/${path}`;
}

/**
 * The document an article stands for, when its content is not HTML but the address of a document (how
 * newsletter issues are stored): an uploads/pdfs path, or any single path or URL ending in .pdf or .docx.
 */
export function articleDocumentUrl(content: string | null | undefined): string | null {
  const c = (content ?? '').trim();
  if (!c) return null;
  if (isPdfArticleContent(c)) return assetUrl(c) ?? null;
  if (/^(https?:\/\/|\/|uploads\/)\S+\.(pdf|docx)([?#]\S*)?$/i.test(c)) return assetUrl(c) ?? null;
  return null;
}

/** The latest published articles (PDF entries excluded); an empty list when the API cannot answer. */
export async function fetchLatestArticles(read: Pick<PublicReads, 'articles'>, limit: number): Promise<Article[]> {
  try {
    const data = await read.articles({ page: 1, limit });
    return data.articles.filter((a) => !isPdfArticleContent(a.content)).slice(0, limit);
  } catch {
    return [];
  }
}
