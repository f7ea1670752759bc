import type { TeamMember } from '@mnch/shared';
import { Badge, Dialog } from '../../../components/ui';
import { FactList } from '../components/fact-list';

/** All of a member's details, read-only. */
export function TeamViewDialog({ member, onClose }: { member: TeamMember; onClose: () => void }) {
  const facts: [string, string][] = [
    ['Job title', member.title],
    ['Department', member.department || '—'],
    ['Country', member.country || '—'],
    ['Email', member.email || '—'],
    ['Phone', member.phone || '—'],
    ['Education', member.education || '—'],
  ];
  const links: [string, string | null][] = [
    ['ORCID', member.orcidUrl],
    ['Google Scholar', member.scholarUrl],
    ['LinkedIn', member.linkedinUrl],
  ];
  return (
    <Dialog open onClose={onClose} title={member.name} description={member.title} size="xl">
      <div className="flex flex-wrap items-center gap-4">
        {member.photoUrl ? <img src={member.photoUrl} alt="" className="size-24 rounded-full object-cover ring-1 ring-slate-200" /> : null}
        <Badge tone="brand">{member.category}</Badge>
      </div>
      <FactList facts={facts} />
      {member.bio ? (
        <>
          <h3 className="mt-6 text-sm font-semibold text-slate-900">Biography</h3>
          <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{member.bio}</p>
        </>
      ) : null}
      {member.expertise ? (
        <>
          <h3 className="mt-5 text-sm font-semibold text-slate-900">Expertise</h3>
          <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{member.expertise}</p>
        </>
      ) : null}
      {member.publications.length ? (
        <>
          <h3 className="mt-5 text-sm font-semibold text-slate-900">Selected publications</h3>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm break-words text-slate-700">
            {member.publications.map((p, i) => (
              <li key={i}>{p}</li>
            ))}
          </ul>
        </>
      ) : null}
      <h3 className="mt-5 text-sm font-semibold text-slate-900">Profile links</h3>
      <dl className="mt-1 grid gap-x-6 gap-y-2 sm:grid-cols-3">
        {links.map(([label, href]) => (
          <div key={label}>
            <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</dt>
            <dd className="text-sm break-all text-slate-900">
              {href ? (
                <a href={href} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline-offset-2 hover:underline">
                  {href}
                </a>
              ) : (
                '—'
              )}
            </dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}
