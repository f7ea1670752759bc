import type { Route } from './+types/terms.route';
import { termsPage } from '../../content/legal';
import { introMeta } from '../../lib/meta';
import { LegalPage, legalHandle } from './legal-page';

export const handle = legalHandle;

export const meta: Route.MetaFunction = () => introMeta(termsPage.intro);

export default function TermsRoute() {
  return <LegalPage content={termsPage} />;
}
