import { useId, useState } from 'react';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { REVISION_MESSAGES, type RevisionKind, type RevisionSummary } from '@mnch/shared';
import { Button, Dialog } from '../../../components/ui';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { ConfirmDialog } from './confirm-dialog';
import { QueryErrorPanel } from './query-error';
import { changedLabels, fieldChanges, formatRevisionTime, type DiffPart } from './revision-diff';
import { revisionEntryQuery, revisionsQuery, useRestoreRevision } from './revisions-api';
import { ContentSpinner } from './spinner';

export interface RevisionHistoryProps {
  kind: RevisionKind;
  itemId: number;
  /** The item's title, in the dialog's title. */
  title: string;
  /** The section's list queries, refreshed after a restore (e.g. ARTICLES_KEY). */
  listKey: QueryKey;
  onClose: () => void;
}

/** Removed words struck through, added ones underlined, each also named for screen readers: never colour alone. */
function DiffText({ parts }: { parts: DiffPart[] }) {
  if (parts.every((p) => p.change === 'same')) {
    return (
      <>
        {parts.map((p) => p.text).join('') || <em className="text-slate-500">(empty)</em>}
        <span className="ml-2 text-xs text-slate-500">(formatting only)</span>
      </>
    );
  }
  return (
    <>
      {parts.map((part, i) =>
        part.change === 'removed' ? (
          <del key={i} className="mr-0.5 rounded-sm bg-red-100 px-0.5 text-red-900 line-through decoration-2">
            <span className="sr-only">[removed: </span>
            {part.text}
            <span className="sr-only">]</span>
          </del>
        ) : part.change === 'added' ? (
          <ins key={i} className="rounded-sm bg-green-100 px-0.5 text-green-900 underline decoration-2 underline-offset-2">
            <span className="sr-only">[added: </span>
            {part.text}
            <span className="sr-only">]</span>
          </ins>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}

/** What one revision's change did, field by field, and its restore button. */
function RevisionDetails({ kind, revision, onRestore }: { kind: RevisionKind; revision: RevisionSummary; onRestore: () => void }) {
  const headingId = useId();
  const entry = useQuery(revisionEntryQuery(revision.id));
  const gone = entry.data ? entry.data.after === null : false;
  return (
    <section aria-labelledby={headingId} className="min-w-0 rounded-xl border border-slate-200 bg-white p-4">
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        Edit of {formatRevisionTime(revision.createdAt)} by {revision.user.name}
      </h3>
      <p className="mt-1 text-xs text-slate-600">
        What this edit changed: <del className="bg-red-100 text-red-900 line-through decoration-2">removed text</del> is struck through,{' '}
        <ins className="bg-green-100 text-green-900 underline decoration-2 underline-offset-2">added text</ins> is underlined.
      </p>
      {entry.isPending ? (
        <ContentSpinner label="Loading this version" />
      ) : entry.isError ? (
        <div className="mt-4">
          <QueryErrorPanel title={REVISION_MESSAGES.fetchFailed} error={entry.error} onRetry={() => void entry.refetch()} />
        </div>
      ) : (
        <>
          <dl className="mt-4 grid gap-4">
            {fieldChanges(kind, revision.fields, entry.data.before, entry.data.after).map((change) => (
              <div key={change.field}>
                <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{change.label}</dt>
                <dd className="mt-1 max-h-72 overflow-y-auto rounded-lg bg-slate-50 p-3 text-sm leading-6 break-words whitespace-pre-wrap text-slate-800">
                  <DiffText parts={change.parts} />
                </dd>
              </div>
            ))}
          </dl>
          <div className="mt-5 flex flex-col gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-xs text-slate-600">
              {gone ? REVISION_MESSAGES.itemGone : 'Restoring puts back the version from before this edit.'}
            </p>
            <Button onClick={onRestore} disabled={gone} className="shrink-0">
              <RotateCcw aria-hidden="true" className="size-4" /> Restore this version
            </Button>
          </div>
        </>
      )}
    </section>
  );
}

/**
 * The history of an article, newsletter, project, publication or event: its revisions (when, in the
 * centre's time zone, and who), what the chosen one changed, and "Restore this version" after a
 * confirmation. Loaded only when opened (revision-history-lazy.tsx).
 */
export function RevisionHistoryDialog({ kind, itemId, title, listKey, onClose }: RevisionHistoryProps) {
  const list = useQuery(revisionsQuery(kind, itemId));
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [restoreError, setRestoreError] = useState<string | null>(null);
  const restore = useRestoreRevision(listKey);
  const revisions = list.data ?? [];
  const chosen = revisions.find((r) => r.id === chosenId) ?? revisions[0] ?? null;

  async function confirmRestore() {
    if (!chosen) return;
    setRestoreError(null);
    try {
      await restore.mutateAsync(chosen.id);
      toast.success(REVISION_MESSAGES.restored);
      setConfirming(false);
      setChosenId(null);
    } catch (err) {
      setRestoreError(`${REVISION_MESSAGES.restoreFailed} ${ApiError.from(err).message}`);
    }
  }

  return (
    <>
      <Dialog
        open
        onClose={onClose}
        title={`History: ${title}`}
        description="Each save keeps the version it replaced. Times are the centre's (Kampala)."
        size="xl"
        footer={
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        }
      >
        {list.isPending ? (
          <ContentSpinner label="Loading the history" />
        ) : list.isError ? (
          <QueryErrorPanel title={REVISION_MESSAGES.fetchFailed} error={list.error} onRetry={() => void list.refetch()} />
        ) : revisions.length === 0 || !chosen ? (
          <p className="rounded-lg bg-slate-50 p-4 text-sm text-slate-700">{REVISION_MESSAGES.empty}</p>
        ) : (
          <div className="grid gap-4 md:grid-cols-[16rem_minmax(0,1fr)]">
            <div>
              <h3 className="mb-2 text-sm font-semibold text-slate-700" aria-live="polite">
                {revisions.length} {revisions.length === 1 ? 'revision' : 'revisions'}
              </h3>
              <ol aria-label="Revisions, newest first" className="grid max-h-64 gap-2 overflow-y-auto md:max-h-[28rem]">
                {revisions.map((r) => {
                  const current = r.id === chosen.id;
                  return (
                    <li key={r.id}>
                      <button
                        type="button"
                        onClick={() => setChosenId(r.id)}
                        aria-current={current ? 'true' : undefined}
                        className={`w-full rounded-lg border px-3 py-2 text-left text-sm transition-colors focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 ${
                          current ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600' : 'border-slate-200 bg-white hover:bg-slate-50'
                        }`}
                      >
                        <span className="block font-semibold text-slate-900">
                          <time dateTime={r.createdAt}>{formatRevisionTime(r.createdAt)}</time>
                        </span>
                        <span className="block text-slate-700">by {r.user.name}</span>
                        <span className="mt-0.5 block text-xs text-slate-600">Changed: {changedLabels(kind, r.fields)}</span>
                      </button>
                    </li>
                  );
                })}
              </ol>
            </div>
            <RevisionDetails
              key={chosen.id}
              kind={kind}
              revision={chosen}
              onRestore={() => {
                setRestoreError(null);
                setConfirming(true);
              }}
            />
          </div>
        )}
      </Dialog>
      <ConfirmDialog
        open={confirming}
        title="Restore this version"
        message={REVISION_MESSAGES.restoreConfirm}
        confirmLabel="Restore"
        busyLabel="Restoring..."
        busy={restore.isPending}
        error={restoreError}
        onConfirm={() => void confirmRestore()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
