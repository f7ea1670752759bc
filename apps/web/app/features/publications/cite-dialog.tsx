import { useEffect, useState } from 'react';
import { toast } from '../../lib/toast';
import { Copy } from 'lucide-react';
import { clsx } from 'clsx';
import { citationResponseSchema, type Publication } from '@mnch/shared';
import { Button, Dialog, InPlaceLink, Spinner } from '../../components/ui';
import { CITATION_FORMAT_OPTIONS, publicationsListCopy as copy, type CitationFormat } from '../../content/publications';
import { ApiError, api } from '../../lib/api-client';
import { useHydrated } from '../../lib/use-hydrated';
import type { ServedCitation } from './publications-data';

type CitationState = { status: 'loading' } | { status: 'ready'; text: string } | { status: 'error'; message: string };

interface CiteDialogProps {
  publication: Publication | null;
  /** The citation the server rendered, when the address opened this dialog (?cite=<id>&format=). */
  served: ServedCitation | null;
  onClose: () => void;
  /** The address of the page without the dialog. */
  closeHref: string;
  /** The address of the page with the dialog open at a format. */
  formatHref: (format: CitationFormat) => string;
}

function servedState(served: ServedCitation): CitationState {
  return served.text !== null ? { status: 'ready', text: served.text } : { status: 'error', message: served.error ?? copy.citationFailed };
}

/**
 * The Cite dialog: APA, MLA, BibTeX or RIS from GET /publications/{id}/citation, with Copy. Opened by
 * the address, it shows the citation the server rendered, and the formats are links to the page at
 * each format (docs/no-script.md, "Controls"); once hydrated they switch in place.
 */
export function CiteDialog({ publication, served, onClose, closeHref, formatHref }: CiteDialogProps) {
  return (
    <Dialog
      open={publication !== null}
      onClose={onClose}
      closeHref={closeHref}
      title={copy.citeTitle}
      description={publication?.title}
      size="lg"
    >
      {publication ? <CitePanel key={publication.id} publication={publication} served={served} formatHref={formatHref} /> : null}
    </Dialog>
  );
}

function CitePanel({
  publication,
  served,
  formatHref,
}: {
  publication: Publication;
  served: ServedCitation | null;
  formatHref: (format: CitationFormat) => string;
}) {
  const [format, setFormat] = useState<CitationFormat>(served?.format ?? 'apa');
  const [citations, setCitations] = useState<Partial<Record<CitationFormat, CitationState>>>(() =>
    served ? { [served.format]: servedState(served) } : {},
  );
  const state = citations[format] ?? { status: 'loading' };
  // Copying needs the scripts: without them the citation is selected and copied by hand.
  const hydrated = useHydrated();

  useEffect(() => {
    if (citations[format]?.status === 'ready') return;
    const controller = new AbortController();
    api
      .get(`/publications/${publication.id}/citation`, citationResponseSchema, { query: { format }, signal: controller.signal })
      .then((data) => setCitations((c) => ({ ...c, [format]: { status: 'ready', text: data.citation } })))
      .catch((error: unknown) => {
        if ((error as Error).name === 'AbortError') return;
        const message = error instanceof ApiError && error.status !== 0 && error.status < 500 ? error.message : copy.citationFailed;
        setCitations((c) => ({ ...c, [format]: { status: 'error', message } }));
      });
    return () => controller.abort();
    // Only a change of format (or publication) fetches again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [format, publication.id]);

  async function copyCitation() {
    if (state.status !== 'ready') return;
    try {
      await navigator.clipboard.writeText(state.text);
      toast.success(copy.copied);
    } catch {
      toast.error(copy.copyFailed);
    }
  }

  return (
    <div>
      <nav aria-label={copy.citeFormats} className="flex flex-wrap gap-2">
        {CITATION_FORMAT_OPTIONS.map((option) => {
          const checked = option.id === format;
          return (
            <InPlaceLink
              key={option.id}
              href={formatHref(option.id)}
              onActivate={() => setFormat(option.id)}
              aria-current={checked ? 'true' : undefined}
              className={clsx(
                'rounded-full px-4 py-2 text-sm font-semibold transition-colors',
                checked
                  ? 'bg-brand-700 text-white shadow-sm'
                  : 'bg-white text-slate-700 ring-1 ring-inset ring-slate-200 hover:bg-brand-50',
              )}
            >
              {option.label}
            </InPlaceLink>
          );
        })}
      </nav>
      <div
        className="mt-4 min-h-32 rounded-xl bg-slate-50 p-4 ring-1 ring-inset ring-slate-200"
        aria-live="polite"
        aria-busy={state.status === 'loading'}
      >
        {state.status === 'loading' ? (
          <p className="flex items-center gap-2 text-sm text-slate-600">
            <Spinner className="size-4" />
            {copy.loadingCitation}
          </p>
        ) : state.status === 'error' ? (
          <p className="text-sm font-medium text-red-700">{state.message}</p>
        ) : (
          <pre
            data-testid="citation-text"
            className="max-h-72 overflow-auto whitespace-pre-wrap break-words font-mono text-sm leading-relaxed text-slate-800"
          >
            {state.text}
          </pre>
        )}
      </div>
      {hydrated ? (
        <div className="mt-4 flex justify-end">
          <Button onClick={copyCitation} disabled={state.status !== 'ready'}>
            <Copy aria-hidden="true" className="size-4" />
            {copy.copy}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
