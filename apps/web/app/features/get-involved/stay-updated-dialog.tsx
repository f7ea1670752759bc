import { InterestsSubscribeDialog } from '../../components/interests-subscribe-dialog';
import { getInvolvedCopy, stayUpdatedAreas } from '../../content/get-involved';
import type { FormDialogProps, FormFailure } from '../../lib/form-result';
import { GET_INVOLVED_FORMS } from './get-involved-forms';

const copy = getInvolvedCopy.stayUpdatedDialog;
const areaOptions = stayUpdatedAreas.map((a) => ({ value: a, label: a }));

/**
 * Stay Updated: a newsletter subscription (source get-involved) with the interests chosen. An address
 * opens it (?dialog=stay-updated, get-involved-forms.ts); before or without scripts its form posts
 * there (get-involved.route.tsx's action), which comes back with the errors and values typed, or after
 * success with ?sent=1. `posted` is what the page's last post without scripts came back with, if it
 * failed (this form's outcome is taken from it).
 */
export function StayUpdatedDialog(props: FormDialogProps & { posted: FormFailure | null }) {
  return (
    <InterestsSubscribeDialog
      {...props}
      formId={GET_INVOLVED_FORMS.stayUpdated}
      source="get-involved"
      title={copy.title}
      labels={copy}
      interests={{ legend: copy.areas, options: areaOptions }}
    />
  );
}
