import { useQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { useId, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { AUDIT_ACTIONS, AUDIT_ACTION_LABELS, AUDIT_MESSAGES, AUDIT_PAGE_SIZE, auditKindLabel } from '@mnch/shared';
import { inputClasses } from '../../../components/form-fields';
import { Button } from '../../../components/ui';
import { adminOnlyLoader, adminOnlyPage } from '../components/admin-only';
import { ListFilters } from '../components/list-filters';
import { PagedQuery } from '../components/paged-list';
import { SectionHeader, backOfficeMeta, type SectionHandle } from '../components/section-header';
import { BackOfficeHydrateFallback } from '../components/spinner';
import { useListParams } from '../components/use-list-params';
import type { TableSort } from '../components/data-table';
import { auditFacetsQuery, auditLogQuery, hasAuditFilter, readAuditLogFilter, type AuditLogFilter } from './api/get-audit-log';
import { AuditLogTable } from './audit-log-table';

export const handle: SectionHandle = { title: 'Audit log' };
export const meta = backOfficeMeta;

export const clientLoader = adminOnlyLoader;
export const HydrateFallback = BackOfficeHydrateFallback;

const DESCRIPTION =
  "Every change made through the back office and the API, newest first: who made it, when (the centre's time), what was done and to which item, every sign-in, sign-out and failed sign-in, and what staff tried without permission. The log cannot be edited.";

const ACTION_OPTIONS = AUDIT_ACTIONS.map((a) => ({ value: a, label: AUDIT_ACTION_LABELS[a] }));

export default adminOnlyPage('The audit log', DESCRIPTION, AuditLogSection);

function AuditLogSection() {
  const { update, sorting } = useListParams();
  const [searchParams] = useSearchParams();
  const filter = useMemo(() => readAuditLogFilter(searchParams), [searchParams]);
  const facets = useQuery(auditFacetsQuery());
  const people = useMemo(() => {
    const known = (facets.data?.people ?? []).map((p) => ({ value: String(p.id), label: p.name }));
    // A person in the address whom the choices do not hold (yet): still shown as chosen.
    return filter.user && !known.some((p) => p.value === filter.user)
      ? [...known, { value: filter.user, label: `User #${filter.user}` }]
      : known;
  }, [facets.data, filter.user]);
  const kinds = useMemo(() => {
    const known = facets.data?.kinds ?? [];
    return [...known, ...(filter.kind && !known.includes(filter.kind) ? [filter.kind] : [])].map((k) => ({
      value: k,
      label: auditKindLabel(k),
    }));
  }, [facets.data, filter.kind]);

  return (
    <>
      <SectionHeader description={DESCRIPTION} />
      <ListFilters<'user' | 'kind' | 'action'>
        onChange={update}
        selects={[
          { name: 'user', label: 'Filter by person', allLabel: 'Everyone', value: filter.user, options: people, widthClass: 'md:w-44' },
          { name: 'kind', label: 'Filter by section', allLabel: 'All sections', value: filter.kind, options: kinds, widthClass: 'md:w-40' },
          {
            name: 'action',
            label: 'Filter by action',
            allLabel: 'All actions',
            value: filter.action,
            options: ACTION_OPTIONS,
            widthClass: 'md:w-40',
          },
        ]}
      >
        <DateRange from={filter.from} to={filter.to} onChange={update} />
      </ListFilters>
      <AuditLogList
        sorting={sorting}
        filter={filter}
        onPage={(page) => update({ page })}
        onReset={() => update({ user: '', kind: '', action: '', from: '', to: '' })}
      />
    </>
  );
}

/** The days of the range, both included (the centre's days). */
function DateRange({ from, to, onChange }: { from: string; to: string; onChange: (patch: { from?: string; to?: string }) => void }) {
  const id = useId();
  return (
    <div className="grid grid-cols-2 gap-3 md:flex md:items-center">
      <div className="flex flex-col gap-1 md:flex-row md:items-center md:gap-2">
        <label htmlFor={`${id}-from`} className="text-xs font-medium text-slate-700">
          From
          <span className="sr-only"> date</span>
        </label>
        <input
          id={`${id}-from`}
          type="date"
          value={from}
          max={to || undefined}
          onChange={(e) => onChange({ from: e.target.value })}
          className={inputClasses(false, 'md:w-36')}
        />
      </div>
      <div className="flex flex-col gap-1 md:flex-row md:items-center md:gap-2">
        <label htmlFor={`${id}-to`} className="text-xs font-medium text-slate-700">
          To
          <span className="sr-only"> date</span>
        </label>
        <input
          id={`${id}-to`}
          type="date"
          value={to}
          min={from || undefined}
          onChange={(e) => onChange({ to: e.target.value })}
          className={inputClasses(false, 'md:w-36')}
        />
      </div>
    </div>
  );
}

function AuditLogList({
  filter,
  onPage,
  onReset,
  sorting,
}: {
  filter: AuditLogFilter;
  onPage: (page: number) => void;
  onReset: () => void;
  sorting: TableSort;
}) {
  const query = useQuery(auditLogQuery(filter));
  const entries = query.data?.entries ?? [];
  const filtered = hasAuditFilter(filter);
  // Entries exist but none on this page (a page past the end).
  const pastTheEnd = (query.data?.total ?? 0) > 0;
  return (
    <PagedQuery
      query={query}
      loading="Loading the audit log"
      errorTitle={AUDIT_MESSAGES.loadFailed}
      empty={{
        icon: History,
        title: pastTheEnd ? `There are no entries on page ${filter.page}` : AUDIT_MESSAGES.emptyTitle,
        description: filtered ? AUDIT_MESSAGES.emptySearchHint : AUDIT_MESSAGES.emptyHint,
        action: pastTheEnd ? (
          <Button variant="secondary" size="sm" onClick={() => onPage(1)}>
            Go to the first page
          </Button>
        ) : filtered ? (
          <Button variant="secondary" size="sm" onClick={onReset}>
            Reset Filters
          </Button>
        ) : null,
      }}
      pageSize={AUDIT_PAGE_SIZE}
      shown={entries.length}
      noun="entries"
      page={filter.page}
      onPage={onPage}
      label="Audit log pages"
    >
      <AuditLogTable entries={entries} {...sorting} />
    </PagedQuery>
  );
}
