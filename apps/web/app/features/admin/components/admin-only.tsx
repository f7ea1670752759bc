import type { ComponentType, ReactNode } from 'react';
import { ShieldAlert } from 'lucide-react';
import { ROLE_LABELS, type Role } from '@mnch/shared';
import { getStaffSession } from '../../../lib/session';
import { SectionHeader } from './section-header';

/**
 * Shown instead of a section the signed-in role may not open (a 403 in page form): an admin-only section
 * to an editor or a viewer, or a section of visitors' personal data to a viewer (`personalData`).
 */
export function AdminOnlyNotice({ what, role = 'editor', personalData = false }: { what: string; role?: Role; personalData?: boolean }) {
  const roleName = ROLE_LABELS[role].toLowerCase();
  return (
    <div role="alert" className="rounded-xl border border-amber-200 bg-amber-50 p-6 sm:p-8">
      <div className="flex items-start gap-4">
        <ShieldAlert aria-hidden="true" className="size-8 shrink-0 text-amber-600" />
        <div>
          <h2 className="text-base font-semibold text-amber-900">{personalData ? 'Not for your role' : 'Administrators only'}</h2>
          <p className="mt-1 text-sm leading-6 text-amber-800">
            {personalData
              ? `${what} holds visitors' personal data, which is open to editors and administrators. Your account has the ${roleName} role.`
              : `${what} is available to administrators. Your account has the ${roleName} role; ask an administrator if something here needs changing.`}
          </p>
        </div>
      </div>
    </div>
  );
}

/** The client loader of an administrators-only section: whether the signed-in staff member is one. */
export async function adminOnlyLoader() {
  return { isAdmin: getStaffSession()?.role === 'admin' };
}

/** An administrators-only section: its header and the notice for an editor, else the section itself. */
export function AdminOnlySection({
  isAdmin,
  description,
  what,
  children,
}: {
  isAdmin: boolean;
  description: string;
  what: string;
  children: ReactNode;
}) {
  if (isAdmin) return children;
  return (
    <>
      <SectionHeader description={description} />
      <AdminOnlyNotice what={what} />
    </>
  );
}

/**
 * The page of an administrators-only route (its default export, beside `clientLoader = adminOnlyLoader`):
 * `Section` for an administrator, else its header and the notice (AdminOnlySection).
 */
export function adminOnlyPage(what: string, description: string, Section: ComponentType) {
  return function AdminOnlyPage({ loaderData }: { loaderData: { isAdmin: boolean } }) {
    return (
      <AdminOnlySection isAdmin={loaderData.isAdmin} description={description} what={what}>
        <Section />
      </AdminOnlySection>
    );
  };
}
