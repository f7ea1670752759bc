import { BookOpen, CalendarDays, ChevronDown, MapPin, UserRound, type LucideIcon } from 'lucide-react';
import { clsx } from 'clsx';
import { PARTNER_CARD_PROJECTS, partnerTypeInfo, partnersCopy, type PartnerType } from '../../content/partners';
import { partnerIcons } from '../../content/partner-icons';
import type { CommunityPartner, ResearchPartner, StrategicPartner } from '../../lib/partners';
import { PartnerLogo } from './partner-logo';
import { InPlaceLink } from '../../components/ui';

export function TypeBadge({ type, className }: { type: PartnerType; className?: string }) {
  const info = partnerTypeInfo[type];
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700',
        className,
      )}
    >
      <span aria-hidden="true" className="size-2 rounded-full" style={{ backgroundColor: info.color }} />
      {info.label}
    </span>
  );
}

export function CommunityCard({ partner }: { partner: CommunityPartner }) {
  const Icon = partner.icon ? partnerIcons[partner.icon] : partnerTypeInfo.ngo.icon;
  return (
    <article className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <span className="flex size-11 items-center justify-center rounded-xl bg-red-50 text-red-700">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <h4 className="mt-4 text-lg font-semibold text-slate-900">{partner.name}</h4>
      <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
        <MapPin aria-hidden="true" className="size-4" />
        {partner.location}
      </p>
      <p className="mt-3 flex-1 text-[15px] leading-relaxed text-slate-600">{partner.description}</p>
      {partner.yearStarted ? (
        <p className="mt-4 inline-flex items-center gap-1.5 text-sm font-medium text-brand-800">
          <CalendarDays aria-hidden="true" className="size-4" />
          {partnersCopy.community.since} {partner.yearStarted}
        </p>
      ) : null}
    </article>
  );
}

export function ResearchPartnerCard({ partner }: { partner: ResearchPartner }) {
  const copy = partnersCopy.academic;
  const shown = partner.projects.slice(0, PARTNER_CARD_PROJECTS);
  return (
    <article className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <div className="flex items-start gap-4">
        <PartnerLogo name={partner.name} logo={partner.logo} />
        <div className="min-w-0">
          <h4 className="text-base font-semibold leading-snug text-slate-900">{partner.name}</h4>
          <p className="mt-1 flex items-center gap-1 text-sm text-slate-600">
            <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
            {partner.location}
          </p>
        </div>
      </div>
      <p className="mt-4 text-sm font-medium text-brand-800">{partner.focus}</p>
      <p className="mt-2 flex items-center gap-1.5 text-sm text-slate-600">
        <UserRound aria-hidden="true" className="size-4 shrink-0" />
        <span>
          {copy.keyContact}: <span className="font-medium text-slate-800">{partner.keyContact}</span>
        </span>
      </p>
      <TagList tags={shown} label={copy.projects} tone="sky" className="mt-4 flex-1 content-start" />
      <CardFigures
        figures={[
          { label: copy.publications, value: partner.publications, icon: BookOpen },
          { label: copy.yearsActive, value: partner.yearsActive, icon: CalendarDays },
        ]}
      />
    </article>
  );
}

export function StrategicCard({
  partner,
  selected,
  href,
  onSelect,
  detailId,
}: {
  partner: StrategicPartner;
  selected: boolean;
  /** The page with this partner's details shown (or hidden when shown): docs/no-script.md, "Controls". */
  href: string;
  onSelect: () => void;
  detailId: string;
}) {
  const info = partnerTypeInfo[partner.type];
  const Icon = partner.icon ? partnerIcons[partner.icon] : info.icon;
  return (
    <InPlaceLink
      href={href}
      onActivate={onSelect}
      aria-expanded={selected}
      aria-controls={detailId}
      className={clsx(
        'group flex h-full w-full flex-col rounded-2xl bg-white p-6 text-left shadow-sm ring-1 transition-all hover:-translate-y-0.5 hover:shadow-md',
        selected ? 'ring-2 ring-brand-600' : 'ring-slate-200',
      )}
    >
      <div className="flex w-full items-start justify-between gap-3">
        {partner.logo ? (
          <img src={partner.logo} alt="" width={48} height={48} className="size-12 shrink-0 rounded-xl object-cover" />
        ) : (
          <span className="flex size-12 items-center justify-center rounded-xl text-white" style={{ backgroundColor: info.color }}>
            <Icon aria-hidden="true" className="size-6" />
          </span>
        )}
        <TypeBadge type={partner.type} />
      </div>
      <span className="mt-4 block text-lg font-semibold leading-snug text-slate-900">{partner.name}</span>
      <span className="mt-1 flex items-center gap-1 text-sm text-slate-600">
        <MapPin aria-hidden="true" className="size-3.5" />
        {partner.partnershipSince ? `${partner.location} · since ${partner.partnershipSince}` : partner.location}
      </span>
      <span className="mt-3 block flex-1 text-[15px] leading-relaxed text-slate-600">{partner.description}</span>
      <span className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 group-hover:text-brand-900">
        {partnersCopy.strategic.select}
        <ChevronDown aria-hidden="true" className={clsx('size-4 transition-transform', selected && 'rotate-180')} />
      </span>
    </InPlaceLink>
  );
}

const TAG_TONES = {
  sky: 'bg-sky-50 text-sky-800 ring-sky-200',
  brand: 'bg-brand-50 text-brand-800 ring-brand-200',
};

/** A partner's short tags (its projects, its focus areas) as pills. */
export function TagList({
  tags,
  label,
  tone,
  className,
}: {
  tags: readonly string[];
  label?: string;
  tone: keyof typeof TAG_TONES;
  className?: string;
}) {
  return (
    <ul aria-label={label} className={clsx('flex flex-wrap gap-1.5', className)}>
      {tags.map((tag) => (
        <li key={tag} className={clsx('rounded-full px-2.5 py-1 text-xs font-medium ring-1 ring-inset', TAG_TONES[tone])}>
          {tag}
        </li>
      ))}
    </ul>
  );
}

/** Two small figures at the foot of a partner's card or panel, each number above its label. */
export function CardFigures({ figures }: { figures: { label: string; value: string | number; icon?: LucideIcon }[] }) {
  return (
    <dl className="mt-4 grid grid-cols-2 gap-3 border-t border-slate-100 pt-4">
      {figures.map(({ label, value, icon: Icon }) => (
        <div key={label} className="flex flex-col">
          <dt className="text-xs text-slate-600">{label}</dt>
          <dd className="order-first flex items-center gap-1.5 text-lg font-bold text-slate-900">
            {Icon ? <Icon aria-hidden="true" className="size-4 text-brand-600" /> : null}
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
