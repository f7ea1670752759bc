import { useLocation, useSearchParams } from 'react-router';
import { ExternalLink, Mail, MapPin, Phone } from 'lucide-react';
import { isHttpLink, type TeamCategory, type TeamMember } from '@mnch/shared';
import { clsx } from 'clsx';
import { EmailAddress } from '../../components/email-address';
import { Badge, Dialog, InPlaceLink, buttonClasses } from '../../components/ui';
import { avatarColour, initialsOf } from '../../components/initials';
import { TEAM_MODAL_PUBLICATIONS, teamCopy as copy, teamFilters, teamGroups } from '../../content/team';
import { addressWith, addressWithParams, useAddressedSelection } from '../../lib/use-addressed-selection';
import { countByCategory, filterMembers, parseExpertise, parseTeamQuery, TEAM_PARAMS, toggleSelection } from './team';

/**
 * The team page's members (an island: islands/registry.ts). The group filters are links to the page
 * filtered (?group=) and each member a link to the page with their dialog open (?member=), both
 * rendered by the server and handled in place once hydrated (docs/no-script.md, "Controls").
 */
export function TeamDirectory({ members }: { members: TeamMember[] }) {
  const counts = countByCategory(members);
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const { category } = parseTeamQuery(searchParams);
  const [openId, setOpenId] = useAddressedSelection(TEAM_PARAMS.member);
  const memberHref = (id: string | null) => addressWith(location.pathname, location.search, TEAM_PARAMS.member, id, '#team');
  const groupHref = (next: TeamCategory | undefined) =>
    addressWithParams(location.pathname, location.search, { [TEAM_PARAMS.group]: next ?? null, [TEAM_PARAMS.member]: null }, '#team');
  function setCategory(next: TeamCategory | undefined) {
    const params = new URLSearchParams(searchParams);
    params.delete(TEAM_PARAMS.member);
    if (next) params.set(TEAM_PARAMS.group, next);
    else params.delete(TEAM_PARAMS.group);
    setSearchParams(params, { replace: true, preventScrollReset: true });
  }
  const shown = filterMembers(members, category);
  const open = members.find((m) => String(m.id) === openId) ?? null;
  const activeFilter = teamFilters.find((f) => f.category === category) ?? teamFilters[0];
  const groupText = category ? teamGroups.find((g) => g.title === activeFilter.label)?.text : undefined;

  return (
    <>
      <nav aria-label={copy.filterLabel} className="flex flex-wrap gap-2">
        {teamFilters.map((f) => {
          const active = f.category === category;
          return (
            <InPlaceLink
              key={f.label}
              href={groupHref(f.category)}
              onActivate={() => setCategory(f.category)}
              aria-current={active ? 'true' : undefined}
              className={clsx(
                'inline-flex items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold ring-1 ring-inset transition-colors',
                active ? 'bg-brand-700 text-white ring-brand-700' : 'bg-white text-slate-700 ring-slate-200 hover:bg-brand-50',
              )}
            >
              {f.label}
              <span className={clsx('rounded-full px-2 py-0.5 text-xs', active ? 'bg-white/20 text-white' : 'bg-slate-100 text-slate-700')}>
                {counts[f.category ?? 'all']}
              </span>
            </InPlaceLink>
          );
        })}
      </nav>
      <p role="status" className="mt-5 text-sm text-slate-600">
        <span className="font-semibold text-slate-800">{copy.showing(shown.length)}</span>
        {groupText ? <span> · {groupText}</span> : null}
      </p>

      <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {shown.map((m) => (
          <li key={m.id}>
            <InPlaceLink
              href={memberHref(String(m.id))}
              onActivate={() => setOpenId(toggleSelection(openId, String(m.id)))}
              aria-haspopup="dialog"
              aria-expanded={openId === String(m.id)}
              aria-label={copy.openProfile(m.name)}
              className="group flex h-full w-full flex-col items-center rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-0.5 hover:shadow-lg motion-reduce:transition-none motion-reduce:hover:translate-y-0"
            >
              <Avatar name={m.name} photoUrl={m.photoUrl} className="size-20 text-2xl" />
              <span className="mt-4 text-base font-semibold text-slate-900 group-hover:text-brand-800">{m.name}</span>
              <span className="mt-1 text-sm text-slate-600">{m.title}</span>
              <span className="mt-3 inline-flex flex-wrap items-center justify-center gap-2">
                <Badge tone="brand">{m.category}</Badge>
                {m.country ? (
                  <span className="inline-flex items-center gap-1 text-xs text-slate-600">
                    <MapPin aria-hidden="true" className="size-3.5" />
                    {m.country}
                  </span>
                ) : null}
              </span>
            </InPlaceLink>
          </li>
        ))}
      </ul>
      {members.length === 0 ? <p className="mt-8 text-slate-600">{copy.empty}</p> : null}

      <MemberDialog member={open} closeHref={memberHref(null)} onClose={() => setOpenId(null)} />
    </>
  );
}

/** The member's photo, or their initials when there is none. */
function Avatar({ name, photoUrl, className }: { name: string; photoUrl: string | null; className?: string }) {
  if (photoUrl)
    return (
      <img
        src={photoUrl}
        alt=""
        loading="lazy"
        decoding="async"
        className={clsx('shrink-0 rounded-full object-cover shadow-inner ring-4 ring-white', className)}
      />
    );
  return (
    <span
      aria-hidden="true"
      className={clsx(
        'flex shrink-0 items-center justify-center rounded-full font-bold text-white shadow-inner ring-4 ring-white',
        avatarColour(name),
        className,
      )}
    >
      {initialsOf(name)}
    </span>
  );
}

