import { ARTICLE_MESSAGES } from '@mnch/shared';

/** Texts of the article page (spec part 2, "Article page", and its error catalogue). */
export const articleCopy = {
  backToNews: { label: 'Back to News', to: '/media#news' },
  notFound: {
    title: ARTICLE_MESSAGES.notFound,
    text: "The article you're looking for doesn't exist",
  },
  error: {
    title: ARTICLE_MESSAGES.fetchArticleFailed,
    text: 'Please try again or go back to news',
  },
  minRead: 'min read',
};
