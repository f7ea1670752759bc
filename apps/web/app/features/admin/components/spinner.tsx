import { Spinner } from '../../../components/ui';

/**
 * What the server sends for a back-office route (`HydrateFallback`): a small centred spinner and no
 * back-office markup. The route's `clientLoader` decides what to show once the browser has the token.
 */
export function BackOfficeHydrateFallback() {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-slate-50 text-brand-700">
      <Spinner label="Loading the back office" className="size-8" />
    </div>
  );
}

/** A spinner centred in the content area while a section loads its data. */
export function ContentSpinner({ label }: { label: string }) {
  return (
    <div className="flex justify-center py-16 text-brand-700">
      <Spinner label={label} className="size-7" />
    </div>
  );
}
