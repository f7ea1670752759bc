import type { MetaDescriptor } from 'react-router';
import { publicationDoi, type Publication } from '@mnch/shared';
import { absoluteUrl } from '../../lib/structured-data';

/** Whether the publication's file is a PDF (by its stored name or its address). */
export function isPdf(publication: Pick<Publication, 'fileUrl' | 'fileName'>): boolean {
  const name = publication.fileName ?? publication.fileUrl ?? '';
  return /\.pdf$/i.test(name.split(/[?#]/)[0] ?? '');
}

/**
 * The Highwire Press tags Google Scholar and other scholarly search engines read
 * (`citation_title`, one `citation_author` per author in order, `citation_publication_date`,
 * `citation_journal_title`, `citation_doi`, `citation_pdf_url` as an absolute address on the site's
 * origin, `citation_keywords`), so the centre's work is indexed as scholarship. The PDF is the uploaded
 * file only (an address elsewhere is never the publication's file).
 */
export function scholarMeta(publication: Publication, origin: string | undefined): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [{ name: 'citation_title', content: publication.title }];
  for (const author of publication.authors) if (author.name.trim()) tags.push({ name: 'citation_author', content: author.name.trim() });
  tags.push({ name: 'citation_publication_date', content: String(publication.year) });
  if (publication.journal) tags.push({ name: 'citation_journal_title', content: publication.journal });
  else if (publication.publicationSource) tags.push({ name: 'citation_publisher', content: publication.publicationSource });
  const doi = publicationDoi(publication.doi);
  if (doi) tags.push({ name: 'citation_doi', content: doi });
  if (publication.keywords.length) tags.push({ name: 'citation_keywords', content: publication.keywords.join('; ') });
  const pdf = origin && publication.fileUrl && isPdf(publication) ? absoluteUrl(origin, publication.fileUrl) : undefined;
  if (pdf) tags.push({ name: 'citation_pdf_url', content: pdf });
  return tags;
}
