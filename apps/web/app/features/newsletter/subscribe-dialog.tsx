import { Dialog } from '../../components/ui';
import { newsletterCopy } from '../../content/newsletter';
import { SubscribeForm } from './subscribe-form';

const copy = newsletterCopy.subscribe;

/**
 * The subscribe modal: success closes it and clears the fields; the toast shows the server's real
 * outcome (never a success it did not have) for TOAST_DURATION_MS.
 */
export function SubscribeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title={copy.title} description={copy.description} size="lg">
      <SubscribeForm onSubscribed={onClose} onCancel={onClose} />
    </Dialog>
  );
}
