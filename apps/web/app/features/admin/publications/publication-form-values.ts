import {
  PUBLICATION_MESSAGES,
  UPLOADS_PATH,
  UPLOAD_LIMITS,
  isOwnUpload,
  type CreatePublicationInput,
  type Publication,
  siteYear,
} from '@mnch/shared';
import { POLICY_BRIEF, documentUrl } from './format';

/** Where a policy brief's document comes from. */
export type DocumentSource = 'upload' | 'link';

export interface PublicationFormValues {
  title: string;
  /** The last part of its page's address, `/publications/{slug}`. */
  slug: string;
  type: string;
  authors: { name: string }[];
  /** "Journal", or "Publication Source" for a policy brief. */
  journal: string;
  year: string;
  doi: string;
  /** Rich HTML (other types). */
  abstract: string;
  /** Plain text (a policy brief's "Description"). */
  description: string;
  /** Comma-separated. */
  keywords: string;
  status: string;
  citations: string;
  downloads: string;
  documentSource: DocumentSource;
  /** The uploaded document's address. */
  fileUrl: string | null;
  fileName: string | null;
  fileSize: number | null;
  /**
   * A copy elsewhere (`externalUrl`): a policy brief's "Link", another type's "External link". Shown as
   * an outbound link; never the uploaded file Download serves.
   */
  fileLink: string;
  coverImageUrl: string | null;
  coverImageName: string | null;
  coverImageSize: number | null;
}

export const isPolicyBrief = (type: string) => type === POLICY_BRIEF;

/** The form's starting values: the publication's, or a blank one (status Published, this year, one author row). */
export function publicationFormDefaults(
  p?: Publication | null,
  now = new Date(),
  uploadsUrl: string = UPLOADS_PATH,
): PublicationFormValues {
  const stored = p ? documentUrl(p) : null;
  // A file address stored before uploads were required (now moved to externalUrl) counts as the link.
  const url = stored && isOwnUpload(stored, uploadsUrl) ? stored : null;
  const link = p?.externalUrl ?? (stored && !url ? stored : '');
  const linked = !url && !!link;
  return {
    title: p?.title ?? '',
    slug: p?.slug ?? '',
    type: p?.type ?? '',
    authors: p && p.authors.length ? p.authors.map((a) => ({ name: a.name })) : [{ name: '' }],
    journal: p?.journal ?? p?.publicationSource ?? '',
    year: String(p?.year ?? siteYear(now)),
    doi: p?.doi ?? '',
    abstract: p?.abstract ?? '',
    description: p?.description ?? '',
    keywords: (p?.keywords ?? []).join(', '),
    status: p?.status ?? 'published',
    citations: String(p?.citations ?? 0),
    downloads: String(p?.downloads ?? 0),
    documentSource: linked ? 'link' : 'upload',
    fileUrl: url,
    fileName: url ? (p?.fileName ?? null) : null,
    fileSize: url ? (p?.fileSize ?? null) : null,
    fileLink: link,
    coverImageUrl: p?.coverImageUrl ?? null,
    coverImageName: p?.coverImageName ?? null,
    coverImageSize: p?.coverImageSize ?? null,
  };
}

/**
 * The body of POST/PUT /api/publications. Every field is sent (the server validates and normalises it);
 * citations and downloads only when editing. A policy brief's document is the link typed in or the
 * uploaded file, whichever is chosen; other types have the upload and, apart, an optional external link.
 */
export function publicationPayload(v: PublicationFormValues, editing: boolean): CreatePublicationInput {
  const brief = isPolicyBrief(v.type);
  const linked = brief && v.documentSource === 'link';
  const body: CreatePublicationInput = {
    title: v.title,
    slug: v.slug,
    type: v.type,
    authors: v.authors.map((a) => ({ name: a.name })),
    year: v.year.trim(),
    journal: v.journal,
    publicationSource: brief ? v.journal : null,
    doi: v.doi,
    abstract: v.abstract,
    description: v.description,
    keywords: v.keywords,
    status: v.status,
    fileUrl: linked ? null : v.fileUrl,
    externalUrl: brief && !linked ? null : v.fileLink.trim() || null,
    fileName: linked ? null : v.fileUrl ? v.fileName : null,
    fileSize: linked ? null : v.fileUrl ? v.fileSize : null,
    coverImageUrl: v.coverImageUrl,
    coverImageName: v.coverImageUrl ? v.coverImageName : null,
    coverImageSize: v.coverImageUrl ? v.coverImageSize : null,
  };
  if (editing) {
    body.citations = v.citations.trim();
    body.downloads = v.downloads.trim();
  }
  return body;
}

/** The cover image a policy brief may carry: PNG or JPEG (WebP too) of at most 5MB. */
const COVER_TYPES = ['image/png', 'image/jpeg', 'image/jpg', 'image/webp'];

export function checkCoverImage(file: { type: string; size: number }): string | null {
  if (!COVER_TYPES.includes(file.type)) return PUBLICATION_MESSAGES.imageInvalid;
  if (file.size > UPLOAD_LIMITS.image) return PUBLICATION_MESSAGES.imageTooLarge;
  return null;
}
