import { COUNTRY_ACTIVITY_LABELS, INCOME_LEVEL_LABELS, type CountryItem } from '@mnch/shared';
import { Dialog } from '../../../components/ui';

const n = (value: number) => value.toLocaleString('en-US');

/** A country of the impact page's map, read-only. */
export function CountryViewDialog({ country, onClose }: { country: CountryItem; onClose: () => void }) {
  const facts: Array<[string, string]> = [
    ['ISO code', country.code],
    ['Income level', INCOME_LEVEL_LABELS[country.incomeLevel]],
    ['Activity', COUNTRY_ACTIVITY_LABELS[country.activity]],
    ['Population', n(country.population)],
    ['Coordinates', `${country.latitude}, ${country.longitude}`],
    ['Maternal mortality', `${n(country.maternalMortality)} per 100,000 live births`],
    ['Under-five mortality', `${n(country.under5Mortality)} per 1,000 live births`],
    ['GDP per capita', `US$${n(country.gdpPerCapita)}`],
  ];
  return (
    <Dialog open onClose={onClose} title={country.name} size="lg">
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</dt>
            <dd className="text-sm text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-5 grid gap-x-6 gap-y-5 sm:grid-cols-2">
        <List title="Programmes" items={country.programmes} />
        <List title="Partner institutions" items={country.partners} />
      </div>
    </Dialog>
  );
}

function List({ title, items }: { title: string; items: string[] }) {
  return (
    <div>
      <h3 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{title}</h3>
      {items.length ? (
        <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-800">
          {items.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-slate-600">None</p>
      )}
    </div>
  );
}
