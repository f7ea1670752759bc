import { articleEnvelopeSchema, type Article, type ArticleInput } from '@mnch/shared';
import { useSaveRecord } from '../../components/collection-api';
import { NEWSLETTERS_KEY } from './get-newsletters';

/** POST /api/articles (kind newsletter) or PUT /api/articles/{id}. */
export const useSaveNewsletter = () =>
  useSaveRecord<ArticleInput, typeof articleEnvelopeSchema, Article>(
    '/articles',
    NEWSLETTERS_KEY,
    articleEnvelopeSchema,
    (body) => body.article,
  );
