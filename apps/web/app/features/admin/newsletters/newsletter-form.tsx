import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { UPLOADS_PATH, articleInputSchema, isOwnUpload, isBlankArticleContent, type Article, type ArticleInput } from '@mnch/shared';
import { useUploadsUrl } from '../../../lib/public-config';
import { Field, describedBy, inputClasses } from '../../../components/form-fields';
import { PublishingDialog } from '../components/publishing';
import {
  ARTICLE_FORM_FIELDS,
  ArticleHeadFields,
  ArticleListingFields,
  articleBaseDefaults,
  articleBasePayload,
  useArticleBase,
  useSaveArticle,
  type ArticleBaseValues,
} from '../components/article-fields';
import { schemaResolver } from '../components/schema-resolver';
import { useRecordForm } from '../components/record-form';
import { UploadControl } from '../components/upload-field';
import { NEWSLETTERS_KEY } from './api/get-newsletters';
import { NEWSLETTER_MESSAGES } from './messages';

export type NewsletterSource = 'file' | 'link';

export interface NewsletterFormValues extends ArticleBaseValues {
  source: NewsletterSource;
  /** The uploaded PDF's address (source `file`). */
  fileUrl: string | null;
  /** An address typed in (source `link`). */
  link: string;
  /** Never a value: the request's content is the file or the link; only its errors show, on their fieldset. */
  content?: undefined;
}

export function newsletterFormDefaults(item?: Article | null, uploadsUrl: string = UPLOADS_PATH): NewsletterFormValues {
  const content = item?.content ?? '';
  const isUpload = !content || isOwnUpload(content, uploadsUrl);
  return {
    ...articleBaseDefaults(item),
    source: isUpload ? 'file' : 'link',
    fileUrl: isUpload && content ? content : null,
    link: isUpload ? '' : content,
  };
}

/** The request body of POST/PUT /api/articles for a newsletter: its content is the link. */
export function newsletterPayload(values: NewsletterFormValues): ArticleInput {
  return {
    kind: 'newsletter',
    ...articleBasePayload(values),
    content: (values.source === 'file' ? values.fileUrl : values.link.trim()) ?? '',
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
    version: item?.version,
    valuesOf: (current: Article) => newsletterFormDefaults(current, uploadsUrl),
    noun: 'newsletter',
    resolver: newsletterResolver,
    payload: newsletterPayload,
    save: useSaveArticle(NEWSLETTERS_KEY),
    fields: ARTICLE_FORM_FIELDS,
    messages: NEWSLETTER_MESSAGES,
    onClose,
  });
  const {
    register,
    control,
    clearErrors,
    formState: { errors },
  } = record.form;
  const { status, scheduledDate, slugField, lengths } = useArticleBase(record.form, record.editing);
  const source = useWatch({ control, name: 'source' });
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
      <ArticleHeadFields
        idPrefix="newsletter"
        register={register}
        errors={errors}
        titlePlaceholder="e.g. Quarterly newsletter, issue 12"
        slugField={slugField}
        status={status}
        scheduledDate={scheduledDate}
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
          <UploadControl
            control={control}
            name="fileUrl"
            id="newsletter-file"
            label="Newsletter PDF"
            kind="document"
            onUpload={() => clearErrors('content')}
            hint="PDF, DOC or DOCX up to 50MB"
            error={contentError}
            onBusyChange={(b) => setUploads((u) => ({ ...u, file: b }))}
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

      <UploadControl
        control={control}
        name="featuredImageUrl"
        id="newsletter-image"
        label="Featured image"
        hint="Any image, up to 5MB"
        error={errors.featuredImageUrl?.message}
        onBusyChange={(b) => setUploads((u) => ({ ...u, image: b }))}
      />

      <ArticleListingFields
        idPrefix="newsletter"
        register={register}
        errors={errors}
        lengths={lengths}
        tagsHint="Separate tags with commas"
      />
    </PublishingDialog>
  );
}
