import type { Partner } from '@mnch/shared';
import { Badge, Dialog } from '../../../components/ui';
import { PARTNER_LIST_LABELS, PARTNER_TYPE_LABELS } from './format';
import { FactList } from '../components/fact-list';

/** All of a partner's details, read-only. */
export function PartnerViewDialog({ partner, onClose }: { partner: Partner; onClose: () => void }) {
  const shows = [...partner.lists.map((l) => PARTNER_LIST_LABELS[l]), ...(partner.inCarousel ? ['Home page carousel'] : [])];
  const facts: [string, string][] = [
    ['Location', partner.location || '—'],
    ['Region', partner.region ?? '—'],
    ['Coordinates', partner.latitude !== null && partner.longitude !== null ? `${partner.latitude}, ${partner.longitude}` : '—'],
    ['Website', partner.website ?? '—'],
    ['Key contact', partner.keyContact ?? '—'],
    ['Partner since', partner.since ? String(partner.since) : '—'],
    ['Joint publications', partner.publications === null ? '—' : String(partner.publications)],
    ['Active joint projects', partner.projectCount === null ? '—' : String(partner.projectCount)],
    ['Shown on', shows.join(', ') || 'Nowhere yet'],
  ];
  const d = partner.details;
  return (
    <Dialog open onClose={onClose} title={partner.name} description={PARTNER_TYPE_LABELS[partner.type]} size="xl">
      <div className="flex flex-wrap items-center gap-4">
        {partner.logoUrl ? (
          <img src={partner.logoUrl} alt={`${partner.name} logo`} className="size-20 rounded-xl object-cover ring-1 ring-slate-200" />
        ) : null}
        <Badge tone="brand">{PARTNER_TYPE_LABELS[partner.type]}</Badge>
      </div>
      <FactList facts={facts} />
      {partner.description ? <p className="mt-5 text-sm whitespace-pre-line text-slate-700">{partner.description}</p> : null}
      {partner.focus ? <p className="mt-3 text-sm font-medium text-brand-800">{partner.focus}</p> : null}
      {[
        ['Focus areas', partner.focusAreas],
        ['Projects', partner.projects],
        ['Joint projects', d?.jointProjects.map((p) => `${p.title} (${p.status}, ${p.timeline})`) ?? []],
        ['Joint publications', d?.jointPublications.map((p) => `${p.title}, ${p.journal} ${p.year}`) ?? []],
      ].map(([label, items]) =>
        (items as string[]).length ? (
          <div key={label as string} className="mt-5">
            <h3 className="text-sm font-semibold text-slate-900">{label as string}</h3>
            <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
              {(items as string[]).map((item, i) => (
                <li key={i}>{item}</li>
              ))}
            </ul>
          </div>
        ) : null,
      )}
      {d?.fullDescription ? (
        <>
          <h3 className="mt-5 text-sm font-semibold text-slate-900">Full description</h3>
          <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{d.fullDescription}</p>
        </>
      ) : null}
    </Dialog>
  );
}
