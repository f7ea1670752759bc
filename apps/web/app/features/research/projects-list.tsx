import { SearchForm } from '../../components/search-form';
import { useEffect, useMemo, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FolderSearch, TriangleAlert } from 'lucide-react';
import { PAGE_SIZES, PROJECT_LIMITS, entriesOf } from '@mnch/shared';
import { clsx } from 'clsx';
import { ButtonLink, EmptyState, FilterChips, Pagination } from '../../components/ui';
import { useUrlSearch } from '../../lib/use-url-search';
import { browserReads } from '../../lib/public-reads';
import { useAddressedData } from '../../lib/use-addressed-data';
import { PROJECT_LIST, projectCategories, projectListCopy as copy } from '../../content/research';
import { useBookmarks } from './bookmarks';
import { ProjectCard } from './project-card';
import {
  fetchProjects,
  hasActiveFilters,
  parseFilters,
  projectsHref,
  PROJECTS_STATE,
  type ProjectFilters,
  type ProjectsResult,
  type StatusCounts,
} from './projects';

interface ListProps {
  /** The filters the server read from the page's address, and the projects it found for them. */
  filters: ProjectFilters;
  result: ProjectsResult;
}

/**
 * The research page's projects list (an island: islands/registry.ts). Its state is the page's address:
 * the filters, search and page links change the query in place, and the list then reads the matching
 * projects from the public API, showing the previous ones dimmed meanwhile (Back and Forward too).
 * Each answer is one page (the server's HTML too); the page links work without scripts.
 */
export function ProjectsList(props: ListProps) {
  const [searchParams] = useSearchParams();
  const filters = parseFilters(searchParams);
  const served = useMemo(() => ({ query: props.filters, data: props.result }), [props]);
  const { data: result, loading: busy } = useAddressedData(served, filters, (next) => fetchProjects(browserReads, next));
  const { ids: bookmarks, toggle } = useBookmarks();

  // After a page link, focus moves to the first project of the new page so keyboard users carry on from there.
  const titleRefs = useRef<Array<HTMLAnchorElement | null>>([]);
  const focusFirst = useRef(false);
  const shownPage = result.status === 'ok' ? result.page : 0;
  useEffect(() => {
    if (!focusFirst.current || busy) return;
    focusFirst.current = false;
    titleRefs.current[0]?.focus();
  }, [shownPage, busy]);

  return (
    <div>
      <SearchBox filters={filters} />
      <StatusFilters filters={filters} counts={result.status === 'ok' ? result.counts : null} />
      <CategoryFilters filters={filters} />

      {result.status === 'error' ? (
        <EmptyState as="h3" icon={TriangleAlert} title={copy.loadFailed.title} description={copy.loadFailed.text} className="bg-white" />
      ) : result.projects.length === 0 && result.total > 0 ? (
        // A page past the last (an old link, a number typed in): a small answer that links back.
        <EmptyState
          as="h3"
          icon={FolderSearch}
          title={copy.pastLast.title}
          description={copy.pastLast.text(result.totalPages)}
          className="bg-white"
          action={
            <ButtonLink to={projectsHref({ ...filters, page: result.totalPages })} variant="secondary" preventScrollReset>
              {copy.pastLast.back}
            </ButtonLink>
          }
        />
      ) : result.projects.length === 0 ? (
        <EmptyState
          as="h3"
          icon={FolderSearch}
          title={copy.empty.title}
          description={copy.empty.text}
          className="bg-white"
          action={
            hasActiveFilters(filters) ? (
              <ButtonLink to={projectsHref({})} variant="secondary" preventScrollReset>
                {copy.empty.reset}
              </ButtonLink>
            ) : null
          }
        />
      ) : (
        <>
          <p role="status" className="mb-5 text-sm font-medium text-slate-600">
            {copy.showing(
              (result.page - 1) * PAGE_SIZES.projects + 1,
              (result.page - 1) * PAGE_SIZES.projects + result.projects.length,
              result.total,
            )}
          </p>
          <ul
            aria-busy={busy || undefined}
            aria-label={copy.title}
            className={clsx('grid gap-6 sm:grid-cols-2 lg:grid-cols-3', busy && 'opacity-60 transition-opacity')}
          >
            {result.projects.map((project, index) => (
              <li key={project.id}>
                <ProjectCard
                  ref={(el) => {
                    titleRefs.current[index] = el;
                  }}
                  project={project}
                  bookmarked={bookmarks.includes(String(project.id))}
                  onToggleBookmark={toggle}
                />
              </li>
            ))}
          </ul>
          <Pagination
            className="mt-10"
            label={copy.pagesLabel}
            page={result.page}
            totalPages={result.totalPages}
            hrefFor={(page) => projectsHref({ ...filters, page })}
            onNavigate={() => (focusFirst.current = true)}
          />
        </>
      )}
    </div>
  );
}

function SearchBox({ filters }: { filters: ProjectFilters }) {
  const navigate = useNavigate();
  const go = (q: string, replace: boolean) => navigate(projectsHref({ ...filters, q, page: 1 }), { preventScrollReset: true, replace });
  const search = useUrlSearch(filters.q, (q, replace) => void go(q, replace));

  return (
    <SearchForm
      action={`${PROJECT_LIST.path}#${PROJECT_LIST.anchor}`}
      hidden={PROJECTS_STATE.hiddenInputs(filters, ['q', 'page'])}
      search={search}
      box={{
        id: 'project-search',
        labels: copy,
        clearHref: projectsHref({ ...filters, q: '', page: 1 }),
        maxLength: PROJECT_LIMITS.searchTerm,
      }}
      className="mb-6 flex gap-2"
    >
      <button
        type="submit"
        className="hidden h-12 items-center rounded-full bg-brand-700 px-6 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 sm:inline-flex"
      >
        {copy.searchButton}
      </button>
    </SearchForm>
  );
}

function StatusFilters({ filters, counts }: { filters: ProjectFilters; counts: StatusCounts | null }) {
  return (
    <FilterChips
      label={copy.statusLabel}
      className="mb-3"
      chips={copy.statusFilters.flatMap((f) => {
        const count = counts ? (f.status ? counts[f.status] : counts.all) : null;
        // Paused appears only when there is something to show under it (or it is selected).
        if (f.status === 'paused' && !count && filters.status !== 'paused') return [];
        return [
          { label: f.label, to: projectsHref({ ...filters, status: f.status, page: 1 }), active: f.status === filters.status, count },
        ];
      })}
    />
  );
}

function CategoryFilters({ filters }: { filters: ProjectFilters }) {
  const options = [
    { value: undefined, label: copy.allCategories },
    ...entriesOf(projectCategories).map(([value, c]) => ({ value, label: c.label })),
  ];
  return (
    <nav aria-label={copy.categoryLabel} className="mb-8">
      <ul className="flex flex-wrap gap-2">
        {options.map((o) => {
          const active = o.value === filters.category;
          return (
            <li key={o.label}>
              <Link
                to={projectsHref({ ...filters, category: o.value, page: 1 })}
                preventScrollReset
                aria-current={active ? 'true' : undefined}
                className={clsx(
                  'inline-flex items-center rounded-lg px-3 py-1.5 text-sm font-medium transition-colors',
                  active ? 'bg-slate-900 text-white' : 'text-slate-700 hover:bg-slate-200/70',
                )}
              >
                {o.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
