import { ArrowLeft, Download, ExternalLink, Eye, FileText } from 'lucide-react';
import { Link } from 'react-router';
import { CITATION_FILES, citationFileHref, doiUrl, publicationDoi, type CitationFileFormat, type Publication } from '@mnch/shared';
import { Badge, ButtonLink, buttonClasses, NewTabLink } from '../../components/ui';
import { publicationPageCopy as copy } from '../../content/publications';
import { assetUrl } from '../../lib/articles';
import { formatBytes } from '../../lib/bytes';
import { viewerHref } from '../../lib/document-viewer';
import { downloadHref, downloadName, publicationsHref } from './publications-data';

/** The citations the server rendered for the page (null: could not be made). */
export interface PageCitations {
  apa: string | null;
  bibtex: string | null;
  ris: string | null;
}

const EXPORTS: CitationFileFormat[] = ['bibtex', 'ris'];

/**
 * A publication's page, all server HTML (no script needed): type, year, title, authors (each a link to
 * the list filtered by that author), journal, DOI (doi.org), topics (links to the list filtered by
 * topic), the abstract, the uploaded file (View, Download with its size) or the outbound link to a copy
 * elsewhere, and the citation: APA text to select and copy, BibTeX and RIS shown and as files.
 */
export function PublicationPage({ publication: p, citations }: { publication: Publication; citations: PageCitations }) {
  const file = assetUrl(p.fileUrl);
  const doi = publicationDoi(p.doi);
  const doiHref = doiUrl(doi);
  const source = p.journal ?? p.publicationSource;
  const listHref = (filter: { author?: string; topic?: string }) => publicationsHref({ ...filter, q: '', page: 1 });
  return (
    <article className="bg-gradient-to-b from-brand-50 via-white to-white pb-20 pt-28 sm:pt-36" aria-labelledby="publication-title">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <Link
          to={copy.backToList.to}
          className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {copy.backToList.label}
        </Link>
        <div className="mt-6 flex flex-wrap items-center gap-2 text-sm font-medium text-slate-600">
          <Badge tone="brand">{p.type}</Badge>
          <span>{p.year}</span>
        </div>
        <h1 id="publication-title" className="mt-3 text-3xl font-bold leading-tight text-slate-900 sm:text-4xl">
          {p.title}
        </h1>

        <dl className="mt-6 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[max-content_1fr]">
          {p.authors.length ? (
            <>
              <dt className="font-semibold text-slate-800">{copy.authors}</dt>
              <dd className="text-slate-700">
                <ul className="flex flex-wrap gap-x-1" aria-label={copy.authors}>
                  {p.authors.map((a, i) => (
                    <li key={`${a.name}-${i}`}>
                      <Link
                        to={listHref({ author: a.name })}
                        aria-label={copy.moreByAuthor(a.name)}
                        className="rounded text-brand-700 underline underline-offset-2 hover:text-brand-900"
                      >
                        {a.name}
                      </Link>
                      {i < p.authors.length - 1 ? ',' : null}
                    </li>
                  ))}
                </ul>
              </dd>
            </>
          ) : null}
          <dt className="font-semibold text-slate-800">{copy.published}</dt>
          <dd className="text-slate-700">{p.year}</dd>
          {source ? (
            <>
              <dt className="font-semibold text-slate-800">{p.journal ? copy.journal : copy.source}</dt>
              <dd className="italic text-slate-700">{source}</dd>
            </>
          ) : null}
          {doi && doiHref ? (
            <>
              <dt className="font-semibold text-slate-800">{copy.doi}</dt>
              <dd>
                <NewTabLink href={doiHref} className="break-all rounded text-brand-700 underline underline-offset-2 hover:text-brand-900">
                  {doi}
                </NewTabLink>
              </dd>
            </>
          ) : null}
          {p.keywords.length ? (
            <>
              <dt className="font-semibold text-slate-800">{copy.topics}</dt>
              <dd>
                <ul className="flex flex-wrap gap-2" aria-label={copy.topics}>
                  {p.keywords.map((topic) => (
                    <li key={topic}>
                      <Link
                        to={listHref({ topic })}
                        aria-label={copy.moreOnTopic(topic)}
                        className="inline-flex min-h-6 items-center rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-800 ring-1 ring-brand-200 hover:bg-brand-100"
                      >
                        {topic}
                      </Link>
                    </li>
                  ))}
                </ul>
              </dd>
            </>
          ) : null}
        </dl>

        {file || p.externalUrl ? (
          <section aria-labelledby="publication-file" className="mt-8 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <h2 id="publication-file" className="flex items-center gap-2 text-base font-semibold text-slate-900">
              <FileText aria-hidden="true" className="size-5 text-brand-700" />
              {copy.file}
            </h2>
            {file && p.fileSize ? (
              <p className="mt-1 text-sm text-slate-600" data-testid="publication-file-size">
                {[p.fileName, copy.fileSize(formatBytes(p.fileSize))].filter(Boolean).join(' · ')}
              </p>
            ) : null}
            <div className="mt-4 flex flex-wrap gap-2">
              {file ? (
                <>
                  <Link to={viewerHref(file, p.title)} className={buttonClasses({ size: 'sm' })}>
                    <Eye aria-hidden="true" className="size-4" />
                    {copy.view}
                  </Link>
                  <a
                    href={downloadHref(p.id)}
                    download={downloadName(p)}
                    rel="nofollow"
                    className={buttonClasses({ size: 'sm', variant: 'secondary' })}
                  >
                    <Download aria-hidden="true" className="size-4" />
                    {copy.download}
                  </a>
                </>
              ) : null}
              {p.externalUrl ? (
                <a
                  href={p.externalUrl}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  aria-label={copy.externalLabel(p.title)}
                  className={buttonClasses({ size: 'sm', variant: file ? 'ghost' : 'primary' })}
                >
                  <ExternalLink aria-hidden="true" className="size-4" />
                  {copy.external}
                </a>
              ) : null}
            </div>
          </section>
        ) : null}

        {p.abstract ? (
          <section aria-labelledby="publication-abstract" className="mt-10">
            <h2 id="publication-abstract" className="text-xl font-semibold text-slate-900">
              {copy.abstract}
            </h2>
            {/* Cleaned once by the API when it was written (apps/api/src/lib/sanitize.ts, decision 0014). */}
            <div
              className="prose prose-slate mt-3 max-w-none leading-relaxed text-slate-700 [&_a]:text-brand-700 [&_a]:underline"
              dangerouslySetInnerHTML={{ __html: p.abstract }}
            />
          </section>
        ) : p.description ? (
          <p className="mt-10 leading-relaxed text-slate-700">{p.description}</p>
        ) : null}

        <section aria-labelledby="publication-cite" className="mt-10 rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-200">
          <h2 id="publication-cite" className="text-xl font-semibold text-slate-900">
            {copy.cite}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{copy.citeHint}</p>
          {citations.apa ? (
            <figure className="mt-4">
              <figcaption className="text-sm font-semibold text-slate-800">{copy.citeApa}</figcaption>
              <p
                className="mt-1 select-all rounded-lg bg-white p-3 text-sm text-slate-800 ring-1 ring-slate-200"
                data-testid="citation-apa"
              >
                {citations.apa}
              </p>
            </figure>
          ) : null}
          {EXPORTS.map((format) => {
            const text = citations[format];
            const { label } = CITATION_FILES[format];
            if (!text) return null;
            return (
              <figure key={format} className="mt-4">
                <figcaption className="flex flex-wrap items-center justify-between gap-2 text-sm font-semibold text-slate-800">
                  {label}
                  <a
                    href={citationFileHref(p.id, format)}
                    rel="nofollow"
                    aria-label={copy.exportLabel(label, p.title)}
                    className={buttonClasses({ size: 'sm', variant: 'secondary' })}
                  >
                    <Download aria-hidden="true" className="size-4" />
                    {copy.exportAs(label)}
                  </a>
                </figcaption>
                <pre
                  tabIndex={0}
                  aria-label={`${label} citation`}
                  className="mt-2 overflow-x-auto whitespace-pre-wrap break-words rounded-lg bg-white p-3 text-xs text-slate-800 ring-1 ring-slate-200"
                  data-testid={`citation-${format}`}
                >
                  {text}
                </pre>
              </figure>
            );
          })}
        </section>

        <div className="mt-10">
          <ButtonLink to={copy.backToList.to} variant="secondary">
            {copy.backToList.label}
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}
