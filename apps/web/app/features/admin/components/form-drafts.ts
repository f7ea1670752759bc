import { decodeToken } from '../../../lib/session';
import { getToken } from '../../../lib/token-store';

/**
 * A back-office form's unsaved input, kept in this browser (localStorage) while it differs from what
 * was saved, so closing the form, leaving the page or closing the tab loses nothing: the form offers
 * it back the next time the same item's form opens (features/admin/components/form-dialog.tsx).
 * Drafts belong to the account that typed them (`owned`): on a computer several people sign in to,
 * nobody is offered another person's draft. Drafts older than DRAFT_MAX_AGE_MS are dropped when read.
 * Forms holding passwords or personal data of others (users) keep no draft.
 */
export interface FormDraft<T> {
  /** When the draft was last written (ms since the epoch). */
  savedAt: number;
  values: T;
}

const PREFIX = 'formDraft:';
/** The account whose drafts this page last read or wrote: still theirs while a sign-out or an ended session clears the token. */
let lastOwner: string | null = null;

/**
 * The storage key of a draft of the account the stored token names (`formDraft:<account id>:<form's
 * key>`), expired or not; with no token it can read (signed out by a refused call, which keeps the
 * draft on the way to the sign-in page), the account last seen by this page.
 */
function owned(key: string): string {
  lastOwner = decodeToken(getToken())?.sub ?? lastOwner;
  return `${PREFIX}${lastOwner ?? 'signed-out'}:${key}`;
}

export const DRAFT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readDraft<T>(key: string, now = Date.now()): FormDraft<T> | null {
  const store = storage();
  const raw = store?.getItem(owned(key));
  if (!store || !raw) return null;
  try {
    const draft = JSON.parse(raw) as FormDraft<T>;
    if (typeof draft?.savedAt === 'number' && draft.values && typeof draft.values === 'object' && now - draft.savedAt < DRAFT_MAX_AGE_MS) {
      return draft;
    }
  } catch {
    // Not a draft this code wrote: dropped below.
  }
  store.removeItem(owned(key));
  return null;
}

export function writeDraft<T>(key: string, values: T, now = Date.now()): void {
  try {
    storage()?.setItem(owned(key), JSON.stringify({ savedAt: now, values } satisfies FormDraft<T>));
  } catch {
    // Storage full or unavailable: the unsaved-changes warning still protects the input.
  }
}

export function removeDraft(key: string): void {
  try {
    storage()?.removeItem(owned(key));
  } catch {
    // Unavailable storage holds no draft.
  }
}

/** The draft key of an item's form: "articles:12", or "articles:new" for the form that creates one. */
export const draftKeyOf = (kind: string, id: number | string | null | undefined): string => `${kind}:${id ?? 'new'}`;
