import { DetailDialog, LearnMoreLink } from '../../components/detail-dialog';
import { ArrowRight, CalendarRange, MapPin, Users } from 'lucide-react';
import { Badge, InPlaceLink, buttonClasses, MarkedList } from '../../components/ui';
import { pathways, pathwaysCopy, type CareerPathway } from '../../content/careers';

const labels = pathwaysCopy.labels;

interface PathwayCardsProps {
  /** The pathway whose dialog is open (from the address, /jobs?details=<id>), or null. */
  openId: string | null;
  onOpenChange: (id: string | null) => void;
  /** The address of the page with a pathway's dialog open (null: closed). */
  hrefFor: (id: string | null) => string;
  /** The address of its openings (the list filtered to the pathway). */
  openingsHref: (pathway: CareerPathway) => string;
  onShowOpenings: (pathway: CareerPathway) => void;
  /** Where applications go (the site settings' careers email). */
  careersEmail: string;
}

/**
 * The six career pathway cards and their Learn More dialog. Learn More is
 * a link to the page with the dialog open, handled in place once hydrated (docs/no-script.md, "Controls").
 */
export function PathwayCards({ openId, onOpenChange, hrefFor, openingsHref, onShowOpenings, careersEmail }: PathwayCardsProps) {
  const selected = pathways.find((p) => p.id === openId) ?? null;
  const close = () => onOpenChange(null);
  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {pathways.map((pathway) => {
          const Icon = pathway.icon;
          return (
            <li
              key={pathway.id}
              className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md"
            >
              <div className="flex items-start justify-between gap-3">
                <span className="flex size-12 items-center justify-center rounded-xl bg-gradient-to-br from-brand-600 to-brand-800 text-white shadow-sm">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <Badge tone="brand">{pathway.level}</Badge>
              </div>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{pathway.title}</h3>
              <p className="mt-2 flex-1 text-[15px] leading-relaxed text-slate-600">{pathway.description}</p>
              <p className="mt-4 flex items-center gap-1.5 text-sm text-slate-600">
                <CalendarRange aria-hidden="true" className="size-4 text-brand-600" />
                {pathway.duration}
              </p>
              <LearnMoreLink
                href={hrefFor(pathway.id)}
                onActivate={() => onOpenChange(pathway.id)}
                label={pathwaysCopy.learnMore}
                title={pathway.title}
              />
            </li>
          );
        })}
      </ul>

      <DetailDialog
        item={selected}
        close={{ href: hrefFor(null), label: pathwaysCopy.close, onClose: close }}
        description={selected?.level}
        size="lg"
        action={
          selected?.filter ? (
            <InPlaceLink
              href={openingsHref(selected)}
              className={buttonClasses()}
              onActivate={() => {
                const pathway = selected;
                close();
                onShowOpenings(pathway);
              }}
            >
              {pathwaysCopy.viewOpenings}
              <ArrowRight aria-hidden="true" className="size-4" />
            </InPlaceLink>
          ) : null
        }
      >
        {selected ? <PathwayDetails pathway={selected} careersEmail={careersEmail} /> : null}
      </DetailDialog>
    </>
  );
}

function PathwayDetails({ pathway, careersEmail }: { pathway: CareerPathway; careersEmail: string }) {
  return (
    <div className="space-y-6">
      <p className="text-base leading-relaxed text-slate-700">{pathway.fullDescription}</p>
      <dl className="grid gap-3 sm:grid-cols-3">
        {[
          { icon: CalendarRange, label: labels.duration, value: pathway.duration },
          { icon: Users, label: labels.targetAudience, value: pathway.targetAudience },
          { icon: MapPin, label: labels.location, value: pathway.location },
        ].map(({ icon: Icon, label, value }) => (
          <div key={label} className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
            <dt className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wider text-slate-600">
              <Icon aria-hidden="true" className="size-4 text-brand-600" />
              {label}
            </dt>
            <dd className="mt-1 text-sm font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="grid gap-6 sm:grid-cols-2">
        <DetailList title={labels.activities} items={pathway.activities} />
        <DetailList title={labels.benefits} items={pathway.benefits} />
      </div>
      <div>
        <h3 className="text-sm font-semibold uppercase tracking-wider text-slate-600">{labels.skills}</h3>
        <ul className="mt-3 flex flex-wrap gap-2">
          {pathway.skills.map((skill) => (
            <li key={skill}>
              <Badge tone="neutral">{skill}</Badge>
            </li>
          ))}
        </ul>
      </div>
      <p className="text-sm text-slate-600">
        {pathwaysCopy.questions.before}
        <a
          href={`mailto:${careersEmail}?subject=${encodeURIComponent(pathway.title)}`}
          className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
        >
          {careersEmail}
        </a>
        {pathwaysCopy.questions.after}
      </p>
    </div>
  );
}

export function DetailList({ title, items }: { title: string; items: string[] }) {
  return (
    <div>
      <h3 className="text-sm font-semibold uppercase tracking-wider text-slate-600">{title}</h3>
      <MarkedList items={items} mark="check" className="mt-3 space-y-2" />
    </div>
  );
}
