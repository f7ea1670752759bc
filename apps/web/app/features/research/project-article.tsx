import { ArrowLeft, CalendarDays, Clock } from 'lucide-react';
import { articleReadTime, htmlToText, projectPath, type Project } from '@mnch/shared';
import { Island } from '../../islands/island';
import { ProjectProgress, ProjectStatusBadge } from '../../components/project-meta';
import { formatDays, formatParticipants, projectDurationDays } from '../../components/projects';
import { ButtonLink } from '../../components/ui';
import { articleCopy } from '../../content/article';
import { projectArticleCopy as copy, projectCategoryStyle } from '../../content/research';
import { assetUrl } from '../../lib/articles';
import { ARTICLE_IMAGE_SIZES, IMAGE_BOX, responsiveImage } from '../../lib/images';
import { formatDate } from '../../lib/dates';
import { useSiteOrigin } from '../../lib/public-config';

export const META_DESCRIPTION_LENGTH = 160;

/**
 * A project shown on the article page: the same view as an article, filled from the
 * research item's fields (title, description as content, imageUrl as featured image, createdAt as date),
 * plus the project's facts. The loader sanitises the description before it is rendered.
 */
export function ProjectArticle({ project }: { project: Project }) {
  // Cleaned once by the API when it was written (apps/api/src/lib/sanitize.ts, decision 0014).
  const html = project.description;
  const origin = useSiteOrigin();
  const image = assetUrl(project.imageUrl ?? project.image);
  const date = formatDate(project.createdAt);
  const minutes = articleReadTime(htmlToText(project.description));
  const category = project.category ? (projectCategoryStyle(project.category)?.label ?? project.category) : null;
  const days = projectDurationDays(project.startDate, project.endDate);
  const start = formatDate(project.startDate);
  const end = formatDate(project.endDate);

  const facts: Array<{ label: string; value: string }> = [];
  if (days !== null) facts.push({ label: copy.facts.duration, value: formatDays(days) });
  if (start || end) facts.push({ label: copy.facts.dates, value: [start ?? '…', end ?? '…'].join(' – ') });
  if (project.geographicalScope) facts.push({ label: copy.facts.scope, value: project.geographicalScope });
  facts.push({ label: copy.facts.participants, value: formatParticipants(project.teamMembers.length) });
  if (project.principalInvestigator) facts.push({ label: copy.facts.investigator, value: project.principalInvestigator });
  if (project.fundingSource) facts.push({ label: copy.facts.funding, value: project.fundingSource });

  return (
    <article className="bg-gradient-to-b from-brand-50 via-white to-white pb-20 pt-28 sm:pt-36">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <ButtonLink to={copy.backToProjects.to} variant="secondary">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {copy.backToProjects.label}
        </ButtonLink>
        <header className="mt-8">
          <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
            <ProjectStatusBadge status={project.status} />
            {category ? <span className="text-xs font-semibold uppercase tracking-wider text-brand-700">{category}</span> : null}
            {date ? (
              <span className="inline-flex items-center gap-1.5">
                <CalendarDays aria-hidden="true" className="size-4" />
                <time dateTime={project.createdAt}>{date}</time>
              </span>
            ) : null}
            <span className="inline-flex items-center gap-1.5">
              <Clock aria-hidden="true" className="size-4" />
              {minutes} {articleCopy.minRead}
            </span>
          </div>
          <h1 className="mt-4 text-balance text-3xl font-bold tracking-tight text-slate-900 sm:text-5xl">{project.title}</h1>
        </header>

        {image ? (
          // The page's largest picture: fetched first, never lazily.
          <img
            {...responsiveImage({ url: image }, { sizes: ARTICLE_IMAGE_SIZES, fallback: IMAGE_BOX.wide })}
            alt=""
            fetchPriority="high"
            className="mt-10 aspect-[16/9] h-auto w-full rounded-2xl object-cover shadow-md"
          />
        ) : null}

        <section aria-label="Project facts" className="mt-10 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <dl className="grid gap-x-8 gap-y-4 sm:grid-cols-2">
            {facts.map((f) => (
              <div key={f.label}>
                <dt className="text-xs font-semibold uppercase tracking-wider text-slate-500">{f.label}</dt>
                <dd className="mt-1 text-slate-900">{f.value}</dd>
              </div>
            ))}
          </dl>
          {project.status === 'active' ? <ProjectProgress value={project.progress} className="mt-6" /> : null}
        </section>

        <h2 className="mt-12 text-2xl font-bold tracking-tight text-slate-900">{copy.aboutTitle}</h2>
        <div className="prose-content mt-4" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: html }} />

        {project.teamMembers.length ? <NameList title={copy.facts.team} names={project.teamMembers} /> : null}
        {project.partners.length ? <NameList title={copy.facts.partners} names={project.partners} /> : null}
        {project.tags.length ? (
          <div className="mt-10">
            <h2 className="text-sm font-semibold uppercase tracking-wider text-slate-500">{copy.facts.tags}</h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {project.tags.map((tag) => (
                <li key={tag} className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-700">
                  {tag}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {/* The research cards' Share leads here (#share) until their scripts have run. */}
        <div className="mt-12 border-t border-slate-200 pt-6">
          <Island
            name="share-menu"
            props={{ label: copy.share, title: project.title, url: `${origin ?? ''}${projectPath(project.slug)}`, id: 'share' }}
            wake="interaction"
          />
        </div>
      </div>
    </article>
  );
}

function NameList({ title, names }: { title: string; names: string[] }) {
  return (
    <div className="mt-10">
      <h2 className="text-sm font-semibold uppercase tracking-wider text-slate-500">{title}</h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {names.map((name) => (
          <li key={name} className="rounded-lg bg-brand-50 px-3 py-1.5 text-sm text-brand-900 ring-1 ring-inset ring-brand-100">
            {name}
          </li>
        ))}
      </ul>
    </div>
  );
}
