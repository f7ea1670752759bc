import type { Route } from './+types/privacy.route';
import { privacyPage } from '../../content/legal';
import { introMeta } from '../../lib/meta';
import { LegalPage, legalHandle } from './legal-page';

export const handle = legalHandle;

export const meta: Route.MetaFunction = () => introMeta(privacyPage.intro);

export default function PrivacyRoute() {
  return <LegalPage content={privacyPage} />;
}
