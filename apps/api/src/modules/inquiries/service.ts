import { and, desc, eq, type SQL } from 'drizzle-orm';
import { INQUIRY_MESSAGES, type CreateInquiryData, type InquiriesQuery, type Inquiry } from '@mnch/shared';
import { inquiries } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import type { ServiceDeps } from '../../lib/service-deps';
import { queueAcknowledgement, queueStaffAlert } from '../../lib/mail/outbox';
import { acknowledgementMail, staffAlertMail } from '../../lib/mail/templates';
import { firstRow, caseless, orderBySort, searchAny, countWhere, pagination, timestamps } from '../../lib/sql';

type InquiryRow = typeof inquiries.$inferSelect;

/** The inquiry as staff see it. Text is plain text, exactly as the visitor sent it. */
export function toInquiry(row: InquiryRow): Inquiry {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    email: row.email,
    organization: row.organization,
    subject: row.subject,
    interest: row.interest,
    message: row.message,
    interests: row.interests,
    read: row.read,
    ...timestamps(row),
  };
}

/** The columns of each kind of form. */
function toValues(data: CreateInquiryData): typeof inquiries.$inferInsert {
  switch (data.kind) {
    case 'contact':
      return {
        kind: data.kind,
        name: data.name ?? [data.firstName, data.lastName].filter(Boolean).join(' '),
        email: data.email,
        organization: data.organization ?? null,
        subject: data.subject,
        message: data.message,
      };
    case 'get-involved':
      return {
        kind: data.kind,
        name: data.name,
        email: data.email,
        organization: data.organization ?? null,
        interest: data.interest ?? null,
        message: data.message,
      };
    case 'event-notifications':
      return { kind: data.kind, name: data.name, email: data.email, interests: data.eventTypes };
    case 'stay-updated':
      return { kind: data.kind, name: data.name, email: data.email, organization: data.organization ?? null, interests: data.interests };
  }
}

/** What a message from the contact or get-involved form is about, in its mails. */
const aboutOf = (row: InquiryRow) => row.subject ?? row.interest ?? (row.kind === 'contact' ? 'your message' : 'getting involved');

export function createInquiriesService({ db, config, now = () => new Date() }: ServiceDeps) {
  const siteUrl = config.publicConfig.siteUrl;
  return {
    /**
     * Stores a form's message. A message from the contact or get-involved form also queues, in the same
     * transaction, an alert to each address of STAFF_NOTIFY_EMAILS and an acknowledgement to the address
     * given: the centre's words only, at most one per address per ACKNOWLEDGEMENT_WINDOW_MS
     * (docs/behaviour/mail.md); the subscription forms wait for their confirmation mail instead.
     */
    async create(data: CreateInquiryData): Promise<Inquiry> {
      const row = await db.transaction(async (tx) => {
        const row = firstRow(await tx.insert(inquiries).values(toValues(data)).returning());
        if (row.kind !== 'contact' && row.kind !== 'get-involved') return row;
        const about = aboutOf(row);
        const alert = staffAlertMail({
          siteUrl,
          subject: `New ${row.kind === 'contact' ? 'message' : 'get-involved request'}: ${about}`,
          heading: row.kind === 'contact' ? 'A new message from the contact form' : 'A new request from the get-involved form',
          fields: [
            ['From', `${row.name} <${row.email}>`],
            ['Organisation', row.organization ?? ''],
            [row.kind === 'contact' ? 'Subject' : 'Interest', about],
            ['Message', row.message ?? ''],
          ],
          adminPath: '/admin/inquiries',
        });
        await queueStaffAlert(tx, config.mail.staffNotify, alert);
        const at = now();
        const ack = acknowledgementMail({ siteUrl, form: row.kind, sentAt: at });
        await queueAcknowledgement(tx, { to: row.email, ...ack, kind: 'acknowledgement' }, at);
        return row;
      });
      return toInquiry(row);
    },

    /** Newest first; filters kind, read and search (name, email, subject, message). */
    async list(query: InquiriesQuery) {
      const { page, limit } = query;
      const conditions: SQL[] = [];
      if (query.kind) conditions.push(eq(inquiries.kind, query.kind));
      if (query.read !== undefined) conditions.push(eq(inquiries.read, query.read));
      if (query.search) conditions.push(searchAny([inquiries.name, inquiries.email, inquiries.subject, inquiries.message], query.search));
      const where = conditions.length ? and(...conditions) : undefined;
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(inquiries)
          .where(where)
          .orderBy(
            ...orderBySort(
              query.sort,
              { name: caseless(inquiries.name), email: inquiries.email, kind: inquiries.kind, createdAt: inquiries.createdAt },
              [desc(inquiries.createdAt), desc(inquiries.id)],
            ),
          )
          .limit(limit)
          .offset((page - 1) * limit),
        countWhere(db, inquiries, where),
      ]);
      return { inquiries: rows.map(toInquiry), pagination: pagination(page, limit, total) };
    },

    async get(id: number): Promise<Inquiry> {
      const [row] = await db.select().from(inquiries).where(eq(inquiries.id, id)).limit(1);
      if (!row) throw notFound(INQUIRY_MESSAGES.notFound);
      return toInquiry(row);
    },

    async setRead(id: number, read: boolean): Promise<Inquiry> {
      const [row] = await db.update(inquiries).set({ read, updatedAt: new Date() }).where(eq(inquiries.id, id)).returning();
      if (!row) throw notFound(INQUIRY_MESSAGES.notFound);
      return toInquiry(row);
    },

    async remove(id: number): Promise<void> {
      const rows = await db.delete(inquiries).where(eq(inquiries.id, id)).returning({ id: inquiries.id });
      if (!rows.length) throw notFound(INQUIRY_MESSAGES.notFound);
    },
  };
}

export type InquiriesService = ReturnType<typeof createInquiriesService>;
