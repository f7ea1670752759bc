import { titleCase, type Collection, type ItemOf } from '@mnch/shared';
import { DataTable, RowActions, type Column, type RowHandlers, type TableSort } from '../components/data-table';
import { summaryField, terms } from './collection-fields';

type Item = ItemOf<Collection>;

/** A collection's list: the item's name (with its first long text under it), its short fields, its actions. */
export function CollectionTable({
  collection,
  items,
  onView,
  onEdit,
  onDelete,
  onHistory,
  sort,
  onSort,
}: { collection: Collection; items: Item[] } & RowHandlers<Item> & TableSort) {
  const columns = terms(collection, { list: true });
  const summary = summaryField(collection);
  const noun = titleCase(collection.noun);
  const sortable = (key: string) => (collection.list.sortable.includes(key) ? key : undefined);
  const headings: Column[] = [
    { label: collection.noun, sort: sortable(collection.labelField) },
    ...columns.map((term) => ({ label: term.label, className: 'whitespace-nowrap', sort: sortable(term.name) })),
  ];
  return (
    <DataTable label={collection.section} columns={headings} sort={sort} onSort={onSort}>
      {items.map((item) => {
        const name = String(item[collection.labelField] ?? '');
        const text = summary ? item[summary] : null;
        return (
          <tr key={item.id} className="align-top hover:bg-slate-50/60">
            <td className="max-w-lg min-w-56 px-4 py-3">
              <p className="font-semibold text-slate-900">{name}</p>
              {typeof text === 'string' && text ? <p className="mt-0.5 line-clamp-2 text-xs text-slate-600">{text}</p> : null}
            </td>
            {columns.map((term) => (
              <td
                key={term.name}
                className={
                  term.spec?.kind === 'year' || term.spec?.kind === 'number'
                    ? 'px-4 py-3 text-slate-700 tabular-nums'
                    : 'min-w-32 px-4 py-3 text-slate-700'
                }
              >
                {term.text(item)}
              </td>
            ))}
            <RowActions
              name={name}
              noun={noun}
              viewLabel="View Details"
              onView={() => onView(item)}
              onEdit={() => onEdit(item)}
              onHistory={onHistory ? () => onHistory(item) : undefined}
              onDelete={() => onDelete(item)}
            />
          </tr>
        );
      })}
    </DataTable>
  );
}
