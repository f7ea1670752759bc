import {
  FIELD_SITE_FIGURE_LABELS,
  FIELD_SITE_FIGURES,
  FIELD_SITE_MOTIF_LABELS,
  FIELD_SITE_REGION_INFO,
  type FieldSiteItem,
} from '@mnch/shared';
import { Dialog } from '../../../components/ui';
import { SiteImage } from '../../../components/site-illustration';

const term = 'text-xs font-semibold tracking-wide text-slate-600 uppercase';

/** A field site, read-only. */
export function FieldSiteViewDialog({ site, onClose }: { site: FieldSiteItem; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} title={site.name} size="lg">
      <SiteImage site={site} />
      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">
        <div>
          <dt className={term}>Region</dt>
          <dd className="text-sm text-slate-900">{FIELD_SITE_REGION_INFO[site.region].label}</dd>
        </div>
        <div>
          <dt className={term}>Type</dt>
          <dd className="text-sm text-slate-900">{site.type}</dd>
        </div>
        <div>
          <dt className={term}>Place</dt>
          <dd className="text-sm text-slate-900">
            {site.x}% across, {site.y}% down
          </dd>
        </div>
        <div>
          <dt className={term}>Picture</dt>
          <dd className="text-sm text-slate-900">
            {FIELD_SITE_MOTIF_LABELS[site.motif]}, {site.colorFrom} to {site.colorTo}
          </dd>
        </div>
        {FIELD_SITE_FIGURES.map((f) => (
          <div key={f}>
            <dt className={term}>{FIELD_SITE_FIGURE_LABELS[f]}</dt>
            <dd className="text-sm text-slate-900 tabular-nums">{site[f].toLocaleString('en-US')}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm leading-relaxed whitespace-pre-line text-slate-700">{site.description}</p>
      {site.programs.length ? (
        <>
          <h3 className="mt-4 text-sm font-semibold text-slate-900">Programmes</h3>
          <ul className="mt-1 list-disc pl-5 text-sm text-slate-700">
            {site.programs.map((p, i) => (
              <li key={`${i}-${p}`}>{p}</li>
            ))}
          </ul>
        </>
      ) : null}
    </Dialog>
  );
}
