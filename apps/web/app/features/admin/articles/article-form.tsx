import { useCallback, useRef, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import {
  ARTICLE_MESSAGES,
  EXCERPT_GUIDE_LENGTH,
  articleInputSchema,
  type Article,
  type ArticleInput,
  type ArticleStatus,
  toSiteDateTime,
  toIsoInstant,
} from '@mnch/shared';
import { Field, LengthCounter, describedBy, inputClasses } from '../../../components/form-fields';
import { RichTextField } from '../components/rich-text-field';
import { PublishingDialog, PublishingFields } from '../components/publishing';
import { useRecordForm } from '../components/record-form';
import { UploadField } from '../components/upload-field';
import { SlugField, useSlugField } from '../components/slug-field';
import { useSaveArticle } from './api/save-article';

export interface ArticleFormValues {
  title: string;
  slug: string;
  category: string;
  status: ArticleStatus;
  scheduledDate: string;
  content: string;
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

export function articleFormDefaults(article?: Article | null): ArticleFormValues {
  return {
    title: article?.title ?? '',
    slug: article?.slug ?? '',
    category: article?.category ?? '',
    status: article?.status ?? 'draft',
    scheduledDate: toSiteDateTime(article?.scheduledDate),
    content: article?.content ?? '',
    featuredImageUrl: article?.featuredImageUrl ?? null,
    excerpt: article?.excerpt ?? '',
    metaDescription: article?.metaDescription ?? '',
    tags: article?.tags.join(', ') ?? '',
  };
}

/** The request body of POST/PUT /api/articles from the form. */
export function articlePayload(values: ArticleFormValues): ArticleInput {
  return {
    kind: 'article',
    title: values.title,
    slug: values.slug,
    category: values.category,
    status: values.status,
    scheduledDate: values.status === 'scheduled' ? toIsoInstant(values.scheduledDate) : null,
    content: values.content,
    featuredImageUrl: values.featuredImageUrl ?? null,
    excerpt: values.excerpt,
    metaDescription: values.metaDescription,
    tags: values.tags,
  };
}

interface ArticleFormProps {
  /** The article being edited; null to write a new one. */
  article: Article | null;
  onClose: () => void;
}

/** "Write New Article" / "Edit Article": the article's fields, the editor, the image and SEO settings. */
export function ArticleFormDialog({ article, onClose }: ArticleFormProps) {
  const [uploading, setUploading] = useState(false);
  const focusEditor = useRef<() => void>(() => {});
  const onEditorReady = useCallback((focus: () => void) => {
    focusEditor.current = focus;
  }, []);
  const record = useRecordForm({
    kind: 'articles',
    id: article?.id,
    defaults: articleFormDefaults(article),
    schema: articleInputSchema,
    payload: articlePayload,
    save: useSaveArticle(),
    fields: FIELDS,
    messages: ARTICLE_MESSAGES,
    onClose,
  });
  const {
    register,
    control,
    setValue,
    formState: { errors },
  } = record.form;
  const status = useWatch({ control, name: 'status' });
  const title = useWatch({ control, name: 'title' });
  const slugField = useSlugField(title, useWatch({ control, name: 'slug' }), record.editing, setValue);
  const scheduledDate = useWatch({ control, name: 'scheduledDate' });
  const excerptLength = useWatch({ control, name: 'excerpt' }).length;
  const metaLength = useWatch({ control, name: 'metaDescription' }).length;

  return (
    <PublishingDialog
      record={record}
      status={status}
      scheduledDate={scheduledDate}
      uploading={uploading}
      onInvalid={(errs) => {
        if (errs.content && !errs.title && !errs.category) focusEditor.current();
        if (errs.content) toast.error(ARTICLE_MESSAGES.contentRequired);
      }}
      title={record.editing ? 'Edit Article' : 'Write New Article'}
    >
      <Field id="article-title" label="Title" required error={errors.title?.message}>
        <input
          id="article-title"
          {...register('title')}
          className={inputClasses(!!errors.title)}
          placeholder="Enter the article title"
          {...describedBy('article-title', errors.title?.message)}
        />
      </Field>

      <SlugField id="article-slug" field={register('slug')} {...slugField} error={errors.slug?.message} />

      <PublishingFields
        idPrefix="article"
        noun="article"
        status={status}
        scheduledDate={scheduledDate}
        fields={{ category: register('category'), status: register('status'), scheduledDate: register('scheduledDate') }}
        errors={{ category: errors.category?.message, status: errors.status?.message, scheduledDate: errors.scheduledDate?.message }}
      />

      <div>
        <p id="article-content-label" className="mb-1 text-sm font-medium text-slate-800">
          Content
          <span className="text-red-700" aria-hidden="true">
            {' '}
            *
          </span>
        </p>
        <Controller
          control={control}
          name="content"
          render={({ field }) => (
            <RichTextField
              value={field.value}
              onChange={field.onChange}
              labelledBy="article-content-label"
              describedBy={errors.content ? 'article-content-error' : undefined}
              invalid={!!errors.content}
              placeholder="Write your article…"
              onReady={onEditorReady}
            />
          )}
        />
        {errors.content ? (
          <p id="article-content-error" className="mt-1 text-sm text-red-700">
            {errors.content.message}
          </p>
        ) : null}
      </div>

      <Controller
        control={control}
        name="featuredImageUrl"
        render={({ field }) => (
          <UploadField
            id="article-image"
            label="Featured image"
            kind="single"
            preview="image"
            value={field.value}
            onChange={field.onChange}
            hint="PNG, JPG or WebP up to 5MB"
            error={errors.featuredImageUrl?.message}
            onBusyChange={setUploading}
          />
        )}
      />

      <Field
        id="article-excerpt"
        label="Excerpt"
        error={errors.excerpt?.message}
        aside={<LengthCounter id="article-excerpt-count" length={excerptLength} guide={EXCERPT_GUIDE_LENGTH} />}
      >
        <textarea
          id="article-excerpt"
          rows={3}
          {...register('excerpt')}
          className={inputClasses(!!errors.excerpt)}
          placeholder="A short summary shown on cards and in search results"
          aria-describedby="article-excerpt-count"
        />
      </Field>

      <Field id="article-tags" label="Tags" error={errors.tags?.message} hint="Separate tags with commas, e.g. nutrition, newborn care">
        <input
          id="article-tags"
          {...register('tags')}
          className={inputClasses(!!errors.tags)}
          {...describedBy('article-tags', errors.tags?.message, true)}
        />
      </Field>

      <fieldset className="rounded-xl border border-slate-200 bg-slate-50/60 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-900">SEO Settings</legend>
        <Field
          id="article-meta"
          label="Meta description"
          error={errors.metaDescription?.message}
          aside={<LengthCounter id="article-meta-count" length={metaLength} guide={EXCERPT_GUIDE_LENGTH} />}
          hint="Shown by search engines under the title."
        >
          <textarea
            id="article-meta"
            rows={2}
            {...register('metaDescription')}
            className={inputClasses(!!errors.metaDescription)}
            aria-describedby="article-meta-count article-meta-hint"
          />
        </Field>
      </fieldset>
    </PublishingDialog>
  );
}
