import { COUNTRY_ACTIVITY_LABELS, INCOME_LEVEL_LABELS, type CountryItem } from '@mnch/shared';
import { DataTable, RowActions, type RowHandlers } from '../components/data-table';

interface CountriesTableProps extends RowHandlers<CountryItem> {
  countries: CountryItem[];
}

/** Country (name, code), Income level, Activity, Programmes and partners, Actions. */
export function CountriesTable({ countries, onView, onEdit, onDelete, onHistory }: CountriesTableProps) {
  return (
    <DataTable label="Countries" columns={['Country', 'Income level', 'Activity', 'Programmes · Partners']}>
      {countries.map((country) => (
        <tr key={country.id} className="align-top hover:bg-slate-50/60">
          <td className="min-w-44 px-4 py-3">
            <p className="font-semibold text-slate-900">{country.name}</p>
            <p className="mt-0.5 text-xs font-medium text-slate-600">{country.code}</p>
          </td>
          <td className="min-w-36 px-4 py-3 text-slate-700">{INCOME_LEVEL_LABELS[country.incomeLevel]}</td>
          <td className="min-w-36 px-4 py-3 text-slate-700">{COUNTRY_ACTIVITY_LABELS[country.activity]}</td>
          <td className="px-4 py-3 text-slate-700 tabular-nums">
            {country.programmes.length} · {country.partners.length}
          </td>
          <RowActions
            name={country.name}
            noun="Country"
            viewLabel="View Details"
            onView={() => onView(country)}
            onEdit={() => onEdit(country)}
            onHistory={onHistory ? () => onHistory(country) : undefined}
            onDelete={() => onDelete(country)}
          />
        </tr>
      ))}
    </DataTable>
  );
}
