import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Copy, Trash2 } from 'lucide-react';
import { ApiError, MEDIA_LIMITS, MEDIA_MESSAGES, MEDIA_USE_OF, type MediaDetail, type MediaUse } from '@mnch/shared';
import { Field, inputClasses } from '../../../components/form-fields';
import { Button, Dialog } from '../../../components/ui';
import { toast } from '../../../lib/toast';
import { ConfirmDialog, useConfirm } from '../components/confirm-dialog';
import { AltWarning, MediaPreview, mediaFacts } from '../components/media-card';
import { mediaItemQuery, useDeleteMedia, useUpdateMedia } from '../components/media-api';
import { QueryErrorPanel } from '../components/query-error';
import { ContentSpinner } from '../components/spinner';
import { useCanWrite } from '../components/access';

/** The back-office section where a use can be found (its list searched for the item's title). */
const hrefOfUse = (use: MediaUse) =>
  use.kind === 'settings' || use.kind === 'trash'
    ? MEDIA_USE_OF[use.kind].admin
    : `${MEDIA_USE_OF[use.kind].admin}?search=${encodeURIComponent(use.label.slice(0, 100))}`;

/** The items that use a file, each a link to its section. */
function UsesList({ uses }: { uses: MediaUse[] }) {
  if (uses.length === 0) return <p className="text-sm text-slate-600">Not used anywhere on the site.</p>;
  return (
    <ul className="space-y-1 text-sm">
      {uses.map((use) => (
        <li key={`${use.kind}-${use.id}`} className="min-w-0">
          <span className="text-slate-600">{MEDIA_USE_OF[use.kind].noun}: </span>
          <Link to={hrefOfUse(use)} className="break-words font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900">
            {use.label || `#${use.id}`}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** A file's details: preview, facts, alt text and name to edit, where it is used, copy address, delete. */
export function MediaDetailsDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const query = useQuery(mediaItemQuery(id));
  return (
    <Dialog open onClose={onClose} title={query.data?.name ?? 'File details'} size="lg">
      {query.isPending ? (
        <ContentSpinner label="Loading the file" />
      ) : query.isError ? (
        <QueryErrorPanel title="Error loading the file" error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <DetailsBody key={query.data.id} item={query.data} onClose={onClose} />
      )}
    </Dialog>
  );
}

function DetailsBody({ item, onClose }: { item: MediaDetail; onClose: () => void }) {
  const canWrite = useCanWrite();
  const [alt, setAlt] = useState(item.alt);
  const [name, setName] = useState(item.name);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateMedia();
  const remove = useDeleteMedia();
  const absolute = typeof window === 'undefined' ? item.url : new URL(item.url, window.location.origin).href;

  async function save() {
    setError(null);
    try {
      await update.mutateAsync({ id: item.id, input: { alt, name } });
      toast.success(MEDIA_MESSAGES.updated);
    } catch (err) {
      setError(ApiError.from(err).message);
    }
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(absolute);
      toast.success('Address copied');
    } catch {
      toast.error('The address could not be copied; select it and copy it by hand.');
    }
  }

  const deletion = useConfirm<MediaDetail>(async (media) => {
    await remove.mutateAsync(media.id);
    onClose();
    return MEDIA_MESSAGES.deleted;
  });

  const altRequired = item.kind === 'image' && item.useCount > 0;
  return (
    <div className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-[minmax(0,14rem)_1fr]">
        <div className="aspect-[4/3] overflow-hidden rounded-lg bg-slate-100 ring-1 ring-slate-200">
          <MediaPreview item={item} />
        </div>
        <dl className="min-w-0 space-y-1 text-sm">
          <div>
            <dt className="inline font-medium text-slate-800">Original name: </dt>
            <dd className="inline break-words text-slate-700">{item.name}</dd>
          </div>
          <div>
            <dt className="inline font-medium text-slate-800">Type: </dt>
            <dd className="inline text-slate-700">{item.mimetype}</dd>
          </div>
          <div>
            <dt className="inline font-medium text-slate-800">Details: </dt>
            <dd className="inline text-slate-700">{mediaFacts(item)}</dd>
          </div>
          <div>
            <dt className="inline font-medium text-slate-800">Uploaded by: </dt>
            <dd className="inline text-slate-700">{item.uploadedBy?.name ?? 'Unknown'}</dd>
          </div>
          <div className="pt-1">
            <AltWarning item={item} />
          </div>
        </dl>
      </div>

      <div>
        <p className="mb-1 text-sm font-medium text-slate-800">Address</p>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <code className="min-w-0 flex-1 break-all rounded bg-slate-100 px-2 py-1 text-xs text-slate-800">{item.url}</code>
          <Button variant="secondary" size="sm" onClick={() => void copy()}>
            <Copy aria-hidden="true" className="size-4" /> Copy address
          </Button>
        </div>
      </div>

      {canWrite ? (
        <form
          className="space-y-3"
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          {item.kind === 'image' ? (
            <Field
              id="media-alt"
              label="Alt text"
              required={altRequired}
              hint={altRequired ? MEDIA_MESSAGES.altRequired : 'Describes the image for people who cannot see it.'}
            >
              <textarea
                id="media-alt"
                rows={2}
                value={alt}
                maxLength={MEDIA_LIMITS.alt}
                onChange={(e) => setAlt(e.target.value)}
                aria-describedby="media-alt-hint"
                className={inputClasses(false)}
              />
            </Field>
          ) : null}
          <Field id="media-name" label="Name shown in the library" required>
            <input
              id="media-name"
              value={name}
              maxLength={MEDIA_LIMITS.name}
              onChange={(e) => setName(e.target.value)}
              className={inputClasses(false)}
            />
          </Field>
          {error ? (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          ) : null}
          <Button type="submit" size="sm" loading={update.isPending} loadingText="Saving...">
            Save details
          </Button>
        </form>
      ) : (
        <dl className="space-y-2 text-sm">
          {item.kind === 'image' ? (
            <div>
              <dt className="font-medium text-slate-800">Alt text</dt>
              <dd className="text-slate-700">{item.alt || 'None'}</dd>
            </div>
          ) : null}
          <div>
            <dt className="font-medium text-slate-800">Name shown in the library</dt>
            <dd className="break-words text-slate-700">{item.name}</dd>
          </div>
        </dl>
      )}

      <section aria-labelledby="media-uses-heading">
        <h3 id="media-uses-heading" className="mb-1 text-sm font-semibold text-slate-900">
          Where it is used
        </h3>
        <UsesList uses={item.uses} />
      </section>

      {canWrite ? (
        <div className="border-t border-slate-200 pt-4">
          <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50" onClick={() => deletion.ask(item)}>
            <Trash2 aria-hidden="true" className="size-4" /> Delete file
          </Button>
        </div>
      ) : null}

      <ConfirmDialog {...deletion.dialog} title="Delete file">
        <p>{MEDIA_MESSAGES.deleteConfirm}</p>
        {deletion.dialog.error ? (
          <div className="mt-3">
            <p className="mb-1 font-medium text-slate-800">Used by:</p>
            <UsesList uses={item.uses} />
          </div>
        ) : null}
      </ConfirmDialog>
    </div>
  );
}
