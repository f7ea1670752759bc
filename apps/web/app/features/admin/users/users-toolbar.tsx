import { ROLES, USER_STATUSES } from '@mnch/shared';
import { Search, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { inputClasses } from '../components/form-field';
import { SEARCH_DEBOUNCE_MS } from '../components/list-filters';
import { ROLE_LABELS, STATUS_LABELS, type UsersFilters } from './users-logic';


/** Search box, status and role filters. Every change goes to the URL and resets to page 1. */
export function UsersToolbar({ filters, onChange }: { filters: UsersFilters; onChange: (next: Partial<UsersFilters>) => void }) {
  const [search, setSearch] = useState(filters.search);
  // The URL is the source of truth: follow it when it changes from outside (back button, reset).
  const [lastUrlSearch, setLastUrlSearch] = useState(filters.search);
  if (lastUrlSearch !== filters.search) {
    setLastUrlSearch(filters.search);
    setSearch(filters.search);
  }
  useEffect(() => {
    if (search.trim() === filters.search) return;
    const timer = window.setTimeout(() => onChange({ search: search.trim() }), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [search, filters.search, onChange]);

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="relative flex-1">
        <label htmlFor="users-search" className="sr-only">
          Search users
        </label>
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
        <input
          id="users-search"
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder="Search by name or email..."
          maxLength={200}
          className={inputClasses(false, 'pr-9 pl-9')}
        />
        {search ? (
          <button
            type="button"
            onClick={() => {
              setSearch('');
              onChange({ search: '' });
            }}
            aria-label="Clear search"
            className="absolute top-1/2 right-2 -translate-y-1/2 rounded p-1 text-slate-500 hover:text-slate-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        ) : null}
      </div>
      <div className="grid grid-cols-2 gap-3 sm:flex">
        <div>
          <label htmlFor="users-status" className="sr-only">
            Filter by status
          </label>
          <select
            id="users-status"
            value={filters.status}
            onChange={(e) => onChange({ status: e.target.value as UsersFilters['status'] })}
            className={inputClasses(false, 'sm:w-40')}
          >
            <option value="">All Status</option>
            {USER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="users-role" className="sr-only">
            Filter by role
          </label>
          <select
            id="users-role"
            value={filters.role}
            onChange={(e) => onChange({ role: e.target.value as UsersFilters['role'] })}
            className={inputClasses(false, 'sm:w-40')}
          >
            <option value="">All Roles</option>
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}
              </option>
            ))}
          </select>
        </div>
      </div>
    </div>
  );
}
