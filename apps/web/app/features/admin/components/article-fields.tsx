import type { ReactNode } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { useWatch, type FieldErrors, type UseFormRegisterReturn, type UseFormReturn } from 'react-hook-form';
import {
  EXCERPT_GUIDE_LENGTH,
  articleEnvelopeSchema,
  toIsoInstant,
  toSiteDateTime,
  type Article,
  type ArticleInput,
  type ArticleStatus,
} from '@mnch/shared';
import { useSaveRecord } from './collection-api';
import { Field, LengthCounter, describedBy, inputClasses } from '../../../components/form-fields';
import { PublishingFields } from './publishing';
import { SlugField, useSlugField } from './slug-field';

/** What the article form and the newsletter form both hold (their content differs: the editor's HTML, or a file or link). */
export interface ArticleBaseValues {
  title: string;
  slug: string;
  category: string;
  status: ArticleStatus;
  scheduledDate: string;
  featuredImageUrl: string | null;
  excerpt: string;
  metaDescription: string;
  tags: string;
}

/** The fields of an article's or newsletter's form (record-form.ts `fields`). */
export const ARTICLE_FORM_FIELDS = [
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

/** The shared fields' values of the item being edited, or empty ones for a new item. */
export function articleBaseDefaults(item?: Article | null): ArticleBaseValues {
  return {
    title: item?.title ?? '',
    slug: item?.slug ?? '',
    category: item?.category ?? '',
    status: item?.status ?? 'draft',
    scheduledDate: toSiteDateTime(item?.scheduledDate),
    featuredImageUrl: item?.featuredImageUrl ?? null,
    excerpt: item?.excerpt ?? '',
    metaDescription: item?.metaDescription ?? '',
    tags: item?.tags.join(', ') ?? '',
  };
}

/** The request body of POST/PUT /api/articles but its kind and content: the date only for a scheduled item. */
export function articleBasePayload(values: ArticleBaseValues): Omit<ArticleInput, 'kind' | 'content'> {
  return {
    title: values.title,
    slug: values.slug,
    category: values.category,
    status: values.status,
    scheduledDate: values.status === 'scheduled' ? toIsoInstant(values.scheduledDate) : null,
    featuredImageUrl: values.featuredImageUrl ?? null,
    excerpt: values.excerpt,
    metaDescription: values.metaDescription,
    tags: values.tags,
  };
}

/** The save of an article's or a newsletter's form (both are /api/articles), refreshing the list under `key`. */
export const useSaveArticle = (key: QueryKey) =>
  useSaveRecord<ArticleInput, typeof articleEnvelopeSchema, Article>('/articles', key, articleEnvelopeSchema, (body) => body.article);

/**
 * What the shared fields of an article's or a newsletter's form follow as they are typed: the status
 * and its date, the slug that follows the title (useSlugField), the lengths of the excerpt and the
 * search description.
 */
export function useArticleBase<V extends ArticleBaseValues>(form: UseFormReturn<V>, editing: boolean) {
  const { control, setValue } = form as unknown as UseFormReturn<ArticleBaseValues>;
  const [status, scheduledDate, title, slug, excerpt, metaDescription] = useWatch({
    control,
    name: ['status', 'scheduledDate', 'title', 'slug', 'excerpt', 'metaDescription'],
  });
  return {
    status,
    scheduledDate,
    slugField: useSlugField(title, slug, editing, setValue),
    lengths: { excerpt: excerpt.length, meta: metaDescription.length },
  };
}

interface ArticleFieldsProps {
  /** Prefix of the fields' ids ("article" gives "article-title") and what goes public ("article", "newsletter"). */
  idPrefix: 'article' | 'newsletter';
  /** The form's `register`, for the shared fields. */
  register: (name: keyof ArticleBaseValues) => UseFormRegisterReturn;
  errors: FieldErrors<ArticleBaseValues>;
}

/** Title, slug, category, status and publish date, at the top of the form. */
export function ArticleHeadFields({
  idPrefix,
  register,
  errors,
  titlePlaceholder,
  slugField,
  status,
  scheduledDate,
}: ArticleFieldsProps & {
  titlePlaceholder: string;
  slugField: ReturnType<typeof useSlugField>;
  status: ArticleStatus;
  scheduledDate: string;
}) {
  const titleId = `${idPrefix}-title`;
  return (
    <>
      <Field id={titleId} label="Title" required error={errors.title?.message}>
        <input
          id={titleId}
          {...register('title')}
          className={inputClasses(!!errors.title)}
          placeholder={titlePlaceholder}
          {...describedBy(titleId, errors.title?.message)}
        />
      </Field>
      <SlugField id={`${idPrefix}-slug`} field={register('slug')} {...slugField} error={errors.slug?.message} />
      <PublishingFields
        idPrefix={idPrefix}
        noun={idPrefix}
        status={status}
        scheduledDate={scheduledDate}
        fields={{ category: register('category'), status: register('status'), scheduledDate: register('scheduledDate') }}
        errors={{ category: errors.category?.message, status: errors.status?.message, scheduledDate: errors.scheduledDate?.message }}
      />
    </>
  );
}

/** Excerpt, tags and the SEO settings (the meta description), at the end of the form. */
export function ArticleListingFields({
  idPrefix,
  register,
  errors,
  lengths,
  excerptPlaceholder,
  tagsHint,
  metaHint,
}: ArticleFieldsProps & {
  /** The excerpt's and the meta description's lengths, for their counters. */
  lengths: { excerpt: number; meta: number };
  excerptPlaceholder?: string;
  tagsHint: ReactNode;
  metaHint?: string;
}) {
  const ids = { excerpt: `${idPrefix}-excerpt`, tags: `${idPrefix}-tags`, meta: `${idPrefix}-meta` };
  return (
    <>
      <Field
        id={ids.excerpt}
        label="Excerpt"
        error={errors.excerpt?.message}
        aside={<LengthCounter id={`${ids.excerpt}-count`} length={lengths.excerpt} guide={EXCERPT_GUIDE_LENGTH} />}
      >
        <textarea
          id={ids.excerpt}
          rows={3}
          {...register('excerpt')}
          className={inputClasses(!!errors.excerpt)}
          placeholder={excerptPlaceholder}
          aria-describedby={`${ids.excerpt}-count`}
        />
      </Field>
      <Field id={ids.tags} label="Tags" error={errors.tags?.message} hint={tagsHint}>
        <input
          id={ids.tags}
          {...register('tags')}
          className={inputClasses(!!errors.tags)}
          {...describedBy(ids.tags, errors.tags?.message, true)}
        />
      </Field>
      <fieldset className="rounded-xl border border-slate-200 bg-slate-50/60 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-900">SEO Settings</legend>
        <Field
          id={ids.meta}
          label="Meta description"
          error={errors.metaDescription?.message}
          aside={<LengthCounter id={`${ids.meta}-count`} length={lengths.meta} guide={EXCERPT_GUIDE_LENGTH} />}
          hint={metaHint}
        >
          <textarea
            id={ids.meta}
            rows={2}
            {...register('metaDescription')}
            className={inputClasses(!!errors.metaDescription)}
            aria-describedby={metaHint ? `${ids.meta}-count ${ids.meta}-hint` : `${ids.meta}-count`}
          />
        </Field>
      </fieldset>
    </>
  );
}
