import { useId, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { SlugField, useSlugField } from '../components/slug-field';
import {
  EXCERPT_GUIDE_LENGTH,
  UPLOADS_PATH,
  articleInputSchema,
  isOwnUpload,
  isBlankArticleContent,
  type Article,
  type ArticleInput,
  type ArticleStatus,
  toSiteDateTime,
  toIsoInstant,
} from '@mnch/shared';
import { useUploadsUrl } from '../../../lib/public-config';
import { Field, LengthCounter, describedBy, inputClasses } from '../../../components/form-fields';
import { PublishingDialog, PublishingFields } from '../components/publishing';
import { schemaResolver } from '../components/schema-resolver';
import { useRecordForm } from '../components/record-form';
import { UploadField } from '../components/upload-field';
import { useSaveNewsletter } from './api/save-newsletter';
import { NEWSLETTER_MESSAGES } from './messages';

export type NewsletterSource = 'file' | 'link';

export interface NewsletterFormValues {
  title: string;
  slug: string;
  category: string;
  status: ArticleStatus;
  scheduledDate: string;
  source: NewsletterSource;
  /** The uploaded PDF's address (source `file`). */
  fileUrl: string | null;
  /** An address typed in (source `link`). */
  link: string;
  /** Never a value: the request's content is the file or the link; only its errors show, on their fieldset. */
  content?: undefined;
  featuredImageUrl: string | null;
  excerpt: string;
  metaDescription: string;
  tags: string;
}

const FIELDS = [
  'title',
  'slug',
  'category',
  'status',
  'scheduledDate',
  'content',
  'featuredImageUrl',
  'excerpt',
  'metaDescription',
  'tags',
] as const;

export function newsletterFormDefaults(item?: Article | null, uploadsUrl: string = UPLOADS_PATH): NewsletterFormValues {
  const content = item?.content ?? '';
  const isUpload = !content || isOwnUpload(content, uploadsUrl);
  return {
    title: item?.title ?? '',
    slug: item?.slug ?? '',
    category: item?.category ?? '',
    status: item?.status ?? 'draft',
    scheduledDate: toSiteDateTime(item?.scheduledDate),
    source: isUpload ? 'file' : 'link',
    fileUrl: isUpload && content ? content : null,
    link: isUpload ? '' : content,
    featuredImageUrl: item?.featuredImageUrl ?? null,
    excerpt: item?.excerpt ?? '',
    metaDescription: item?.metaDescription ?? '',
    tags: item?.tags.join(', ') ?? '',
  };
}

/** The request body of POST/PUT /api/articles for a newsletter: its content is the link. */
export function newsletterPayload(values: NewsletterFormValues): ArticleInput {
  return {
    kind: 'newsletter',
    title: values.title,
    slug: values.slug,
    category: values.category,
    status: values.status,
    scheduledDate: values.status === 'scheduled' ? toIsoInstant(values.scheduledDate) : null,
    content: (values.source === 'file' ? values.fileUrl : values.link.trim()) ?? '',
    featuredImageUrl: values.featuredImageUrl ?? null,
    excerpt: values.excerpt,
    metaDescription: values.metaDescription,
    tags: values.tags,
  };
}

/** The shared schema, with the content (link) error worded for this form. */
const resolver = schemaResolver<NewsletterFormValues>(articleInputSchema, newsletterPayload);
const newsletterResolver: typeof resolver = async (values, context, options) => {
  const result = await resolver(values, context, options);
  const errors = result.errors as Record<string, { type: string; message: string } | undefined>;
  if (errors.content && isBlankArticleContent(newsletterPayload(values).content)) {
    errors.content = {
      type: 'required',
      message: NEWSLETTER_MESSAGES.linkRequired,
    };
  }
  return result;
};

/** The newsletter editor: title, category, status, the newsletter (PDF or link), image, summary, SEO. */
export function NewsletterFormDialog({ item, onClose }: { item: Article | null; onClose: () => void }) {
  const id = useId();
  const [uploads, setUploads] = useState({ file: false, image: false });
  const uploadsUrl = useUploadsUrl();
  const record = useRecordForm({
    kind: 'newsletters',
    id: item?.id,
    defaults: newsletterFormDefaults(item, uploadsUrl),
    resolver: newsletterResolver,
    payload: newsletterPayload,
    save: useSaveNewsletter(),
    fields: FIELDS,
    messages: NEWSLETTER_MESSAGES,
    onClose,
  });
  const {
    register,
    control,
    setValue,
    clearErrors,
    formState: { errors },
  } = record.form;
  const status = useWatch({ control, name: 'status' });
  const scheduledDate = useWatch({ control, name: 'scheduledDate' });
  const source = useWatch({ control, name: 'source' });
  const title = useWatch({ control, name: 'title' });
  const slugField = useSlugField(title, useWatch({ control, name: 'slug' }), record.editing, setValue);
  const excerptLength = useWatch({ control, name: 'excerpt' }).length;
  const metaLength = useWatch({ control, name: 'metaDescription' }).length;
  const uploading = uploads.file || uploads.image;

  const contentError = errors.content?.message;

  return (
    <PublishingDialog
      record={record}
      status={status}
      scheduledDate={scheduledDate}
      uploading={uploading}
      description="A newsletter issue: its PDF (or link), how it is listed, and when it goes public."
      title={record.editing ? 'Edit Article' : 'Write New Article'}
    >
      <Field id="newsletter-title" label="Title" required error={errors.title?.message}>
        <input
          id="newsletter-title"
          {...register('title')}
          className={inputClasses(!!errors.title)}
          placeholder="e.g. Quarterly newsletter, issue 12"
          {...describedBy('newsletter-title', errors.title?.message)}
        />
      </Field>
      <SlugField id="newsletter-slug" field={register('slug')} {...slugField} error={errors.slug?.message} />
      <PublishingFields
        idPrefix="newsletter"
        noun="newsletter"
        status={status}
        scheduledDate={scheduledDate}
        fields={{ category: register('category'), status: register('status'), scheduledDate: register('scheduledDate') }}
        errors={{ category: errors.category?.message, status: errors.status?.message, scheduledDate: errors.scheduledDate?.message }}
      />

      <fieldset aria-describedby={contentError ? `${id}-content-error` : undefined}>
        <legend className="mb-2 text-sm font-medium text-slate-800">
          Newsletter
          <span className="text-red-700" aria-hidden="true">
            {' '}
            *
          </span>
        </legend>
        <div className="mb-3 flex flex-wrap gap-4 text-sm text-slate-800">
          <label className="inline-flex items-center gap-2">
            <input
              type="radio"
              value="file"
              {...register('source', {
                onChange: () => clearErrors('content'),
              })}
              className="size-4 accent-brand-700"
            />
            Upload PDF
          </label>
          <label className="inline-flex items-center gap-2">
            <input
              type="radio"
              value="link"
              {...register('source', {
                onChange: () => clearErrors('content'),
              })}
              className="size-4 accent-brand-700"
            />
            Link
          </label>
        </div>
        {source === 'file' ? (
          <Controller
            control={control}
            name="fileUrl"
            render={({ field }) => (
              <UploadField
                id="newsletter-file"
                label="Newsletter PDF"
                kind="document"
                preview="file"
                value={field.value}
                onChange={(url) => {
                  field.onChange(url);
                  clearErrors('content');
                }}
                hint="PDF, DOC or DOCX up to 50MB"
                error={contentError}
                onBusyChange={(b) => setUploads((u) => ({ ...u, file: b }))}
              />
            )}
          />
        ) : (
          <Field id="newsletter-link" label="Newsletter link" error={contentError} hint="The address of the newsletter (https://...)">
            <input
              id="newsletter-link"
              type="url"
              inputMode="url"
              {...register('link', {
                onChange: () => clearErrors('content'),
              })}
              placeholder="https://example.org/newsletter.pdf"
              className={inputClasses(!!contentError)}
              {...describedBy('newsletter-link', contentError, true)}
            />
          </Field>
        )}
      </fieldset>

      <Controller
        control={control}
        name="featuredImageUrl"
        render={({ field }) => (
          <UploadField
            id="newsletter-image"
            label="Featured image"
            kind="single"
            preview="image"
            value={field.value}
            onChange={field.onChange}
            hint="Any image, up to 5MB"
            error={errors.featuredImageUrl?.message}
            onBusyChange={(b) => setUploads((u) => ({ ...u, image: b }))}
          />
        )}
      />

      <Field
        id="newsletter-excerpt"
        label="Excerpt"
        error={errors.excerpt?.message}
        aside={<LengthCounter id="newsletter-excerpt-count" length={excerptLength} guide={EXCERPT_GUIDE_LENGTH} />}
      >
        <textarea
          id="newsletter-excerpt"
          rows={3}
          {...register('excerpt')}
          className={inputClasses(!!errors.excerpt)}
          aria-describedby="newsletter-excerpt-count"
        />
      </Field>
      <Field id="newsletter-tags" label="Tags" error={errors.tags?.message} hint="Separate tags with commas">
        <input
          id="newsletter-tags"
          {...register('tags')}
          className={inputClasses(!!errors.tags)}
          {...describedBy('newsletter-tags', errors.tags?.message, true)}
        />
      </Field>
      <fieldset className="rounded-xl border border-slate-200 bg-slate-50/60 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-900">SEO Settings</legend>
        <Field
          id="newsletter-meta"
          label="Meta description"
          error={errors.metaDescription?.message}
          aside={<LengthCounter id="newsletter-meta-count" length={metaLength} guide={EXCERPT_GUIDE_LENGTH} />}
        >
          <textarea
            id="newsletter-meta"
            rows={2}
            {...register('metaDescription')}
            className={inputClasses(!!errors.metaDescription)}
            aria-describedby="newsletter-meta-count"
          />
        </Field>
      </fieldset>
    </PublishingDialog>
  );
}
