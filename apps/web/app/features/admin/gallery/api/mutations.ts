import {
  galleryImageEnvelopeSchema,
  galleryImagesEnvelopeSchema,
  type CreateGalleryImageInput,
  type GalleryImage,
  type UpdateGalleryImageInput,
  ifMatchHeaders,
} from '@mnch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { GALLERY_KEY } from './get-gallery';

/** POST /api/gallery/bulk: stores the metadata of uploaded files, all or none. */
export async function createGalleryImages(input: { images: CreateGalleryImageInput[] }): Promise<GalleryImage[]> {
  return (await api.post('/gallery/bulk', input, galleryImagesEnvelopeSchema)).images;
}

/** PUT /api/gallery/{id}: only the title and the description, from `version` (If-Match: components/save-conflict.tsx). */
export async function updateGalleryImage({
  id,
  input,
  version,
}: {
  id: number;
  input: UpdateGalleryImageInput;
  version?: string;
}): Promise<GalleryImage> {
  return (await api.put(`/gallery/${id}`, input, galleryImageEnvelopeSchema, { headers: ifMatchHeaders(version) })).image;
}

/** DELETE /api/gallery/{id}. */
export async function deleteGalleryImage(id: number): Promise<void> {
  await api.delete(`/gallery/${id}`);
}

function useGalleryMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: GALLERY_KEY }),
  });
}

export const useCreateGalleryImages = () => useGalleryMutation(createGalleryImages);
export const useUpdateGalleryImage = () => useGalleryMutation(updateGalleryImage);
export const useDeleteGalleryImage = () => useGalleryMutation(deleteGalleryImage);
