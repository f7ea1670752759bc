import { forwardRef, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ArrowRight, Bookmark, BookmarkCheck, CalendarClock, MapPin, Share2, Users } from 'lucide-react';
import { clsx } from 'clsx';
import { toast } from '../../lib/toast';
import { ProjectProgress, ProjectStatusBadge } from '../../components/project-meta';
import { formatDays, formatParticipants, projectHref, projectDurationDays } from '../../components/projects';
import { projectCategories, projectCategoryStyle, projectListCopy as copy } from '../../content/research';
import { assetUrl } from '../../lib/articles';
import { IMAGE_BOX, responsiveImage } from '../../lib/images';
import { previewText, visibleTags, type ProjectSummary } from './projects';
import { shareLink } from '../../lib/share';
import { useHydrated } from '../../lib/use-hydrated';

interface ProjectCardProps {
  project: ProjectSummary;
  bookmarked: boolean;
  onToggleBookmark: (id: string) => boolean;
}

/** A project in the research page's grid. The ref goes to the title link (focus after a page link). */
export const ProjectCard = forwardRef<HTMLAnchorElement, ProjectCardProps>(function ProjectCard(
  { project, bookmarked, onToggleBookmark },
  titleRef,
) {
  const href = projectHref(project);
  const days = projectDurationDays(project.startDate, project.endDate);
  const tags = visibleTags(project.tags);
  const participants = project.teamMembers?.length ?? 0;
  const category = projectCategoryStyle(project.category);
  const titleId = `project-${project.id}-title`;
  const hydrated = useHydrated();

  function onBookmark() {
    const saved = onToggleBookmark(String(project.id));
    toast.success(saved ? copy.bookmarkAdded(project.title) : copy.bookmarkRemoved(project.title));
  }

  async function onShare() {
    const url = new URL(href, window.location.origin).toString();
    const outcome = await shareLink({ title: project.title, text: previewText(project.description), url });
    if (outcome === 'copied') toast.success(copy.linkCopied);
    else if (outcome === 'failed') toast.error(copy.copyFailed);
  }

  return (
    <article
      aria-labelledby={titleId}
      className="group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-lg"
    >
      <div className="relative">
        <ProjectImage project={project} />
        <div className="absolute left-3 top-3 flex flex-wrap gap-2">
          <span className="rounded-full bg-white/95 shadow-sm">
            <ProjectStatusBadge status={project.status} />
          </span>
        </div>
        <div className="absolute right-3 top-3 flex gap-2">
          {/* Bookmarks are kept in this browser by the scripts: hidden without them (`scripting: none`), docs/no-script.md. */}
          <button
            type="button"
            onClick={onBookmark}
            aria-pressed={bookmarked}
            aria-label={`${copy.bookmark}: ${project.title}`}
            title={bookmarked ? copy.bookmarked : copy.bookmark}
            className={clsx(
              'flex size-9 items-center justify-center rounded-full shadow-sm ring-1 ring-inset transition-colors noscript:hidden',
              bookmarked
                ? 'bg-brand-700 text-white ring-brand-700 hover:bg-brand-800'
                : 'bg-white/95 text-slate-700 ring-slate-200 hover:bg-white hover:text-brand-700',
            )}
          >
            {bookmarked ? <BookmarkCheck aria-hidden="true" className="size-4" /> : <Bookmark aria-hidden="true" className="size-4" />}
          </button>
          {/* A link to the project page's share links (by mail, to the networks) until hydrated; then the share sheet or the link copied. */}
          <a
            href={`${href}#share`}
            onClick={(event) => {
              if (!hydrated) return;
              event.preventDefault();
              void onShare();
            }}
            aria-label={`${copy.share}: ${project.title}`}
            title={copy.share}
            className="flex size-9 items-center justify-center rounded-full bg-white/95 text-slate-700 shadow-sm ring-1 ring-inset ring-slate-200 transition-colors hover:bg-white hover:text-brand-700"
          >
            <Share2 aria-hidden="true" className="size-4" />
          </a>
        </div>
      </div>

      <div className="flex flex-1 flex-col p-5 sm:p-6">
        {category ? <p className="text-xs font-semibold uppercase tracking-wider text-brand-700">{category.label}</p> : null}
        <h3 id={titleId} className="mt-1.5 text-lg font-semibold leading-snug text-slate-900">
          <Link ref={titleRef} to={href} className="rounded hover:text-brand-800">
            {project.title}
          </Link>
        </h3>
        <p className="mt-2 text-sm leading-relaxed text-slate-600">{previewText(project.description)}</p>

        <ul className="mt-4 space-y-1.5 text-sm text-slate-600">
          {days !== null ? (
            <li className="flex items-center gap-2">
              <CalendarClock aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
              <span>
                <span className="sr-only">Duration: </span>
                {formatDays(days)}
              </span>
            </li>
          ) : null}
          {project.geographicalScope ? (
            <li className="flex items-center gap-2">
              <MapPin aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
              <span>
                <span className="sr-only">Geographical scope: </span>
                {project.geographicalScope}
              </span>
            </li>
          ) : null}
          <li className="flex items-center gap-2">
            <Users aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
            <span>{formatParticipants(participants)}</span>
          </li>
        </ul>

        {tags.shown.length ? (
          <ul aria-label="Tags" className="mt-4 flex flex-wrap gap-1.5">
            {tags.shown.map((tag) => (
              <li key={tag} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
                {tag}
              </li>
            ))}
            {tags.more ? (
              <li className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-inset ring-brand-200">
                +{tags.more} more
              </li>
            ) : null}
          </ul>
        ) : null}

        <div className="mt-auto pt-5">
          {project.status === 'active' ? <ProjectProgress value={project.progress ?? 0} className="mb-5" /> : null}
          <Link
            to={href}
            aria-label={`${copy.viewDetails}: ${project.title}`}
            className="inline-flex h-10 w-full items-center justify-center gap-2 rounded-full bg-brand-700 px-5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-800"
          >
            {copy.viewDetails}
            <ArrowRight
              aria-hidden="true"
              className="size-4 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none"
            />
          </Link>
        </div>
      </div>
    </article>
  );
});

