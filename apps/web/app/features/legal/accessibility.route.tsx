import type { Route } from './+types/accessibility.route';
import { accessibilityPage } from '../../content/legal';
import { introMeta } from '../../lib/meta';
import { legalIdentity } from './legal-identity';
import { LegalPage } from './legal-page';

export const meta: Route.MetaFunction = () => introMeta(accessibilityPage.intro);

export function loader() {
  return { identity: legalIdentity() };
}

export default function AccessibilityRoute({ loaderData }: Route.ComponentProps) {
  return <LegalPage content={accessibilityPage} identity={loaderData.identity} />;
}
