import { redirect } from 'react-router';
import type { Route } from './+types/pdf-viewer-path.route';
import { viewerAddressFromPath } from '../../lib/document-viewer';

/** `/pdf-viewer/<address>`: a permanent redirect to the viewer's own address, `/pdf-viewer?url=<address>`. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const rest = url.pathname.slice('/pdf-viewer/'.length);
  return redirect(viewerAddressFromPath(rest, url.search), 301);
}
