import type { Route } from './+types/accessibility.route';
import { accessibilityPage } from '../../content/legal';
import { introMeta } from '../../lib/meta';
import { LegalPage, legalHandle } from './legal-page';

export const handle = legalHandle;

export const meta: Route.MetaFunction = () => introMeta(accessibilityPage.intro);

export default function AccessibilityRoute() {
  return <LegalPage content={accessibilityPage} />;
}
