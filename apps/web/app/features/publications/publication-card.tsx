import { Link } from 'react-router';
import { BookOpen, Download, ExternalLink, Eye, Quote, Users } from 'lucide-react';
import { doiUrl, publicationDoi, publicationPath, type Publication } from '@mnch/shared';
import { Badge, InPlaceLink, buttonClasses } from '../../components/ui';
import { publicationsListCopy as copy } from '../../content/publications';
import { assetUrl } from '../../lib/articles';
import { authorNames, downloadHref, downloadName } from './publications-data';
import { viewerHref } from '../../lib/document-viewer';

interface PublicationCardProps {
  publication: Publication;
  /** The address of the page with this publication's Cite dialog open. */
  citeHref: string;
  onCite: () => void;
}

/**
 * A publication's card. Download is a link to the API's GET /api/publications/{id}/download, which
 * counts the download and sends the browser on to the file (apps/api/src/modules/publications/routes.ts),
 * so it is counted with or without scripts, once a click. A publication with a DOI links to it
 * (https://doi.org/<doi>): the DOI line always, and a Read online button when there is no file (to the
 * external link when there is one, else the DOI). One with neither has no button but Cite. The title
 * links to the publication's page. Cite is a link to the page with the dialog open (docs/no-script.md, "Controls").
 */
export function PublicationCard({ publication, citeHref, onCite }: PublicationCardProps) {
  const file = assetUrl(publication.file_url ?? publication.fileUrl);
  const doi = publicationDoi(publication.doi);
  const doiHref = doiUrl(doi);
  // Without an uploaded file: the copy elsewhere, else the DOI (never through the site's download).
  const outbound = publication.externalUrl ?? doiHref;
  const authors = authorNames(publication.authors);
  // Cleaned once by the API when it was written (apps/api/src/lib/sanitize.ts, decision 0014).
  const abstract = publication.abstract;
  const titleId = `publication-${publication.id}-title`;

  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md"
    >
      <div className="flex flex-wrap items-center gap-2 text-xs font-medium text-slate-600">
        <Badge tone="brand">{publication.type}</Badge>
        <span>{publication.year}</span>
      </div>
      <h3 id={titleId} className="mt-3 text-lg font-semibold leading-snug text-slate-900">
        {/* Its page (/publications/{slug}): the abstract, the citation export and the scholarly meta tags. */}
        <Link to={publicationPath(publication.slug)} className="rounded hover:text-brand-800 hover:underline underline-offset-2">
          {publication.title}
        </Link>
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
      {doi && doiHref ? (
        <p className="mt-1 text-sm text-slate-600">
          <span className="font-medium">{copy.doi}</span>{' '}
          <a
            href={doiHref}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={copy.doiLabel(doi)}
            className="break-all rounded text-brand-700 underline underline-offset-2 hover:text-brand-900"
          >
            {doi}
          </a>
        </p>
      ) : null}
      {abstract ? (
        <div
          className="prose-sm mt-3 line-clamp-4 text-sm leading-relaxed text-slate-600 [&_a]:text-brand-700 [&_a]:underline"
          dangerouslySetInnerHTML={{ __html: abstract }}
        />
      ) : null}
      <p className="mt-4 text-xs font-medium text-slate-600">
        <span data-testid="download-count">{copy.downloads(publication.downloads)}</span>
        <span aria-hidden="true"> · </span>
        {copy.citations(publication.citations)}
      </p>
      <div className="mt-auto flex flex-wrap gap-2 pt-5">
        {file ? (
          <>
            <Link
              to={viewerHref(file, publication.title)}
              aria-label={`${copy.view}: ${publication.title}`}
              className={buttonClasses({ size: 'sm' })}
            >
              <Eye aria-hidden="true" className="size-4" />
              {copy.view}
            </Link>
            <a
              href={downloadHref(publication.id)}
              download={downloadName(publication)}
              rel="nofollow"
              aria-label={`${copy.download}: ${publication.title}`}
              className={buttonClasses({ size: 'sm', variant: 'secondary' })}
            >
              <Download aria-hidden="true" className="size-4" />
              {copy.download}
            </a>
          </>
        ) : outbound ? (
          <a
            href={outbound}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={copy.readOnlineLabel(publication.title)}
            className={buttonClasses({ size: 'sm' })}
          >
            <ExternalLink aria-hidden="true" className="size-4" />
            {copy.readOnline}
          </a>
        ) : null}
        <InPlaceLink
          href={citeHref}
          onActivate={onCite}
          aria-label={`${copy.cite}: ${publication.title}`}
          className={buttonClasses({ size: 'sm', variant: 'ghost' })}
        >
          <Quote aria-hidden="true" className="size-4" />
          {copy.cite}
        </InPlaceLink>
      </div>
    </article>
  );
}
