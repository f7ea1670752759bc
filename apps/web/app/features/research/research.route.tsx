import { FolderSearch, MapPin, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { clsx } from 'clsx';
import type { Route } from './+types/research.route';
import { CtaBand, FeatureGrid, PageHero, Section } from '../../components/page';
import { Badge, ButtonLink, EmptyState } from '../../components/ui';
import { projectsCopy, researchCollaborate, researchIntro, researchThemes } from '../../content/areas';
import { serverApi } from '../../lib/api-client';
import { introMeta } from '../../lib/meta';
import { fetchProjects, parseStatus, previewText } from './projects';

export const meta: Route.MetaFunction = () => introMeta(researchIntro);

export async function loader({ request, context }: Route.LoaderArgs) {
  const status = parseStatus(new URL(request.url).searchParams.get('status'));
  return { status, result: await fetchProjects(serverApi(context.apiOrigin), status) };
}

export default function ResearchRoute({ loaderData }: Route.ComponentProps) {
  const { status, result } = loaderData;
  return (
    <>
      <PageHero eyebrow={researchIntro.eyebrow} title={researchIntro.heading} lead={researchIntro.lead} />

      <Section id="themes" eyebrow="Research themes" title="What we study">
        <FeatureGrid items={researchThemes} columns={4} />
      </Section>

      <Section id={projectsCopy.id} tone="muted" eyebrow={projectsCopy.eyebrow} title={projectsCopy.title}>
        <nav aria-label="Project status" className="mb-8 flex flex-wrap gap-2">
          {projectsCopy.filters.map((f) => {
            const active = f.status === status;
            return (
              <Link
                key={f.label}
                to={f.status ? `/research?status=${f.status}#projects` : '/research#projects'}
                aria-current={active ? 'page' : undefined}
                preventScrollReset
                className={clsx(
                  'rounded-full px-4 py-2 text-sm font-semibold ring-1 ring-inset transition-colors',
                  active ? 'bg-brand-700 text-white ring-brand-700' : 'bg-white text-slate-700 ring-slate-200 hover:bg-brand-50',
                )}
              >
                {f.label}
              </Link>
            );
          })}
        </nav>

        {result.status === 'error' ? (
          <EmptyState as="h3" icon={TriangleAlert} title="Projects unavailable" description={projectsCopy.loadFailed} />
        ) : result.projects.length === 0 ? (
          <EmptyState
            as="h3"
            icon={FolderSearch}
            title={projectsCopy.empty.title}
            description={projectsCopy.empty.text}
            action={
              status ? (
                <ButtonLink to="/research#projects" variant="secondary">
                  {projectsCopy.empty.reset}
                </ButtonLink>
              ) : null
            }
          />
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {result.projects.map((project) => (
              <li key={project.id} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <div className="flex flex-wrap items-center gap-2">
                  <Badge tone={project.status === 'active' ? 'brand' : project.status === 'completed' ? 'blue' : 'amber'}>
                    {project.status === 'active' ? 'Ongoing' : project.status === 'completed' ? 'Completed' : 'Paused'}
                  </Badge>
                  {project.category ? <span className="text-xs font-semibold uppercase text-slate-500">{project.category}</span> : null}
                </div>
                <h3 className="mt-3 text-lg font-semibold text-slate-900">{project.title}</h3>
                <p className="mt-2 flex-1 text-sm text-slate-600">{previewText(project.description)}</p>
                {project.geographicalScope ? (
                  <p className="mt-3 inline-flex items-center gap-1 text-sm text-slate-600">
                    <MapPin aria-hidden="true" className="size-4" />
                    {project.geographicalScope}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </Section>

      <CtaBand
        title={researchCollaborate.title}
        text={researchCollaborate.text}
        actions={
          <>
            <ButtonLink to={researchCollaborate.primary.to} variant="inverse" size="lg">
              {researchCollaborate.primary.label}
            </ButtonLink>
            <ButtonLink to={researchCollaborate.secondary.to} variant="outline-inverse" size="lg">
              {researchCollaborate.secondary.label}
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
