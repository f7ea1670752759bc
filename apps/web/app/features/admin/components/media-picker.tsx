import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Library } from 'lucide-react';
import { MEDIA_MESSAGES, type MediaItem, type MediaKind } from '@mnch/shared';
import { inputClasses } from '../../../components/form-fields';
import { Dialog, EmptyState, Pagination } from '../../../components/ui';
import { MediaCard } from './media-card';
import { mediaListQuery } from './media-api';
import { ContentSpinner } from './spinner';

interface MediaPickerProps {
  open: boolean;
  onClose: () => void;
  /** Only files of this kind are offered (images for an image field, documents for a document field). */
  kind: MediaKind;
  /** Only files of these types, when the field takes fewer than the kind holds. */
  accept?: readonly string[];
  onPick: (item: MediaItem) => void;
}

/** "Choose from library": a searchable, paged grid of the library's files of one kind; a click picks one. */
export function MediaPicker({ open, onClose, kind, accept, onPick }: MediaPickerProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={kind === 'image' ? 'Choose an image from the library' : 'Choose a document from the library'}
      size="xl"
    >
      <PickerBody kind={kind} accept={accept} onPick={onPick} />
    </Dialog>
  );
}

function PickerBody({ kind, accept, onPick }: Pick<MediaPickerProps, 'kind' | 'accept' | 'onPick'>) {
  const id = useId();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const query = useQuery(mediaListQuery({ search, kind, page }));
  const items = query.data?.media ?? [];
  return (
    <div className="space-y-4">
      <div>
        <label htmlFor={`${id}-search`} className="mb-1 block text-sm font-medium text-slate-800">
          Search the library
        </label>
        <input
          id={`${id}-search`}
          type="search"
          value={search}
          maxLength={200}
          placeholder="File name or alt text..."
          className={inputClasses(false)}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
        />
      </div>
      {query.isPending ? (
        <ContentSpinner label="Loading the library" />
      ) : query.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {query.error.message}
        </p>
      ) : items.length === 0 ? (
        <EmptyState
          icon={Library}
          title={MEDIA_MESSAGES.emptyTitle}
          description={search ? MEDIA_MESSAGES.emptySearchHint : MEDIA_MESSAGES.emptyHint}
          as="h3"
        />
      ) : (
        <ul aria-label="Library files" className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
          {items.map((item) => {
            const usable = !accept || accept.includes(item.mimetype);
            return (
              <MediaCard
                key={item.id}
                item={item}
                openLabel={`Choose ${item.name}`}
                onOpen={() => usable && onPick(item)}
                footer={usable ? null : <p className="text-xs text-red-700">This field does not take this type of file.</p>}
              />
            );
          })}
        </ul>
      )}
      <Pagination page={page} totalPages={query.data?.pagination.totalPages ?? 1} onPageChange={setPage} label="Library pages" />
    </div>
  );
}
