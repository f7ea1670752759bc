import { projectPath, type Project } from '@mnch/shared';
import { Badge, Dialog } from '../../../components/ui';
import { sanitizeHtml } from '../../../lib/sanitize';
import { ViewOnSiteLink } from '../components/site-link';
import { PROJECT_CATEGORY_LABELS, PROJECT_STATUS_LABELS, PROJECT_STATUS_TONES, formatBudget, formatProjectDate } from './format';
import { FactList } from '../components/fact-list';

/** All of a project's details, read-only. */
export function ProjectViewDialog({ project, onClose }: { project: Project; onClose: () => void }) {
  const facts: [string, string][] = [
    ['Category', PROJECT_CATEGORY_LABELS[project.category] ?? project.category],
    ['Start date', formatProjectDate(project.startDate)],
    ['End date', formatProjectDate(project.endDate)],
    ['Budget', formatBudget(project.budget, project.currency)],
    ['Principal investigator', project.principalInvestigator || '—'],
    ['Funding source', project.fundingSource || '—'],
    ['Target beneficiaries', project.targetBeneficiaries.toLocaleString('en-GB')],
    ['Geographical scope', project.geographicalScope || '—'],
  ];
  const lists: [string, string[]][] = [
    ['Partners', project.partners],
    ['Team members', project.teamMembers],
    ['Tags', project.tags],
  ];
  return (
    <Dialog open onClose={onClose} title={project.title} size="xl">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={PROJECT_STATUS_TONES[project.status] ?? 'neutral'}>{PROJECT_STATUS_LABELS[project.status] ?? project.status}</Badge>
        {project.archived ? null : (
          // Archived projects are off the public site (their address answers "not found").
          <ViewOnSiteLink href={projectPath(project.slug)} />
        )}
      </div>
      {project.imageUrl ? <img src={project.imageUrl} alt="" className="mt-4 max-h-64 w-full rounded-xl object-cover" /> : null}
      <FactList facts={facts} />
      <h3 className="mt-6 text-sm font-semibold text-slate-900">Description</h3>
      <div className="prose-content mt-2" dangerouslySetInnerHTML={{ __html: sanitizeHtml(project.description) }} />
      {lists.map(([label, items]) =>
        items.length ? (
          <div key={label} className="mt-5">
            <h3 className="text-sm font-semibold text-slate-900">{label}</h3>
            <ul className="mt-2 flex flex-wrap gap-2">
              {items.map((item) => (
                <li key={item}>
                  <Badge>{item}</Badge>
                </li>
              ))}
            </ul>
          </div>
        ) : null,
      )}
      {project.documentUrls.length ? (
        <div className="mt-5">
          <h3 className="text-sm font-semibold text-slate-900">Documents</h3>
          <ul className="mt-2 grid gap-1 text-sm">
            {project.documentUrls.map((url) => (
              <li key={url}>
                <a
                  href={url}
                  target="_blank"
                  rel="noreferrer"
                  className="break-all text-brand-700 underline underline-offset-2 hover:text-brand-800"
                >
                  {url}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Dialog>
  );
}
