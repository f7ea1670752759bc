import { Dialog } from '../../components/ui';
import { newsletterCopy } from '../../content/newsletter';
import type { FormFailure } from '../../lib/form-result';
import { SubscribeForm } from './subscribe-form';

const copy = newsletterCopy.subscribe;

/**
 * The subscribe modal: success closes it and clears the fields; the toast shows the server's real
 * outcome (never a success it did not have) for TOAST_DURATION_MS.
 */
export function SubscribeDialog({ open, onClose, posted }: { open: boolean; onClose: () => void; posted: FormFailure | null }) {
  return (
    <Dialog open={open} onClose={onClose} title={copy.title} description={copy.description} size="lg">
      <SubscribeForm posted={posted} onSubscribed={onClose} onCancel={onClose} />
    </Dialog>
  );
}
