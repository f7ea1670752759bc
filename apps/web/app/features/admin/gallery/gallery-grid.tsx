import { Pencil, Trash2 } from 'lucide-react';
import type { GalleryImage } from '@mnch/shared';
import { formatBytes } from '../../../lib/bytes';
import { formatDate } from './format';
import { GalleryPicture } from './gallery-picture';
import { DataTable, type TableSort } from '../components/data-table';
import { useCanWrite } from '../components/access';
import { SelectAllCheckbox, SelectRowCheckbox, useTableSelection } from '../components/bulk-selection';

export interface GalleryActions {
  onView: (index: number) => void;
  onEdit: (image: GalleryImage) => void;
  onDelete: (image: GalleryImage) => void;
}

const iconButton =
  'inline-flex size-9 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** An image's Edit and Delete buttons, in the grid's cards and the table's rows. */
function EditDeleteButtons({
  image,
  onEdit,
  onDelete,
  className,
}: { image: GalleryImage; className: string } & Pick<GalleryActions, 'onEdit' | 'onDelete'>) {
  if (!useCanWrite()) return null;
  return (
    <div className={className}>
      <button type="button" className={iconButton} onClick={() => onEdit(image)} aria-label={`Edit ${image.title}`} title="Edit">
        <Pencil aria-hidden="true" className="size-4" />
      </button>
      <button
        type="button"
        className={`${iconButton} hover:bg-red-50 hover:text-red-700`}
        onClick={() => onDelete(image)}
        aria-label={`Delete ${image.title}`}
        title="Delete"
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

/** The grid view: a card per image (click the picture to open the viewer), with Edit and Delete. */
export function GalleryGrid({ images, onView, onEdit, onDelete }: { images: GalleryImage[] } & GalleryActions) {
  // Inside a selectable list (bulk-selection.tsx) each card has a checkbox, and the page one above.
  const selection = useTableSelection();
  return (
    <>
      {selection ? (
        <div className="mb-3">
          <SelectAllCheckbox selection={selection} visibleLabel />
        </div>
      ) : null}
      <ul aria-label="Gallery images" className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {images.map((image, index) => (
          <li
            key={image.id}
            className="group flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md"
          >
            <button
              type="button"
              onClick={() => onView(index)}
              aria-haspopup="dialog"
              aria-label={`View ${image.title}`}
              className="relative block aspect-[4/3] overflow-hidden bg-slate-100 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
            >
              <GalleryPicture
                image={image}
                variant="thumb"
                sizes="(min-width: 1280px) 25vw, (min-width: 1024px) 33vw, (min-width: 420px) 50vw, 100vw"
                className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03] motion-reduce:transition-none motion-reduce:group-hover:scale-100"
                placeholderClassName="size-full"
              />
            </button>
            <div className="flex flex-1 items-start gap-2 p-3">
              {selection ? (
                <span className="pt-0.5">
                  <SelectRowCheckbox selection={selection} id={image.id} name={image.title || `#${image.id}`} />
                </span>
              ) : null}
              <div className="min-w-0 flex-1">
                <h3 className="truncate text-sm font-semibold text-slate-900" title={image.title}>
                  {image.title}
                </h3>
                {image.description ? <p className="mt-0.5 line-clamp-2 text-xs text-slate-600">{image.description}</p> : null}
                <p className="mt-1 text-xs text-slate-500">
                  {formatBytes(image.size)} · {formatDate(image.created_at)}
                </p>
              </div>
              <EditDeleteButtons image={image} onEdit={onEdit} onDelete={onDelete} className="-mr-1 flex shrink-0" />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The list view: a table with a thumbnail, title, description, size, date and actions. */
export function GalleryTable({ images, onView, onEdit, onDelete, sort, onSort }: { images: GalleryImage[] } & GalleryActions & TableSort) {
  return (
    <DataTable
      sort={sort}
      onSort={onSort}
      label="Gallery images table"
      tableClassName="w-full text-left sm:min-w-[44rem]"
      columns={[
        { label: 'Thumbnail', srOnly: true, card: 'field' },
        { label: 'Title', card: 'title', sort: 'title' },
        'Description',
        { label: 'Size', className: 'whitespace-nowrap', sort: 'size' },
        { label: 'Date', sort: 'createdAt' },
      ]}
    >
      {images.map((image, index) => (
        <tr key={image.id} className="hover:bg-slate-50/70">
          <td className="px-4 py-2">
            <button
              type="button"
              onClick={() => onView(index)}
              aria-haspopup="dialog"
              aria-label={`View ${image.title}`}
              className="block size-14 overflow-hidden rounded-lg bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <GalleryPicture
                image={image}
                variant="thumb"
                sizes="56px"
                className="size-full object-cover"
                placeholderClassName="size-full"
                compact
              />
            </button>
          </td>
          <td className="max-w-[16rem] min-w-[11rem] px-4 py-2 font-medium text-slate-900">
            <span className="line-clamp-2">{image.title}</span>
          </td>
          <td className="max-w-[18rem] px-4 py-2 text-slate-600">
            {image.description ? <span className="line-clamp-2">{image.description}</span> : <span className="text-slate-500">—</span>}
          </td>
          <td className="px-4 py-2 whitespace-nowrap text-slate-700 tabular-nums">{formatBytes(image.size)}</td>
          <td className="px-4 py-2 whitespace-nowrap text-slate-700">{formatDate(image.created_at)}</td>
          <td className="px-4 py-2">
            <EditDeleteButtons image={image} onEdit={onEdit} onDelete={onDelete} className="flex justify-end gap-1" />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
