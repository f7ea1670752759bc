import { ShieldAlert } from 'lucide-react';

/** Shown instead of an admin-only section to an editor (a 403 in page form). */
export function AdminOnlyNotice({ what }: { what: string }) {
  return (
    <div role="alert" className="rounded-xl border border-amber-200 bg-amber-50 p-6 sm:p-8">
      <div className="flex items-start gap-4">
        <ShieldAlert aria-hidden="true" className="size-8 shrink-0 text-amber-600" />
        <div>
          <h2 className="text-base font-semibold text-amber-900">Administrators only</h2>
          <p className="mt-1 text-sm leading-6 text-amber-800">
            {what} is available to administrators. Your account has the editor role; ask an administrator if something here needs changing.
          </p>
        </div>
      </div>
    </div>
  );
}
