import { useForm } from 'react-hook-form';
import { useUnsavedChanges } from '../components/unsaved-changes';
import { draftKeyOf } from '../components/form-drafts';
import { toast } from '../../../lib/toast';
import { GALLERY_MESSAGES, GALLERY_TEXT_LIMITS, updateGalleryImageSchema, type GalleryImage } from '@mnch/shared';
import { Button, Dialog } from '../../../components/ui';
import { Field, describedBy, inputClasses } from '../../../components/form-fields';
import { schemaResolver } from '../components/schema-resolver';
import { SaveFailure, useFormSave } from '../components/save-failure';
import { useUpdateGalleryImage } from './api/mutations';
import { GalleryPicture } from './gallery-picture';

interface EditValues {
  title: string;
  description: string;
}

/** What PUT /api/gallery/{id} is sent: the title and the description only (blank description -> null). */
export function editPayload(values: EditValues) {
  const description = values.description.trim();
  return { title: values.title.trim(), description: description || null };
}

const resolver = schemaResolver<EditValues>(updateGalleryImageSchema, editPayload);

/** 'Edit Image': the title and description of one image. */
export function EditImageDialog({ image, onClose }: { image: GalleryImage; onClose: () => void }) {
  const update = useUpdateGalleryImage();
  const form = useForm<EditValues>({
    defaultValues: { title: image.title, description: image.description ?? '' },
    resolver,
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;

  const formSave = useFormSave(form, ['title', 'description']);
  const onSubmit = handleSubmit((values) =>
    formSave.run(async () => {
      await update.mutateAsync({ id: image.id, input: editPayload(values) });
      toast.success(GALLERY_MESSAGES.updated);
      onClose();
    }),
  );

  const guard = useUnsavedChanges({ form, draftKey: draftKeyOf('gallery', image.id), saving: update.isPending, onClose });

  return (
    <>
      <Dialog
        open
        onClose={guard.requestClose}
        title="Edit Image"
        footer={
          <>
            <SaveFailure message={formSave.failure} />
            <Button variant="secondary" onClick={guard.requestClose} disabled={update.isPending}>
              Cancel
            </Button>
            <Button type="submit" form="gallery-edit-form" loading={update.isPending} loadingText="Saving...">
              Save Changes
            </Button>
          </>
        }
      >
        {guard.draftOffer}
        <form id="gallery-edit-form" noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
          <div className="flex items-center gap-3 rounded-lg bg-slate-50 p-2">
            <span className="block size-16 shrink-0 overflow-hidden rounded-md bg-slate-100">
              <GalleryPicture
                image={image}
                variant="thumb"
                sizes="64px"
                className="size-full object-cover"
                placeholderClassName="size-full"
                compact
              />
            </span>
            <p className="min-w-0 truncate text-sm text-slate-600" title={image.filename}>
              {image.filename}
            </p>
          </div>
          <Field id="gallery-edit-title" label="Title" required error={errors.title?.message}>
            <input
              id="gallery-edit-title"
              data-autofocus
              maxLength={GALLERY_TEXT_LIMITS.title}
              className={inputClasses(!!errors.title)}
              {...describedBy('gallery-edit-title', errors.title?.message)}
              {...register('title')}
            />
          </Field>
          <Field id="gallery-edit-description" label="Description" error={errors.description?.message}>
            <textarea
              id="gallery-edit-description"
              rows={4}
              maxLength={GALLERY_TEXT_LIMITS.description}
              className={inputClasses(!!errors.description)}
              {...describedBy('gallery-edit-description', errors.description?.message)}
              {...register('description')}
            />
          </Field>
        </form>
      </Dialog>
      {guard.prompt}
    </>
  );
}
