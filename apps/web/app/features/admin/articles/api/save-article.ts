import { articleEnvelopeSchema, type Article, type ArticleInput } from '@mnch/shared';
import { useSaveRecord } from '../../components/collection-api';
import { ARTICLES_KEY } from './get-articles';

/** Creates (POST /api/articles) or updates (PUT /api/articles/{id}) an article, then refreshes the lists. */
export const useSaveArticle = () =>
  useSaveRecord<ArticleInput, typeof articleEnvelopeSchema, Article>(
    '/articles',
    ARTICLES_KEY,
    articleEnvelopeSchema,
    (body) => body.article,
  );
