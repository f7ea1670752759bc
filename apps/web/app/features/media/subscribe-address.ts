import { addressWithParams } from '../../lib/use-addressed-selection';

/**
 * The media page's subscribe dialog (docs/no-script.md, "Forms"): ?subscribe=1 opens it
 * (PAGE_QUERY_PARAMS['/media']), its form posts there (media.route.tsx's action), and after success
 * the dialog comes back with ?subscribed=1, never with anything typed.
 */
export const MEDIA_SUBSCRIBE = {
  param: 'subscribe',
  subscribedParam: 'subscribed',
  /** The form's `_form` and id. */
  form: 'media-subscribe',
  /** The band the dialog opens from, where closing it comes back to. */
  band: 'stay-informed',
} as const;

/** The media page at `pathname` + `search` (its tab and lists kept) with the dialog open, or after it was sent. */
export function subscribeHref(pathname: string, search: string, subscribed = false): string {
  return addressWithParams(
    pathname,
    search,
    { [MEDIA_SUBSCRIBE.param]: '1', [MEDIA_SUBSCRIBE.subscribedParam]: subscribed ? '1' : null },
    `#${MEDIA_SUBSCRIBE.form}`,
  );
}

/** The page without the dialog, back at the band. */
export function closedHref(pathname: string, search: string): string {
  return addressWithParams(
    pathname,
    search,
    { [MEDIA_SUBSCRIBE.param]: null, [MEDIA_SUBSCRIBE.subscribedParam]: null },
    `#${MEDIA_SUBSCRIBE.band}`,
  );
}
