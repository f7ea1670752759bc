import { oneClickUnsubscribePath, unsubscribePath } from '@mnch/shared';

/**
 * A subscriber's way out, for every mail that goes to them as a subscriber (the welcome and each issue):
 * the unsubscribe page's address for the visible link, and the headers of a mail program's unsubscribe
 * button (RFC 2369), one click per RFC 8058: the one-click address, and the Post header that says so.
 */
export function unsubscribeLinks(siteUrl: string, token: string) {
  return {
    url: `${siteUrl}${unsubscribePath(token)}`,
    headers: {
      'List-Unsubscribe': `<${siteUrl}${oneClickUnsubscribePath(token)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
