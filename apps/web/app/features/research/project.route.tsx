import { FileQuestion, TriangleAlert } from 'lucide-react';
import { data, redirect } from 'react-router';
import { previewText, projectPath, type Project } from '@mnch/shared';
import type { Route } from './+types/project.route';
import type { RouteHandle } from '../../lib/route-handle';
import { ButtonLink, EmptyPage } from '../../components/ui';
import { projectArticleCopy as copy } from '../../content/research';
import { pageMeta } from '../../lib/meta';
import { isMissing } from '../../lib/missing';
import { META_DESCRIPTION_LENGTH, ProjectArticle } from './project-article';

type ProjectState = { state: 'ok'; project: Project } | { state: 'not-found' } | { state: 'error' };

/**
 * /research/{slug}: a project's page (View Details on the research page). An old slug of a project on the
 * site answers 301 to its current address (decision 28); an archived or deleted project is not found.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  try {
    const { project } = await context.read.projectBySlug(params.slug);
    return data<ProjectState>({ state: 'ok', project });
  } catch (error) {
    if (!isMissing(error)) return data<ProjectState>({ state: 'error' }, { status: 502 });
  }
  const moved = await context.read.redirect(projectPath(params.slug.trim().toLowerCase())).catch(() => null);
  if (moved) throw redirect(moved, 301);
  return data<ProjectState>({ state: 'not-found' }, { status: 404 });
}

/**
 * Served as islands, with none of its own: the page is all server HTML. It opens on a light background
 * (the header's text is dark over it).
 */
export const handle: RouteHandle = { islands: true, lightHero: true };

export const meta: Route.MetaFunction = ({ data: result }) => {
  if (result?.state === 'ok') {
    const p = result.project;
    return pageMeta(p.title, previewText(p.description, META_DESCRIPTION_LENGTH) || p.title);
  }
  if (result?.state === 'not-found') return [...pageMeta(copy.notFound.title, copy.notFound.text), { name: 'robots', content: 'noindex' }];
  return pageMeta(copy.error.title, copy.error.text);
};

export default function ProjectRoute({ loaderData }: Route.ComponentProps) {
  if (loaderData.state === 'ok') return <ProjectArticle project={loaderData.project} />;
  const text = loaderData.state === 'not-found' ? copy.notFound : copy.error;
  return (
    <EmptyPage
      icon={loaderData.state === 'not-found' ? FileQuestion : TriangleAlert}
      title={text.title}
      description={text.text}
      action={
        <ButtonLink to={copy.backToProjects.to} variant="secondary">
          {copy.backToProjects.label}
        </ButtonLink>
      }
    />
  );
}
