import { useCallback, useEffect, useState } from 'react';
import { PagedQuery } from '../components/paged-list';
import { SelectableList } from '../components/bulk-selection';
import { useQuery } from '@tanstack/react-query';
import { HardDrive, ImagePlus, Images, Upload } from 'lucide-react';
import { GALLERY_MESSAGES, PAGE_SIZES, type GalleryImage } from '@mnch/shared';
import { Button } from '../../../components/ui';
import { ConfirmDialog, useConfirm } from '../components/confirm-dialog';
import { ListFilters } from '../components/list-filters';
import { sortSelect } from '../components/sort';
import { clientOnlyLoader, SectionHeader, backOfficeMeta, type SectionHandle } from '../components/section-header';
import { BackOfficeHydrateFallback } from '../components/spinner';
import { hasActiveFilter, useListParams } from '../components/use-list-params';
import { GALLERY_KEY, galleryQuery, galleryStatisticsQuery } from './api/get-gallery';
import { useDeleteGalleryImage } from './api/mutations';
import { EditImageDialog } from './edit-dialog';
import { GalleryGrid, GalleryTable } from './gallery-grid';
import { StatCard } from '../components/stat-card';
import { formatBytes } from '../../../lib/bytes';
import { ImageViewer } from './image-viewer';
import { UploadDialog } from './upload-dialog';
import { useGalleryView, ViewToggle } from './view-toggle';
import { WriteOnly } from '../components/access';
import { useEditFromAddress } from '../components/edit-from-address';

/** The gallery's sorts (GET /api/gallery `sort`). */
const GALLERY_SORT_FIELDS = [
  { field: 'title', label: 'Title' },
  { field: 'size', label: 'Size' },
  { field: 'createdAt', label: 'Date' },
];

export const handle: SectionHandle = { title: 'Gallery Management' };
export const meta = backOfficeMeta;

export const clientLoader = clientOnlyLoader;
export const HydrateFallback = BackOfficeHydrateFallback;

export default function GalleryRoute() {
  const { params, update, wantsNew, clearNew, sorting } = useListParams();
  const [view, setView] = useGalleryView();
  const query = useQuery(galleryQuery({ search: params.search, page: params.page, sort: params.sort }));
  const stats = useQuery(galleryStatisticsQuery());
  const remove = useDeleteGalleryImage();
  const [uploadOpen, setUploadOpen] = useState(false);
  const [viewing, setViewing] = useState<number | null>(null);
  const [editing, setEditing] = useState<GalleryImage | null>(null);
  const deletion = useConfirm<GalleryImage>(async (image) => {
    await remove.mutateAsync(image.id);
    setViewing(null);
    return GALLERY_MESSAGES.deletedAlert;
  }, GALLERY_MESSAGES.deleteFailed);
  const searching = hasActiveFilter(params);
  const showUpload = uploadOpen || wantsNew;
  const images = query.data?.images ?? [];
  // A page emptied by a delete (or an address past the end): go back to the last page that has images.
  const pastEnd = query.data !== undefined && !query.isPlaceholderData && query.data.images.length === 0 && params.page > 1;
  const lastPage = query.data?.totalPages ?? 1;
  useEffect(() => {
    if (pastEnd) update({ page: Math.min(lastPage, params.page - 1) });
  }, [pastEnd, lastPage, params.page, update]);

  const closeUpload = () => {
    setUploadOpen(false);
    if (wantsNew) clearNew();
  };

  const uploadButton = (label: string) => (
    <WriteOnly>
      <Button onClick={() => setUploadOpen(true)}>
        <Upload aria-hidden="true" className="size-4" /> {label}
      </Button>
    </WriteOnly>
  );
  const openImage = useCallback((image: GalleryImage) => setViewing(image.id), []);
  useEditFromAddress(query.data && !query.isFetching ? images : undefined, setEditing, openImage);
  const actions = {
    onView: setViewing,
    onEdit: (image: GalleryImage) => {
      setViewing(null);
      setEditing(image);
    },
    onDelete: (image: GalleryImage) => {
      setViewing(null);
      deletion.ask(image);
    },
  };

  return (
    <>
      <SectionHeader
        description="The images of the media gallery on the public site: upload new ones, give them titles and descriptions, or remove them."
        actions={uploadButton('Upload Images')}
      />
      <div className="mb-6 grid grid-cols-2 gap-3 sm:gap-4 lg:max-w-2xl">
        <StatCard label="Total Images" icon={Images} loading={stats.isPending} value={stats.data?.totalImages ?? null} />
        <StatCard
          label="Storage Used"
          icon={HardDrive}
          tone="blue"
          loading={stats.isPending}
          value={stats.data ? formatBytes(stats.data.totalSize) : null}
          note={stats.isError ? 'Could not load the statistics' : undefined}
        />
      </div>
      <div className="flex flex-col gap-3 md:flex-row md:items-start">
        <div className="min-w-0 flex-1 [&>[role=search]]:mb-0">
          <ListFilters<'sort'>
            searchLabel="Search images by title or description"
            searchPlaceholder="Search by title or description..."
            search={params.search}
            onChange={update}
            // The grid has no headings to sort by: a select does it (the table's headings set the same `sort`).
            selects={[sortSelect(params.sort, GALLERY_SORT_FIELDS, 'Newest first')]}
          />
        </div>
        <div className="flex items-center justify-end md:h-[4.625rem]">
          <ViewToggle view={view} onChange={setView} />
        </div>
      </div>
      <div className="mt-6">
        <PagedQuery
          query={query}
          loading="Loading images"
          errorTitle="Error loading images"
          empty={{
            icon: ImagePlus,
            title: GALLERY_MESSAGES.emptyTitle,
            description: searching ? GALLERY_MESSAGES.emptySearchHint : GALLERY_MESSAGES.emptyHint,
            action: searching ? null : uploadButton('Upload First Images'),
          }}
          pageSize={PAGE_SIZES.gallery}
          shown={images.length}
          noun="images"
          page={params.page}
          onPage={(page) => update({ page })}
          label="Gallery pages"
        >
          <SelectableList kind="gallery" plural="images" listKey={GALLERY_KEY} resetKey={JSON.stringify({ params, view })} items={images}>
            {view === 'grid' ? <GalleryGrid images={images} {...actions} /> : <GalleryTable images={images} {...actions} {...sorting} />}
          </SelectableList>
        </PagedQuery>
      </div>
      {showUpload ? <UploadDialog onClose={closeUpload} /> : null}
      {viewing !== null && images[viewing] ? (
        <ImageViewer
          images={images}
          index={viewing}
          onIndex={setViewing}
          onClose={() => setViewing(null)}
          onEdit={actions.onEdit}
          onDelete={actions.onDelete}
        />
      ) : null}
      {editing ? <EditImageDialog key={editing.id} image={editing} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog title="Delete image" message={GALLERY_MESSAGES.deleteConfirm} {...deletion.dialog} />
    </>
  );
}
