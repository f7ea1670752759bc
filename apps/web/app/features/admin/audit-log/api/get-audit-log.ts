import { AUDIT_PAGE_SIZE, auditFacetsSchema, auditLogListSchema, isAuditAction, parsePage, type AuditEntry } from '@mnch/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

/** The log's filters in the address: `user`, `kind`, `action`, `from`, `to` (days), `page`. */
export interface AuditLogFilter {
  user: string;
  kind: string;
  action: string;
  from: string;
  to: string;
  page: number;
  /** The table's sort (`userName`, `-at`), '' for newest first. */
  sort: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The filters an address asks for; a value the API would refuse (typed into the address by hand) is
 * left out rather than shown as an error.
 */
export function readAuditLogFilter(params: URLSearchParams): AuditLogFilter {
  const value = (name: string, valid: (v: string) => boolean) => {
    const v = params.get(name)?.trim() ?? '';
    return valid(v) ? v : '';
  };
  return {
    user: value('user', (v) => /^[1-9]\d{0,9}$/.test(v)),
    kind: value('kind', (v) => /^[a-z][a-z0-9-]{0,39}$/.test(v)),
    action: value('action', isAuditAction),
    from: value('from', (v) => DAY.test(v)),
    to: value('to', (v) => DAY.test(v)),
    page: parsePage(params.get('page')),
    sort: params.get('sort') ?? '',
  };
}

export const hasAuditFilter = (f: AuditLogFilter) => !!(f.user || f.kind || f.action || f.from || f.to);

export interface AuditLogPage {
  entries: AuditEntry[];
  total: number;
  totalPages: number;
}

export const AUDIT_LOG_KEY = ['admin', 'audit-log'] as const;

/** One page of the log, filtered and paged on the server. */
export const auditLogQuery = (filter: AuditLogFilter) =>
  queryOptions({
    queryKey: [...AUDIT_LOG_KEY, 'list', filter],
    queryFn: async ({ signal }): Promise<AuditLogPage> => {
      const data = await api.get('/audit-log', auditLogListSchema, {
        query: {
          page: filter.page,
          sort: filter.sort,
          limit: AUDIT_PAGE_SIZE,
          user: filter.user,
          kind: filter.kind,
          action: filter.action,
          from: filter.from,
          to: filter.to,
        },
        signal,
      });
      return { entries: data.entries, total: data.pagination.total, totalPages: data.pagination.totalPages };
    },
    placeholderData: keepPreviousData,
  });

/** The people and kinds the log holds (the filters' choices). */
export const auditFacetsQuery = () =>
  queryOptions({
    queryKey: [...AUDIT_LOG_KEY, 'facets'],
    queryFn: ({ signal }) => api.get('/audit-log/facets', auditFacetsSchema, { signal }),
  });