/** The project's image, or a gradient with the category's icon when there is none or it fails to load. */
function ProjectImage({ project }: { project: ProjectSummary }) {
  const src = assetUrl(project.imageUrl ?? project.image);
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  const category = projectCategoryStyle(project.category) ?? projectCategories.research;
  const Icon = category.icon;

  // An image that failed before hydration never fires onError for React.
  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0) setFailed(true);
  }, [src]);

  return (
    <div className={clsx('relative aspect-[16/9] overflow-hidden bg-gradient-to-br', category.gradient)}>
      <div aria-hidden="true" className="absolute inset-0 flex items-center justify-center">
        <svg className="absolute inset-0 size-full opacity-20" preserveAspectRatio="none">
          <defs>
            <pattern id={`dots-${project.id}`} width="18" height="18" patternUnits="userSpaceOnUse">
              <circle cx="2" cy="2" r="1.2" fill="#fff" />
            </pattern>
          </defs>
          <rect width="100%" height="100%" fill={`url(#dots-${project.id})`} />
        </svg>
        <span className="relative flex size-16 items-center justify-center rounded-2xl bg-white/20 text-white ring-1 ring-inset ring-white/40 backdrop-blur-sm">
          <Icon className="size-8" />
        </span>
      </div>
      {src && !failed ? (
        <img
          ref={ref}
          {...responsiveImage(
            { url: src },
            { sizes: '(min-width: 1280px) 395px, (min-width: 768px) 47vw, 100vw', fallback: IMAGE_BOX.wide },
          )}
          alt=""
          loading="lazy"
          onError={() => setFailed(true)}
          className="relative size-full object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none"
        />
      ) : null}
    </div>
  );
}
