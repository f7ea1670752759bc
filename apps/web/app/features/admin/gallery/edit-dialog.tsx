import { GALLERY_MESSAGES, GALLERY_TEXT_LIMITS, updateGalleryImageSchema, type GalleryImage } from '@mnch/shared';
import { Field, describedBy, inputClasses } from '../../../components/form-fields';
import { FormDialog } from '../components/form-dialog';
import { useRecordForm } from '../components/record-form';
import { useUpdateGalleryImage } from './api/mutations';
import { GalleryPicture } from './gallery-picture';

interface EditValues {
  title: string;
  description: string;
}

/** What PUT /api/gallery/{id} is sent: the title and the description only (blank description -> null). */
/** The form's values of an image as the API answers it. */
const editValues = (image: GalleryImage) => ({ title: image.title, description: image.description ?? '' });

export function editPayload(values: EditValues) {
  const description = values.description.trim();
  return { title: values.title.trim(), description: description || null };
}

/** 'Edit Image': the title and description of one image. */
export function EditImageDialog({ image, onClose }: { image: GalleryImage; onClose: () => void }) {
  const update = useUpdateGalleryImage();
  const { form, dialogProps } = useRecordForm({
    kind: 'gallery',
    id: image.id,
    defaults: editValues(image),
    version: image.version,
    valuesOf: editValues,
    schema: updateGalleryImageSchema,
    payload: editPayload,
    save: (input, version) => update.mutateAsync({ id: image.id, input, version }),
    fields: ['title', 'description'],
    messages: GALLERY_MESSAGES,
    onClose,
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <FormDialog {...dialogProps} title="Edit Image" submitLabel="Save Changes" size="md">
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
    </FormDialog>
  );
}
