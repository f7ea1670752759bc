import { galleryImageSchema, type CreateGalleryImageInput, type GalleryImage, type UpdateGalleryImageInput } from '@mnch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../../lib/api-client';
import { GALLERY_KEY } from './get-gallery';

const imagesEnvelope = z.object({ images: z.array(galleryImageSchema) });
const imageEnvelope = z.object({ image: galleryImageSchema });

/** POST /api/gallery/bulk: stores the metadata of uploaded files, all or none. */
export async function createGalleryImages(input: { images: CreateGalleryImageInput[] }): Promise<GalleryImage[]> {
  return imagesEnvelope.parse(await api.post<unknown>('/gallery/bulk', input)).images;
}

/** PUT /api/gallery/{id}: only the title and the description. */
export async function updateGalleryImage({ id, input }: { id: number; input: UpdateGalleryImageInput }): Promise<GalleryImage> {
  return imageEnvelope.parse(await api.put<unknown>(`/gallery/${id}`, input)).image;
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
