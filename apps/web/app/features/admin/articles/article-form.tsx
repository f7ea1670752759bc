import { useCallback, useRef, useState } from 'react';
import { toast } from '../../../lib/toast';
import { ARTICLE_MESSAGES, articleInputSchema, type Article, type ArticleInput } from '@mnch/shared';
import { LabelledRichText } from '../components/labelled-rich-text';
import { PublishingDialog } from '../components/publishing';
import { useRecordForm } from '../components/record-form';
import { UploadControl } from '../components/upload-field';
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
import { ARTICLES_KEY } from './api/get-articles';

export interface ArticleFormValues extends ArticleBaseValues {
  content: string;
}

export function articleFormDefaults(article?: Article | null): ArticleFormValues {
  return { ...articleBaseDefaults(article), content: article?.content ?? '' };
}

/** The request body of POST/PUT /api/articles from the form. */
export function articlePayload(values: ArticleFormValues): ArticleInput {
  return { kind: 'article', ...articleBasePayload(values), content: values.content };
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
    version: article?.version,
    valuesOf: articleFormDefaults,
    schema: articleInputSchema,
    payload: articlePayload,
    save: useSaveArticle(ARTICLES_KEY),
    fields: ARTICLE_FORM_FIELDS,
    messages: ARTICLE_MESSAGES,
    onClose,
  });
  const {
    register,
    control,
    formState: { errors },
  } = record.form;
  const { status, scheduledDate, slugField, lengths } = useArticleBase(record.form, record.editing);

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
      <ArticleHeadFields
        idPrefix="article"
        register={register}
        errors={errors}
        titlePlaceholder="Enter the article title"
        slugField={slugField}
        status={status}
        scheduledDate={scheduledDate}
      />

      <LabelledRichText
        id="article-content"
        name="content"
        label="Content"
        required
        control={control}
        error={errors.content?.message}
        placeholder="Write your article…"
        onReady={onEditorReady}
      />

      <UploadControl
        control={control}
        name="featuredImageUrl"
        id="article-image"
        label="Featured image"
        hint="PNG, JPG or WebP up to 5MB"
        error={errors.featuredImageUrl?.message}
        onBusyChange={setUploading}
      />

      <ArticleListingFields
        idPrefix="article"
        register={register}
        errors={errors}
        lengths={lengths}
        excerptPlaceholder="A short summary shown on cards and in search results"
        tagsHint="Separate tags with commas, e.g. nutrition, newborn care"
        metaHint="Shown by search engines under the title."
      />
    </PublishingDialog>
  );
}
