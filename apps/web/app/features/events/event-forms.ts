import { EVENT_PARAM, type EventItem } from '@mnch/shared';
import { addressWithParams } from '../../lib/use-addressed-selection';

/**
 * The addresses of the events page's dialogs and their forms (docs/no-script.md, "Forms"): each dialog
 * is opened by a query parameter the server renders (PAGE_QUERY_PARAMS['/events']), its form posts to
 * that address (events.route.tsx's action), and the outcome comes back as a flag, never as anything typed.
 */
export const EVENT_FORMS = {
  /** ?event=<slug>: the event's dialog (the shared link too; eventPath, packages/shared/src/rules/paths.ts). */
  eventParam: EVENT_PARAM,
  /** With ?event=: the registration form shown. */
  registerParam: 'register',
  /** With ?event=: after a registration posted without scripts, `1` (confirmed) or `pending` (waiting for approval). */
  registeredParam: 'registered',
  /** The `_form` of the registration form, and the id of its place in the dialog. */
  registration: 'event-registration',
  /** The event dialog's id. */
  dialog: 'event-dialog',
  /** ?notify=1: Subscribe to Event Notifications; ?notified=1 with it after it was sent. */
  notifyParam: 'notify',
  notifiedParam: 'notified',
  /** The `_form` and id of the notifications form. */
  notify: 'event-notifications',
} as const;

/** The parameters that belong to each dialog besides the one that opens it: dropped with it when it closes. */
export const EVENT_DIALOG_RELATED = [EVENT_FORMS.registerParam, EVENT_FORMS.registeredParam] as const;
export const NOTIFY_RELATED = [EVENT_FORMS.notifiedParam] as const;
const EVENT_DIALOG_PARAMS = [EVENT_FORMS.eventParam, ...EVENT_DIALOG_RELATED];
const NOTIFY_PARAMS = [EVENT_FORMS.notifyParam, ...NOTIFY_RELATED];

const without = (names: readonly string[]) => Object.fromEntries(names.map((n) => [n, null]));

/** The page at `pathname` + `search` (its filters kept) with an event's dialog open, at its details or its registration form. */
export function eventDialogHref(pathname: string, search: string, slug: string, register = false): string {
  return addressWithParams(
    pathname,
    search,
    {
      ...without(NOTIFY_PARAMS),
      [EVENT_FORMS.eventParam]: slug,
      [EVENT_FORMS.registerParam]: register ? '1' : null,
      [EVENT_FORMS.registeredParam]: null,
    },
    // The form's address has no #fragment: a fragment would stop the browser focusing its first field (autofocus).
    register ? '' : `#${EVENT_FORMS.dialog}`,
  );
}

/** The page with the notifications dialog open. */
export function notifyHref(pathname: string, search: string): string {
  return addressWithParams(
    pathname,
    search,
    { ...without(EVENT_DIALOG_PARAMS), [EVENT_FORMS.notifyParam]: '1', [EVENT_FORMS.notifiedParam]: null },
    `#${EVENT_FORMS.notify}`,
  );
}

/** The address the notifications form comes back to after it was sent without scripts: its dialog, saying so. */
export function notifiedHref(pathname: string, search: string): string {
  return addressWithParams(
    pathname,
    search,
    { ...without(EVENT_DIALOG_PARAMS), [EVENT_FORMS.notifyParam]: '1', [EVENT_FORMS.notifiedParam]: '1' },
    `#${EVENT_FORMS.notify}`,
  );
}

/** The page with no dialog open, back at `hash`. */
export function closedHref(pathname: string, search: string, hash: string): string {
  return addressWithParams(pathname, search, without([...EVENT_DIALOG_PARAMS, ...NOTIFY_PARAMS]), hash);
}

export type RegistrationOutcome = 'confirmed' | 'pending';

/** The address a registration posted without scripts comes back to: the event's dialog with the outcome's flag. */
export function registeredHref(pathname: string, search: string, outcome: RegistrationOutcome): string {
  return addressWithParams(
    pathname,
    search,
    { [EVENT_FORMS.registerParam]: null, [EVENT_FORMS.registeredParam]: outcome === 'pending' ? 'pending' : '1' },
    `#${EVENT_FORMS.registration}`,
  );
}

/** The outcome an address names (?registered=), if any. */
export function registrationOutcome(flag: string | null): RegistrationOutcome | null {
  return flag === '1' ? 'confirmed' : flag === 'pending' ? 'pending' : null;
}

/** How the page's cards, featured event and calendar open an event's dialog. */
export interface EventOpener {
  /** The address the server renders with the dialog open (at its registration form): the trigger is a link there. */
  href: (event: EventItem, register?: boolean) => string;
  /** Once hydrated, a plain click opens it in place instead. */
  open: (event: EventItem, register?: boolean) => void;
}
