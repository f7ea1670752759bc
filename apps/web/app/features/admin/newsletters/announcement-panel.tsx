import { useQuery } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { ANNOUNCEMENT_MESSAGES, type AnnouncementProgress, type Article } from '@mnch/shared';
import { Button } from '../../../components/ui';
import { ConfirmDialog, useConfirm } from '../components/confirm-dialog';
import { QueryStates } from '../components/query-error';
import { formatShortDate } from '../components/content-status';
import { announcementQuery, isSending, useAnnounce } from './api/announcement';

const subscribersText = (n: number) => `${n} ${n === 1 ? 'subscriber' : 'subscribers'}`;

/** "Sent 80 of 123 · 2 failed · 41 waiting". */
export function progressText(a: AnnouncementProgress): string {
  const parts = [`Sent ${a.sent} of ${a.queued}`];
  if (a.failed > 0) parts.push(`${a.failed} failed`);
  if (a.pending > 0) parts.push(`${a.pending} waiting`);
  return parts.join(' · ');
}

/**
 * Sending a published newsletter issue to the confirmed subscribers (docs/behaviour/mail.md "Announcing
 * an issue"): the button and its confirmation with the number of recipients, then the progress, read
 * again every few seconds while messages wait; once sent, the button sends to subscribers confirmed since.
 */
export function AnnouncementPanel({ item }: { item: Article }) {
  const query = useQuery(announcementQuery(item.id));
  const announce = useAnnounce(item.id);
  const sending = useConfirm<Article>(
    async () => (await announce.mutateAsync()).message,
    (reason) => `${ANNOUNCEMENT_MESSAGES.sendFailed} ${reason}`,
  );

  return (
    <section aria-labelledby={`announce-${item.id}`} className="mt-6 rounded-xl border border-slate-200 bg-slate-50 p-4">
      <h3 id={`announce-${item.id}`} className="text-sm font-semibold text-slate-900">
        Subscribers
      </h3>
      <QueryStates query={query} loading="Loading the sending progress" errorTitle={ANNOUNCEMENT_MESSAGES.loadFailed} empty={null}>
        {({ announcement, subscribers }) => {
          const sent = announcement !== null;
          const none = subscribers.notYetQueued === 0;
          const reason = sent ? 'Every confirmed subscriber already has this issue.' : 'There are no confirmed subscribers yet.';
          return (
            <>
              {announcement ? (
                <div className="mt-2 text-sm text-slate-700">
                  <p aria-live="polite" className="font-semibold text-slate-900" data-testid="announcement-progress">
                    {progressText(announcement)}
                  </p>
                  <p className="mt-1 text-slate-600">
                    First sent {formatShortDate(announcement.startedAt)}
                    {announcement.startedBy ? ` by ${announcement.startedBy}` : ''}
                    {announcement.finishedAt === null ? ' · still queuing' : ''}
                    {isSending({ announcement, subscribers }) ? ' · updating every few seconds' : ''}
                  </p>
                </div>
              ) : (
                <p className="mt-2 text-sm text-slate-600">Not sent yet. {subscribersText(subscribers.confirmed)} confirmed.</p>
              )}
              <div className="mt-3 flex flex-wrap items-center gap-3">
                <Button
                  onClick={() => sending.ask(item)}
                  disabled={none}
                  aria-describedby={none ? `announce-reason-${item.id}` : undefined}
                >
                  <Send aria-hidden="true" className="size-4" /> {sent ? 'Send to new subscribers' : 'Send to subscribers'}
                </Button>
                {none ? (
                  <span id={`announce-reason-${item.id}`} className="text-sm text-slate-600">
                    {reason}
                  </span>
                ) : null}
              </div>
              <ConfirmDialog
                {...sending.dialog}
                title={sent ? 'Send to new subscribers' : 'Send to subscribers'}
                message={
                  sent
                    ? `Send issue '${item.title}' to the ${subscribersText(subscribers.notYetQueued)} confirmed since it was sent?`
                    : `Send issue '${item.title}' to ${subscribersText(subscribers.notYetQueued)}?`
                }
                confirmLabel="Send"
                busyLabel="Sending..."
                confirmVariant="primary"
              />
            </>
          );
        }}
      </QueryStates>
    </section>
  );
}
