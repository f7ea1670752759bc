import type { Route } from './+types/terms.route';
import { termsPage } from '../../content/legal';
import { introMeta } from '../../lib/meta';
import { legalIdentity } from './legal-identity';
import { LegalPage } from './legal-page';

export const meta: Route.MetaFunction = () => introMeta(termsPage.intro);

export function loader() {
  return { identity: legalIdentity() };
}

export default function TermsRoute({ loaderData }: Route.ComponentProps) {
  return <LegalPage content={termsPage} identity={loaderData.identity} />;
}
