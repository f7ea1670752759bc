import { parse } from 'csv-parse/sync';
import {
  SUBSCRIBER_IMPORT_MAX_ROWS,
  SUBSCRIBER_MESSAGES,
  SUBSCRIPTION_INTERESTS,
  subscribeSchema,
  type SubscriptionInterest,
} from '@mnch/shared';
import { badRequest } from '../../lib/http-error';

/** A row of an imported file that can be added, with its line in the file. */
export interface ImportRow {
  line: number;
  email: string;
  name: string | undefined;
  organization: string | undefined;
  interests: SubscriptionInterest[];
}

/** A row that cannot be added: its line, what it held (its address, or its first cell) and why. */
export interface ImportProblem {
  line: number;
  value: string;
  message: string;
}

type Column = 'email' | 'name' | 'organization' | 'interests';

/** A header cell's column: its letters, lower-cased ("E-mail address" is email, "Organisation" organization). */
const COLUMN_NAMES: Record<string, Column> = {
  email: 'email',
  emailaddress: 'email',
  mail: 'email',
  name: 'name',
  fullname: 'name',
  organisation: 'organization',
  organization: 'organization',
  company: 'organization',
  interests: 'interests',
  topics: 'interests',
};
const columnOf = (header: string): Column | undefined => COLUMN_NAMES[header.toLowerCase().replace(/[^a-z]/g, '')];

const rowSchema = subscribeSchema.pick({ email: true, name: true, organization: true });
const interestByName = new Map<string, SubscriptionInterest>(SUBSCRIPTION_INTERESTS.map((i) => [i.toLowerCase(), i]));

/**
 * Reads a CSV file of subscribers (docs/behaviour/subscribers.md, "Adding subscribers"): a header row
 * naming an Email column and, if it has them, Name, Organisation and Interests (the export's own
 * columns; other columns are ignored), separated by commas, semicolons or tabs, with or without a
 * byte-order mark. Each row's address and texts are checked by the subscribe form's own rules; its
 * interests (separated by ;) must be the site's. A file that cannot be read, has no Email column, no
 * row or more than SUBSCRIBER_IMPORT_MAX_ROWS is refused whole (400).
 */
export function readSubscriberCsv(text: string): { rows: ImportRow[]; problems: ImportProblem[]; total: number } {
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    records = parse(text, {
      bom: true,
      delimiter: [',', ';', '\t'],
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
    }) as unknown as Array<{ record: string[]; info: { lines: number } }>;
  } catch {
    throw badRequest(SUBSCRIBER_MESSAGES.importUnreadable);
  }
  const [header, ...data] = records;
  if (!header) throw badRequest(SUBSCRIBER_MESSAGES.importNoRows);
  const columns = header.record.map(columnOf);
  const at = (record: string[], column: Column) => {
    const index = columns.indexOf(column);
    return index < 0 ? undefined : record[index];
  };
  if (!columns.includes('email')) throw badRequest(SUBSCRIBER_MESSAGES.importNoEmailColumn);
  const filled = data.filter(({ record }) => record.some((cell) => cell !== ''));
  if (filled.length === 0) throw badRequest(SUBSCRIBER_MESSAGES.importNoRows);
  if (filled.length > SUBSCRIBER_IMPORT_MAX_ROWS) throw badRequest(SUBSCRIBER_MESSAGES.importTooManyRows);

  const rows: ImportRow[] = [];
  const problems: ImportProblem[] = [];
  for (const { record, info } of filled) {
    const line = info.lines;
    const value = (at(record, 'email') || record.find((cell) => cell !== '') || '').slice(0, 100);
    const parsed = rowSchema.safeParse({
      email: at(record, 'email') ?? '',
      name: at(record, 'name'),
      organization: at(record, 'organization'),
    });
    if (!parsed.success) {
      problems.push({ line, value, message: parsed.error.issues[0]?.message ?? 'Not valid' });
      continue;
    }
    const names = (at(record, 'interests') ?? '')
      .split(';')
      .map((n) => n.trim())
      .filter(Boolean);
    const unknown = names.find((n) => !interestByName.has(n.toLowerCase()));
    if (unknown !== undefined) {
      problems.push({ line, value, message: `Unknown interest "${unknown.slice(0, 60)}"` });
      continue;
    }
    rows.push({
      line,
      email: parsed.data.email,
      name: parsed.data.name,
      organization: parsed.data.organization,
      interests: names.map((n) => interestByName.get(n.toLowerCase())!),
    });
  }
  return { rows, problems, total: filled.length };
}
