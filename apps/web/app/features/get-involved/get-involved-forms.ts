import { addressWithParams } from '../../lib/use-addressed-selection';

/**
 * The addresses of the get involved page's dialogs (docs/no-script.md, "Forms"): ?dialog= opens one
 * (PAGE_QUERY_PARAMS['/get-involved']), its form posts there (get-involved.route.tsx's action), and
 * after success the same dialog comes back with ?sent=1, never with anything typed.
 */
export const GET_INVOLVED_FORMS = {
  dialogParam: 'dialog',
  sentParam: 'sent',
  /** The dialogs, each named as its form's `_form` and id. */
  getInTouch: 'get-in-touch',
  stayUpdated: 'stay-updated',
} as const;

export type GetInvolvedDialog = typeof GET_INVOLVED_FORMS.getInTouch | typeof GET_INVOLVED_FORMS.stayUpdated;

/** The page at `pathname` + `search` with `dialog` open, at its form, or after it was sent. */
export function dialogHref(pathname: string, search: string, dialog: GetInvolvedDialog, sent = false): string {
  return addressWithParams(
    pathname,
    search,
    { [GET_INVOLVED_FORMS.dialogParam]: dialog, [GET_INVOLVED_FORMS.sentParam]: sent ? '1' : null },
    `#${dialog}`,
  );
}

/** The page with no dialog open. */
export function closedHref(pathname: string, search: string): string {
  return addressWithParams(pathname, search, { [GET_INVOLVED_FORMS.dialogParam]: null, [GET_INVOLVED_FORMS.sentParam]: null });
}
