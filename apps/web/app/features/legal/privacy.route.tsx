import type { Route } from './+types/privacy.route';
import { privacyPage } from '../../content/legal';
import { introMeta } from '../../lib/meta';
import { legalIdentity } from './legal-identity';
import { LegalPage } from './legal-page';

export const meta: Route.MetaFunction = () => introMeta(privacyPage.intro);

export function loader() {
  return { identity: legalIdentity() };
}

export default function PrivacyRoute({ loaderData }: Route.ComponentProps) {
  return <LegalPage content={privacyPage} identity={loaderData.identity} />;
}
