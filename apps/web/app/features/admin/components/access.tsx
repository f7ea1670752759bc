import { createContext, use, type ReactNode } from 'react';
import { Eye, Plus } from 'lucide-react';
import { Button } from '../../../components/ui';
import type { Role } from '@mnch/shared';
import { canWrite, seesPersonalData } from '../../../lib/session';

/**
 * The signed-in user's role, for the back office's write controls and personal data (decision 33). The
 * shell (layouts/admin/admin-layout.tsx) provides it as the server last answered it; a section rendered
 * alone (a component test) is an editor's.
 */
const RoleContext = createContext<Role>('editor');

/** Provides the user's role to the access hooks below. */
export function AccessProvider({ role, children }: { role: Role; children: ReactNode }) {
  return <RoleContext value={role}>{children}</RoleContext>;
}

/** True when the signed-in user may add, edit, delete, publish, upload, reorder or restore (`canWrite`). */
export function useCanWrite(): boolean {
  return canWrite(use(RoleContext));
}

/** True when the signed-in user may see visitors' personal data, such as an event's registrations (`seesPersonalData`). */
export function useSeesPersonalData(): boolean {
  return seesPersonalData(use(RoleContext));
}

/** Its children for a user who may change content; nothing (not a disabled control) for a viewer. */
export function WriteOnly({ children }: { children: ReactNode }) {
  return useCanWrite() ? children : null;
}

/** A section's "Add …" button (in its header and its empty state): nothing for a viewer. */
export function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  if (!useCanWrite()) return null;
  return (
    <Button onClick={onClick}>
      <Plus aria-hidden="true" className="size-4" /> {label}
    </Button>
  );
}

/** The viewer's note in the shell: why the back office shows no edit buttons. */
export function ReadOnlyNote({ className = '' }: { className?: string }) {
  return (
    <p className={`flex items-center gap-1.5 text-xs font-medium ${className}`}>
      <Eye aria-hidden="true" className="size-3.5 shrink-0" />
      <span>Read-only access: your role can read the back office but not change it.</span>
    </p>
  );
}
