import { useRef, useState, type ChangeEvent } from 'react';
import { PagedQuery } from '../components/paged-list';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Library, Upload } from 'lucide-react';
import {
  checkUploadFile,
  MEDIA_KINDS,
  MEDIA_MESSAGES,
  MEDIA_PAGE_SIZE,
  UPLOAD_ACCEPT,
  UPLOAD_MIME,
  type MediaKind,
  type UploadKind,
} from '@mnch/shared';
import { Button } from '../../../components/ui';
import { toast } from '../../../lib/toast';
import { ListFilters } from '../components/list-filters';
import { MediaCard } from '../components/media-card';
import { MEDIA_KEY, mediaListQuery } from '../components/media-api';
import { clientOnlyLoader, SectionHeader, backOfficeMeta, type SectionHandle } from '../components/section-header';
import { BackOfficeHydrateFallback } from '../components/spinner';
import { uploadFile } from '../components/upload';
import { useListParams } from '../components/use-list-params';
import { MediaDetailsDialog } from './media-details';
import { WriteOnly } from '../components/access';

export const handle: SectionHandle = { title: 'Media library' };
export const meta = backOfficeMeta;

export const clientLoader = clientOnlyLoader;
export const HydrateFallback = BackOfficeHydrateFallback;

const KIND_OPTIONS = [
  { value: 'image', label: 'Images' },
  { value: 'document', label: 'Documents' },
] as const;

const kindParam = (params: URLSearchParams): MediaKind | '' => {
  const kind = params.get('kind') ?? '';
  return (MEDIA_KINDS as readonly string[]).includes(kind) ? (kind as MediaKind) : '';
};

/** Which upload endpoint takes a file: GIFs go where GIFs are allowed, other images and PDFs to `single`, Word files to `document`. */
function endpointFor(file: File): UploadKind {
  if (file.type === UPLOAD_MIME.gif) return 'gallery';
  if (file.type.startsWith('image/') || file.type === UPLOAD_MIME.pdf) return 'single';
  return 'document';
}

const UPLOAD_ALL_ACCEPT = `${UPLOAD_ACCEPT.single},image/gif,${UPLOAD_ACCEPT.document}`;

export default function MediaRoute() {
  const { params, update } = useListParams();
  const kind = kindParam(useSearchParams()[0]);
  const query = useQuery(mediaListQuery({ search: params.search, kind, page: params.page }));
  const queryClient = useQueryClient();
  const [openId, setOpenId] = useState<number | null>(null);
  const [uploading, setUploading] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  async function onFiles(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    let added = 0;
    for (const file of files) {
      const endpoint = endpointFor(file);
      const problem = checkUploadFile(endpoint, file);
      if (problem) {
        toast.error(problem);
        continue;
      }
      setUploading(file.name);
      try {
        await uploadFile(endpoint, file);
        added += 1;
      } catch (err) {
        toast.error(`${file.name}: ${(err as Error).message}`);
      }
    }
    setUploading(null);
    if (added > 0) {
      toast.success(added === 1 ? 'File uploaded to the library' : `${added} files uploaded to the library`);
      await queryClient.invalidateQueries({ queryKey: MEDIA_KEY });
    }
  }

  const uploadButton = (
    <WriteOnly>
      <Button onClick={() => inputRef.current?.click()} loading={uploading !== null} loadingText={`Uploading ${uploading ?? ''}...`}>
        <Upload aria-hidden="true" className="size-4" /> Upload files
      </Button>
    </WriteOnly>
  );

  const items = query.data?.media ?? [];
  const filtered = !!(params.search.trim() || kind);
  return (
    <>
      <SectionHeader
        description="Every image and document uploaded to the site: edit alt text, see where a file is used, reuse or delete it."
        actions={uploadButton}
      />
      <WriteOnly>
        <input
          ref={inputRef}
          type="file"
          multiple
          accept={UPLOAD_ALL_ACCEPT}
          aria-label="Upload files to the library"
          className="sr-only"
          tabIndex={-1}
          onChange={(e) => void onFiles(e)}
        />
      </WriteOnly>
      <ListFilters<'kind'>
        searchLabel="Search the library"
        searchPlaceholder="Search by file name or alt text..."
        search={params.search}
        onChange={update}
        selects={[{ name: 'kind', label: 'Filter by type', allLabel: 'All types', value: kind, options: KIND_OPTIONS }]}
      />
      <PagedQuery
        query={query}
        loading="Loading the library"
        errorTitle="Error loading the library"
        empty={{
          icon: Library,
          title: MEDIA_MESSAGES.emptyTitle,
          description: filtered ? MEDIA_MESSAGES.emptySearchHint : MEDIA_MESSAGES.emptyHint,
          action: filtered ? null : uploadButton,
        }}
        pageSize={MEDIA_PAGE_SIZE}
        shown={items.length}
        noun="files"
        page={params.page}
        onPage={(page) => update({ page })}
        label="Library pages"
      >
        <ul aria-label="Library files" className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {items.map((item) => (
            <MediaCard key={item.id} item={item} openLabel={`Details of ${item.name}`} onOpen={() => setOpenId(item.id)} />
          ))}
        </ul>
      </PagedQuery>
      {openId !== null ? <MediaDetailsDialog id={openId} onClose={() => setOpenId(null)} /> : null}
    </>
  );
}
