import { DetailDialog } from '../../components/detail-dialog';
import { Building2, Stethoscope } from 'lucide-react';
import { Badge } from '../../components/ui';
import { activityLabels, incomeLevelLabels, type Country } from '../../content/countries';
import { activityColors, countryModalCopy as copy, countryMapCopy } from '../../content/impact-maps';
import { formatPopulation } from './filters';

export function ActivityDot({ activity, className = 'size-3' }: { activity: Country['activity']; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block shrink-0 rounded-full ring-2 ring-white ${className}`}
      style={{ backgroundColor: activityColors[activity] }}
    />
  );
}

/**
 * A country's details: indicators, programmes and partners (opened from a map popup or the list, or by
 * the address: `closeHref` is the page without it, docs/no-script.md, "Controls").
 */
export function CountryModal({ country, closeHref, onClose }: { country: Country | null; closeHref: string; onClose: () => void }) {
  return (
    <DetailDialog
      item={country ? { title: country.name } : null}
      close={{ href: closeHref, label: copy.close, onClose }}
      size="lg"
      description={country ? `${incomeLevelLabels[country.incomeLevel]} · ${activityLabels[country.activity]}` : undefined}
    >
      {country ? (
        <div className="space-y-6">
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone="neutral">{country.code}</Badge>
            <span className="inline-flex items-center gap-2 text-sm font-medium text-slate-700">
              <ActivityDot activity={country.activity} />
              {activityLabels[country.activity]}
            </span>
          </div>
          <dl className="grid grid-cols-2 gap-3">
            <Indicator label={copy.population} value={formatPopulation(country.population)} />
            <Indicator label={copy.gdpPerCapita} value={`US$${country.gdpPerCapita.toLocaleString('en-US')}`} />
            <Indicator
              label={copy.maternalMortality}
              value={country.maternalMortality.toLocaleString('en-US')}
              unit={copy.maternalMortalityUnit}
            />
            <Indicator label={copy.under5Mortality} value={String(country.under5Mortality)} unit={copy.under5MortalityUnit} />
          </dl>
          <div className="grid gap-6 sm:grid-cols-2">
            <ListBlock icon={Stethoscope} title={copy.programs} items={country.programmes} empty={copy.noPrograms} />
            <ListBlock icon={Building2} title={copy.partners} items={country.partners} empty={copy.noPartners} />
          </div>
          <p className="text-xs text-slate-600">{countryMapCopy.indicatorsNote}</p>
        </div>
      ) : null}
    </DetailDialog>
  );
}

function Indicator({ label, value, unit }: { label: string; value: string; unit?: string }) {
  return (
    <div className="flex flex-col rounded-xl bg-slate-50 p-4 ring-1 ring-inset ring-slate-200">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">{label}</dt>
      <dd className="order-first text-xl font-bold text-brand-800">
        {value}
        {unit ? <span className="block text-xs font-normal text-slate-600">{unit}</span> : null}
      </dd>
    </div>
  );
}

function ListBlock({ icon: Icon, title, items, empty }: { icon: typeof Building2; title: string; items: string[]; empty: string }) {
  return (
    <div>
      <h3 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <Icon aria-hidden="true" className="size-4 text-brand-700" />
        {title}
      </h3>
      {items.length ? (
        <ul className="mt-2 space-y-1.5 text-sm text-slate-700">
          {items.map((item, i) => (
            <li key={i} className="flex gap-2">
              <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-500" />
              {item}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-slate-600">{empty}</p>
      )}
    </div>
  );
}
