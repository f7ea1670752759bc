import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Pencil, SearchX } from 'lucide-react';
import { formatFigure, type FigureItem } from '@mnch/shared';
import { EmptyState } from '../../../components/ui';
import { adminOnlyLoader, adminOnlyPage } from '../components/admin-only';
import { QueryStates } from '../components/query-error';
import { DataTable, HistoryButton } from '../components/data-table';
import { useRevisionHistory } from '../components/revision-history-lazy';
import { SectionHeader, backOfficeMeta, type SectionHandle } from '../components/section-header';
import { BackOfficeHydrateFallback } from '../components/spinner';
import { inputClasses } from '../../../components/form-fields';
import { FIGURES_KEY, figuresQuery } from './api/figures';
import { FigureFormDialog } from './figure-form';

export const handle: SectionHandle = { title: 'Figures' };
export const meta = backOfficeMeta;

export const clientLoader = adminOnlyLoader;
export const HydrateFallback = BackOfficeHydrateFallback;

const DESCRIPTION =
  'Every number the site quotes: the home counters, the about, impact, programmes and training pages and the chat assistant read them by key. Change a value, its label, prefix or suffix; the pages show it from their next request.';

export default adminOnlyPage('Changing the figures', DESCRIPTION, FiguresSection);

function FiguresSection() {
  const query = useQuery(figuresQuery());
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<FigureItem | null>(null);
  const history = useRevisionHistory('figures', FIGURES_KEY);
  const shown = useMemo(() => {
    const words = search.toLowerCase().split(/\s+/).filter(Boolean);
    return (query.data ?? []).filter((f) => words.every((w) => `${f.label} ${f.key}`.toLowerCase().includes(w)));
  }, [query.data, search]);

  return (
    <>
      <SectionHeader description={DESCRIPTION} />
      <div className="mb-4 max-w-md">
        <label htmlFor="figures-search" className="mb-1 block text-sm font-medium text-slate-800">
          Search figures
        </label>
        <input
          id="figures-search"
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder="Search by label or key..."
          className={inputClasses(false)}
        />
      </div>
      <QueryStates
        query={query}
        loading="Loading the figures"
        errorTitle="The figures could not be loaded"
        empty={
          shown.length === 0 ? (
            <EmptyState
              icon={SearchX}
              title="No figures found"
              description={search ? 'Try another search' : 'The figures are stored at start-up.'}
            />
          ) : null
        }
      >
        {() => (
          <DataTable
            label="Figures"
            caption="Figures"
            columns={['Figure', 'Shown as', { label: 'Key', className: 'hidden sm:table-cell' }]}
          >
            {shown.map((figure) => (
              <tr key={figure.key}>
                <td className="px-4 py-3 font-medium text-slate-900">{figure.label}</td>
                <td className="px-4 py-3 tabular-nums text-slate-800">{formatFigure(figure)}</td>
                <td className="hidden px-4 py-3 font-mono text-xs text-slate-500 sm:table-cell">{figure.key}</td>
                <td className="px-4 py-3">
                  <div className="flex justify-end gap-2">
                    <HistoryButton name={figure.label} onClick={() => history.open({ id: figure.id, title: figure.label })} />
                    <button
                      type="button"
                      onClick={() => setEditing(figure)}
                      aria-label={`Edit ${figure.label} (${figure.key})`}
                      className="inline-flex size-9 items-center justify-center rounded-lg text-slate-600 ring-1 ring-slate-200 hover:bg-brand-50 hover:text-brand-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
                    >
                      <Pencil aria-hidden="true" className="size-4" />
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </QueryStates>
      {editing ? <FigureFormDialog figure={editing} onClose={() => setEditing(null)} /> : null}
      {history.dialog}
    </>
  );
}
