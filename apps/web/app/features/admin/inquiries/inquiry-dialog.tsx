import type { Inquiry } from '@mnch/shared';
import { Mail, MailOpen, Reply, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge, Button, Dialog, buttonClasses } from '../../../components/ui';
import { formatDate, formatTime } from '../../../lib/dates';
import { zoneLabel } from '../../../lib/zone-label';
import { INQUIRY_KIND_LABELS } from '../components/inquiry-kinds';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-2.5 sm:grid-cols-[9rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-slate-500">{label}</dt>
      <dd className="text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** "3 Dec 2026 at 14:05 EAT" in the site's time zone; '' for an invalid date. */
function receivedAt(value: string): string {
  const day = formatDate(value, 'short');
  return day ? `${day} at ${formatTime(value)} ${zoneLabel(value)}` : '';
}

/** One inquiry in full: who sent it, what about, the whole message; mark read or unread, reply, delete. */
export function InquiryDialog({
  inquiry,
  busy,
  onToggleRead,
  onDelete,
  onClose,
}: {
  inquiry: Inquiry;
  busy: boolean;
  onToggleRead: () => void;
  onDelete: () => void;
  onClose: () => void;
}) {
  const subject = inquiry.subject ?? `${INQUIRY_KIND_LABELS[inquiry.kind]} from ${inquiry.name}`;
  const listLabel = inquiry.kind === 'event-notifications' ? 'Event types' : 'Interests';
  return (
    <Dialog
      open
      onClose={onClose}
      title={subject}
      description={`${INQUIRY_KIND_LABELS[inquiry.kind]} · received ${receivedAt(inquiry.createdAt)}`}
      size="lg"
      footer={
        <>
          <Button variant="ghost" onClick={onDelete} className="mr-auto text-red-700 hover:bg-red-50">
            <Trash2 aria-hidden="true" className="size-4" />
            Delete
          </Button>
          <Button variant="secondary" onClick={onToggleRead} loading={busy} loadingText="Saving...">
            {inquiry.read ? <Mail aria-hidden="true" className="size-4" /> : <MailOpen aria-hidden="true" className="size-4" />}
            {inquiry.read ? 'Mark as unread' : 'Mark as read'}
          </Button>
          <a
            href={`mailto:${inquiry.email}?subject=${encodeURIComponent(`Re: ${subject}`)}`}
            className={buttonClasses({ variant: 'primary' })}
          >
            <Reply aria-hidden="true" className="size-4" />
            Reply by email
          </a>
        </>
      }
    >
      <div className="mb-3">
        <Badge tone={inquiry.read ? 'neutral' : 'blue'}>{inquiry.read ? 'Read' : 'Unread'}</Badge>
      </div>
      <dl className="divide-y divide-slate-100">
        <Detail label="From">{inquiry.name}</Detail>
        <Detail label="Email">
          <a href={`mailto:${inquiry.email}`} className="font-medium text-brand-700 underline underline-offset-2">
            {inquiry.email}
          </a>
        </Detail>
        {inquiry.organization ? <Detail label="Organization">{inquiry.organization}</Detail> : null}
        {inquiry.interest ? <Detail label="Interest">{inquiry.interest.charAt(0).toUpperCase() + inquiry.interest.slice(1)}</Detail> : null}
        {inquiry.interests.length ? (
          <Detail label={listLabel}>
            <ul className="flex flex-wrap gap-1.5">
              {inquiry.interests.map((item) => (
                <li key={item}>
                  <Badge>{item}</Badge>
                </li>
              ))}
            </ul>
          </Detail>
        ) : null}
      </dl>
      {inquiry.message ? (
        <div className="mt-4">
          <h3 className="text-sm font-medium text-slate-500">Message</h3>
          <p className="mt-2 rounded-lg bg-slate-50 p-4 text-sm leading-6 whitespace-pre-wrap text-slate-900">{inquiry.message}</p>
        </div>
      ) : null}
    </Dialog>
  );
}
