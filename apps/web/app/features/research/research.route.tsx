import type { Route } from './+types/research.route';
import { Island } from '../../islands/island';
import type { RouteHandle } from '../../lib/route-handle';
import { CtaBand, FeatureGrid, PageHero, Section } from '../../components/page';
import { PROJECT_LIST, projectListCopy as copy, researchCollaborate, researchIntro, researchThemes } from '../../content/research';
import { introMeta } from '../../lib/meta';
import { fetchProjects, parseFilters } from './projects';

/** Served as islands: the projects list (search, filters, page links, bookmarks, share) is one. */
export const handle: RouteHandle = { islands: true };

export const meta: Route.MetaFunction = () => introMeta(researchIntro);

/** Search, filters and the number of pages shown come from the URL; the server filters and pages. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const filters = parseFilters(new URL(request.url).searchParams);
  return { filters, result: await fetchProjects(context.read, filters) };
}

export default function ResearchRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow={researchIntro.eyebrow} title={researchIntro.heading} lead={researchIntro.lead} />

      <Section id="themes" eyebrow="Research themes" title="What we study">
        <FeatureGrid items={researchThemes} columns={4} />
      </Section>

      <Section id={PROJECT_LIST.anchor} tone="muted" eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro}>
        <Island name="projects-list" props={{ filters: loaderData.filters, result: loaderData.result }} />
      </Section>

      <CtaBand
        title={researchCollaborate.title}
        text={researchCollaborate.text}
        links={[researchCollaborate.primary, researchCollaborate.secondary]}
      />
    </>
  );
}
