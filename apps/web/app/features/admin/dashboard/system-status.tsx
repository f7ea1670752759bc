import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Database, Globe, HardDrive, RefreshCw, type LucideIcon } from 'lucide-react';
import { Button } from '../../../components/ui';
import { zonedFormat } from '@mnch/shared';
import { zoneLabel } from '../../../lib/zone-label';
import { healthQuery } from './api/get-health';

type Tone = 'green' | 'red' | 'gray';

const DOT: Record<Tone, string> = { green: 'bg-green-500', red: 'bg-red-500', gray: 'bg-slate-300' };
const TEXT: Record<Tone, string> = { green: 'text-green-700', red: 'text-red-700', gray: 'text-slate-500' };

function StatusRow({ icon: Icon, label, value, tone }: { icon: LucideIcon; label: string; value: string; tone: Tone }) {
  return (
    <li className="flex items-center justify-between gap-3 py-3">
      <span className="flex items-center gap-3 text-sm text-slate-700">
        <Icon aria-hidden="true" className="size-4 text-slate-400" />
        {label}
      </span>
      <span className={clsx('flex items-center gap-2 text-sm font-medium', TEXT[tone])}>
        <span aria-hidden="true" className={clsx('size-2.5 rounded-full', DOT[tone])} />
        {value}
      </span>
    </li>
  );
}

/** "14:05:09", in the site's time zone. */
const CLOCK: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false };

/** System Status from GET /api/health, not constants. */
export function SystemStatus() {
  const { data, isPending, isError, isFetching, dataUpdatedAt, errorUpdatedAt, refetch } = useQuery(healthQuery);
  const checking = isPending && !isError;
  const part = (value: 'ok' | 'error' | undefined, ok: string): { value: string; tone: Tone } =>
    checking
      ? { value: 'Checking…', tone: 'gray' }
      : !value
        ? { value: 'Unknown', tone: 'gray' }
        : value === 'ok'
          ? { value: ok, tone: 'green' }
          : { value: 'Error', tone: 'red' };
  const website = checking
    ? { value: 'Checking…', tone: 'gray' as const }
    : isError
      ? { value: 'Offline', tone: 'red' as const }
      : { value: 'Online', tone: 'green' as const };
  const database = part(isError ? undefined : data?.database, 'Connected');
  const storage = part(isError ? undefined : data?.storage, 'Active');
  const checkedAt = Math.max(dataUpdatedAt, errorUpdatedAt);

  return (
    <section aria-labelledby="system-status-title" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-center justify-between gap-3">
        <h2 id="system-status-title" className="text-base font-semibold text-slate-900">
          System Status
        </h2>
        <Button variant="ghost" size="sm" onClick={() => void refetch()} disabled={isFetching} className="-mr-2">
          <RefreshCw aria-hidden="true" className={clsx('size-4', isFetching && 'animate-spin')} />
          {isFetching ? 'Checking…' : 'Check again'}
        </Button>
      </div>
      <ul className="mt-2 divide-y divide-slate-100" aria-live="polite">
        <StatusRow icon={Globe} label="Website Status" {...website} />
        <StatusRow icon={Database} label="Database" {...database} />
        <StatusRow icon={HardDrive} label="Storage" {...storage} />
      </ul>
      {checkedAt > 0 ? (
        <p className="mt-2 text-xs text-slate-500">
          Last checked at {zonedFormat(CLOCK).format(checkedAt)} {zoneLabel(checkedAt)}
        </p>
      ) : null}
    </section>
  );
}