function MemberDialog({ member, closeHref, onClose }: { member: TeamMember | null; closeHref: string; onClose: () => void }) {
  if (!member) return null;
  const expertise = parseExpertise(member.expertise);
  const publications = member.publications.slice(0, TEAM_MODAL_PUBLICATIONS);
  const profiles = (
    [
      [copy.orcid, member.orcidUrl],
      [copy.scholar, member.scholarUrl],
      [copy.linkedin, member.linkedinUrl],
    ] as const
  ).filter((p): p is readonly [string, string] => !!p[1]);
  return (
    <Dialog
      open
      onClose={onClose}
      closeHref={closeHref}
      size="lg"
      title={member.name}
      description={member.department ? `${member.title} · ${member.department}` : member.title}
      footer={
        <>
          {member.email ? (
            <a
              href={`mailto:${member.email}`}
              className="inline-flex h-11 items-center gap-2 rounded-full bg-brand-700 px-5 text-sm font-semibold text-white shadow-sm hover:bg-brand-800"
            >
              <Mail aria-hidden="true" className="size-4" />
              {copy.email}
              <span className="sr-only"> {member.name}</span>
            </a>
          ) : null}
          {member.phone ? (
            <a
              href={`tel:${member.phone.replace(/[^+\d]/g, '')}`}
              className="inline-flex h-11 items-center gap-2 rounded-full bg-white px-5 text-sm font-semibold text-brand-800 shadow-sm ring-1 ring-inset ring-brand-200 hover:bg-brand-50"
            >
              <Phone aria-hidden="true" className="size-4" />
              {copy.call}
              <span className="sr-only"> {member.name}</span>
            </a>
          ) : null}
          <InPlaceLink href={closeHref} onActivate={onClose} className={buttonClasses({ variant: 'ghost' })}>
            {copy.close}
          </InPlaceLink>
        </>
      }
    >
      <div className="flex items-center gap-4">
        <Avatar name={member.name} photoUrl={member.photoUrl} className="size-16 text-xl" />
        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
          <Badge tone="brand">{member.category}</Badge>
          {member.country ? (
            <span className="inline-flex items-center gap-1">
              <MapPin aria-hidden="true" className="size-4" />
              {member.country}
            </span>
          ) : null}
          {member.email ? (
            <a href={`mailto:${member.email}`} className="rounded font-medium text-brand-700 underline-offset-2 hover:underline">
              <EmailAddress address={member.email} />
            </a>
          ) : null}
          {member.phone ? <span>{member.phone}</span> : null}
        </div>
      </div>

      {member.bio ? (
        <>
          <h3 className="mt-6 text-sm font-semibold uppercase tracking-wider text-brand-700">{copy.about}</h3>
          <p className="mt-2 whitespace-pre-line leading-relaxed text-slate-700">{member.bio}</p>
        </>
      ) : null}

      {expertise.length ? (
        <>
          <h3 className="mt-6 text-sm font-semibold uppercase tracking-wider text-brand-700">{copy.expertise}</h3>
          <div className="mt-2 overflow-x-auto rounded-xl ring-1 ring-slate-200">
            <table className="w-full text-left text-sm">
              <thead className="bg-slate-50 text-slate-600">
                <tr>
                  <th scope="col" className="px-4 py-2 font-semibold">
                    {copy.expertisePeriod}
                  </th>
                  <th scope="col" className="px-4 py-2 font-semibold">
                    {copy.expertiseInfo}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {expertise.map((row, i) => (
                  <tr key={i}>
                    <td className="whitespace-nowrap px-4 py-2 align-top font-medium text-slate-900">{row.period || '—'}</td>
                    <td className="px-4 py-2 text-slate-700">{row.info}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}

      {member.education ? (
        <>
          <h3 className="mt-6 text-sm font-semibold uppercase tracking-wider text-brand-700">{copy.education}</h3>
          <p className="mt-2 text-slate-700">{member.education}</p>
        </>
      ) : null}

      {publications.length ? (
        <>
          <h3 className="mt-6 text-sm font-semibold uppercase tracking-wider text-brand-700">{copy.publications}</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
            {publications.map((p, i) => (
              <li key={i}>{isHttpLink(p) ? <ExternalAnchor href={p}>{p}</ExternalAnchor> : p}</li>
            ))}
          </ul>
        </>
      ) : null}

      {profiles.length ? (
        <>
          <h3 className="mt-6 text-sm font-semibold uppercase tracking-wider text-brand-700">{copy.profiles}</h3>
          <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
            {profiles.map(([label, href]) => (
              <li key={label}>
                <ExternalAnchor href={href}>{label}</ExternalAnchor>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Dialog>
  );
}

/** A link to another site, opened in a new tab. */
function ExternalAnchor({ href, children }: { href: string; children: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 break-all rounded font-medium text-brand-700 underline-offset-2 hover:underline"
    >
      {children}
      <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
      <span className="sr-only"> {copy.opensInNewTab}</span>
    </a>
  );
}
