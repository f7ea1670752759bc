import { previewText, projectPath } from '@mnch/shared';
import { itemBySlug, missingItemMeta, MissingItemPage } from '../../components/item-page';
import type { Route } from './+types/project.route';
import type { RouteHandle } from '../../lib/route-handle';
import { ButtonLink } from '../../components/ui';
import { projectArticleCopy as copy } from '../../content/research';
import { pageMeta } from '../../lib/meta';
import { META_DESCRIPTION_LENGTH, ProjectArticle } from './project-article';

/**
 * /research/{slug}: a project's page (View Details on the research page). An old slug of a project on the
 * site answers 301 to its current address (decision 28); an archived or deleted project is not found.
 */
export const loader = ({ params, context }: Route.LoaderArgs) =>
  itemBySlug(context.read, params.slug, projectPath, () => context.read.projectBySlug(params.slug));

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
  return missingItemMeta(result?.state, copy);
};

export default function ProjectRoute({ loaderData }: Route.ComponentProps) {
  if (loaderData.state === 'ok') return <ProjectArticle project={loaderData.project} />;
  return (
    <MissingItemPage
      state={loaderData.state}
      copy={copy}
      back={
        <ButtonLink to={copy.backToProjects.to} variant="secondary">
          {copy.backToProjects.label}
        </ButtonLink>
      }
    />
  );
}
