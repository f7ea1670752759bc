import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import { OUTBOX_MESSAGES, type OutboxEntry, type OutboxMessage } from '@mnch/shared';
import { Button, Dialog, Tabs } from '../../../components/ui';
import { QueryErrorPanel } from '../components/query-error';
import { ContentSpinner } from '../components/spinner';
import { formatDateTime } from '../components/date-time';
import { formatBytes } from '../../../lib/bytes';
import { outboxMessageQuery } from './api/outbox';
import { OutboxStatusBadge } from './outbox-table';

/**
 * One message as its recipient gets it: the HTML part in a sandboxed frame (`sandbox` with nothing
 * allowed: no scripts, no forms, no same-origin access; links do not open from it) or the text part.
 */
export function MessageDialog({
  entry,
  onClose,
  onRetry,
  retrying,
}: {
  entry: OutboxEntry;
  onClose: () => void;
  onRetry: () => void;
  retrying: boolean;
}) {
  const query = useQuery(outboxMessageQuery(entry.id));
  // The text part first: the HTML part's frame loads only when its tab is chosen.
  const [part, setPart] = useState('text');
  return (
    <Dialog
      open
      onClose={onClose}
      title={entry.subject}
      description={`To ${entry.recipient} · queued ${formatDateTime(entry.createdAt)}`}
      size="xl"
      footer={
        <>
          {entry.status === 'failed' ? (
            <Button variant="secondary" onClick={onRetry} loading={retrying} loadingText="Retrying...">
              <RotateCw aria-hidden="true" className="size-4" />
              Retry
            </Button>
          ) : null}
          <Button variant="primary" onClick={onClose}>
            Close
          </Button>
        </>
      }
    >
      <p className="mb-3 flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <OutboxStatusBadge status={entry.status} />
        <span>
          {entry.attempts} {entry.attempts === 1 ? 'attempt' : 'attempts'}
        </span>
        {entry.lastError ? <span className="break-words text-red-800">Last error: {entry.lastError}</span> : null}
      </p>
      {query.isPending ? (
        <ContentSpinner label="Loading the message" />
      ) : query.isError ? (
        <QueryErrorPanel title={OUTBOX_MESSAGES.loadFailed} error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <Tabs
            label="Message part"
            value={part}
            onChange={setPart}
            tabs={[
              {
                id: 'text',
                label: 'Text',
                content: (
                  // A long message scrolls inside the dialog: a region of its own that the keyboard reaches.
                  <pre
                    role="region"
                    aria-label="The message as text"
                    tabIndex={0}
                    className="max-h-[28rem] overflow-auto rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm break-words whitespace-pre-wrap text-slate-900"
                  >
                    {query.data.text}
                  </pre>
                ),
              },
              {
                id: 'html',
                label: 'HTML',
                content:
                  part === 'html' ? (
                    <iframe
                      title={`The message as HTML: ${entry.subject}`}
                      sandbox=""
                      srcDoc={query.data.html}
                      className="h-[28rem] w-full rounded-lg border border-slate-200 bg-white"
                    />
                  ) : null,
              },
            ]}
          />
          <MessageDetails headers={query.data.headers} attachments={query.data.attachments} />
        </>
      )}
    </Dialog>
  );
}

/** The extra headers (List-Unsubscribe on bulk mail) and the files sent with the message, when there are any. */
function MessageDetails({ headers, attachments }: Pick<OutboxMessage, 'headers' | 'attachments'>) {
  const names = Object.keys(headers);
  if (names.length === 0 && attachments.length === 0) return null;
  return (
    <dl className="mt-4 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
      {names.map((name) => (
        <div key={name} className="contents">
          <dt className="font-medium text-slate-700">{name}</dt>
          <dd className="break-all text-slate-900">{headers[name]}</dd>
        </div>
      ))}
      {attachments.length > 0 ? (
        <div className="contents">
          <dt className="font-medium text-slate-700">{attachments.length === 1 ? 'Attachment' : 'Attachments'}</dt>
          <dd>
            <ul className="space-y-1 text-slate-900">
              {attachments.map((file, i) => (
                <li key={i} className="break-all">
                  {file.filename}{' '}
                  <span className="text-slate-600">
                    ({file.contentType.split(';')[0]}, {formatBytes(file.size)})
                  </span>
                </li>
              ))}
            </ul>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
