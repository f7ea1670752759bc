import { useState } from 'react';
import { Link } from 'react-router';
import { BookOpen, Download, Eye, FileX, Quote, Users } from 'lucide-react';
import type { Publication } from '@mnch/shared';
import { Badge, Button, InPlaceLink, Spinner, buttonClasses, isPlainClick } from '../../components/ui';
import { publicationsListCopy as copy } from '../../content/publications';
import { api } from '../../lib/api-client';
import { assetUrl } from '../../lib/articles';
import { authorNames, downloadName, viewerHref } from './publications-data';

/** Starts the browser's download of a file on this site (or elsewhere) under a file name. */
function startDownload(url: string, name: string) {
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
}

interface PublicationCardProps {
  publication: Publication;
  /** The address of the page with this publication's Cite dialog open. */
  citeHref: string;
  onCite: () => void;
}

/**
 * A publication's card. Download is a link to the file, so it works without scripts (uncounted then:
 * the count is the API's PATCH /publications/{id}/download); once hydrated a plain click counts the
 * download first. Cite is a link to the page with the dialog open (docs/no-script.md, "Controls").
 */
export function PublicationCard({ publication, citeHref, onCite }: PublicationCardProps) {
  const [downloads, setDownloads] = useState(publication.downloads);
  const [busy, setBusy] = useState(false);
  const file = assetUrl(publication.file_url ?? publication.fileUrl);
  const authors = authorNames(publication.authors);
  // Cleaned once by the API when it was written (apps/api/src/lib/sanitize.ts, decision 0014).
  const abstract = publication.abstract;
  const titleId = `publication-${publication.id}-title`;

  async function download() {
    if (!file) return;
    setBusy(true);
    try {
      const result = await api.patch<{ downloads: number }>(`/publications/${publication.id}/download`);
      setDownloads(result.downloads);
    } catch (error) {
      // Counting is best effort (spec part 2, section 8): the visitor still gets the file.
      console.warn('Download not recorded', error);
    } finally {
      setBusy(false);
    }
    startDownload(file, downloadName(publication));
  }

  return (
    <article aria-labelledby={titleId} className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md">
      <div className="flex flex-wrap items-center gap-2 text-xs font-medium text-slate-600">
        <Badge tone="brand">{publication.type}</Badge>
        <span>{publication.year}</span>
      </div>
      <h3 id={titleId} className="mt-3 text-lg font-semibold leading-snug text-slate-900">
        {publication.title}
      </h3>
      {authors ? (
        <p className="mt-2 flex items-start gap-1.5 text-sm text-slate-700">
          <Users aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
          <span>{authors}</span>
        </p>
      ) : null}
      {publication.journal ? (
        <p className="mt-1 flex items-start gap-1.5 text-sm italic text-slate-600">
          <BookOpen aria-hidden="true" className="mt-0.5 size-4 shrink-0 not-italic text-slate-500" />
          <span>{publication.journal}</span>
        </p>
      ) : null}
      {abstract ? (
        <div
          className="prose-sm mt-3 line-clamp-4 text-sm leading-relaxed text-slate-600 [&_a]:text-brand-700 [&_a]:underline"
          dangerouslySetInnerHTML={{ __html: abstract }}
        />
      ) : null}
      <p className="mt-4 text-xs font-medium text-slate-600">
        <span data-testid="download-count">{copy.downloads(downloads)}</span>
        <span aria-hidden="true"> · </span>
        {copy.citations(publication.citations)}
      </p>
      <div className="mt-auto flex flex-wrap gap-2 pt-5">
        {file ? (
          <>
            <Link to={viewerHref(file, publication.title)} aria-label={`${copy.view}: ${publication.title}`} className={buttonClasses({ size: 'sm' })}>
              <Eye aria-hidden="true" className="size-4" />
              {copy.view}
            </Link>
            <a
              href={file}
              download={downloadName(publication)}
              onClick={(event) => {
                if (!isPlainClick(event)) return;
                event.preventDefault();
                if (!busy) void download();
              }}
              aria-label={`${copy.download}: ${publication.title}`}
              aria-busy={busy || undefined}
              className={buttonClasses({ size: 'sm', variant: 'secondary' })}
            >
              {busy ? <Spinner className="size-4" /> : <Download aria-hidden="true" className="size-4" />}
              {busy ? copy.downloading : copy.download}
            </a>
          </>
        ) : (
          <Button size="sm" variant="secondary" disabled>
            <FileX aria-hidden="true" className="size-4" />
            {copy.noFile}
          </Button>
        )}
        <InPlaceLink href={citeHref} onActivate={onCite} aria-label={`${copy.cite}: ${publication.title}`} className={buttonClasses({ size: 'sm', variant: 'ghost' })}>
          <Quote aria-hidden="true" className="size-4" />
          {copy.cite}
        </InPlaceLink>
      </div>
    </article>
  );
}
