import { addressWithParams } from '../../lib/use-addressed-selection';

/**
 * The talent network's dialog and form on /jobs (docs/no-script.md, "Forms"): ?talent=1 opens the
 * dialog (rendered open by the server); its form posts to that address (careers.route.tsx's action),
 * which comes back with the error and the address typed, or after success with ?subscribed=1 too.
 */
export const TALENT_FORMS = {
  param: 'talent',
  subscribedParam: 'subscribed',
  /** The dialog's id, and the `_form` of its form. */
  dialog: 'talent-network',
  form: 'talent-network',
} as const;

/** The page with the talent network's dialog open (or closed), its other parameters kept. */
export function talentHref(pathname: string, search: string, open: boolean, subscribed = false): string {
  return addressWithParams(
    pathname,
    search,
    { [TALENT_FORMS.param]: open ? '1' : null, [TALENT_FORMS.subscribedParam]: open && subscribed ? '1' : null },
    open ? `#${TALENT_FORMS.dialog}` : '',
  );
}
