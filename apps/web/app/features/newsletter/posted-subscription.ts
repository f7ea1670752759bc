import { NEWSLETTER_PAGE } from '../../content/newsletter';
import { useFormFailure, type FormFailure } from '../../lib/form-result';

/** What a subscription posted without scripts came back with: the page's form's, or an email-only form's. */
export function usePostedSubscription(): FormFailure | null {
  const full = useFormFailure(NEWSLETTER_PAGE.forms.full);
  const email = useFormFailure(NEWSLETTER_PAGE.forms.email);
  return full ?? email;
}
