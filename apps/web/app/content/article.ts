import { ARTICLE_MESSAGES } from '@mnch/shared';

/** Texts of the article page, its error messages included. */
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
  by: 'By',
  tags: 'Tags',
  share: 'Share article',
  moreNews: 'More news',
  document: {
    title: 'This issue is a document',
    text: 'Read it in the document viewer or download it.',
    view: 'Read in the viewer',
    download: 'Download',
  },
  loading: 'Loading article...',
  /** How many other articles the page suggests. */
  moreNewsCount: 3,
};
