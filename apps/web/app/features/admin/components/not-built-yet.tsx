import { Construction } from 'lucide-react';
import { EmptyState } from '../../../components/ui';

/** An honest note for a section whose management screen is not available yet. */
export function NotBuiltYet({ what }: { what: string }) {
  return (
    <EmptyState
      icon={Construction}
      className="bg-white"
      title={`The tools to manage ${what} are not available yet`}
      description="They will appear here in a coming update."
    />
  );
}
