import { defineCollection } from './define';
import { DATE_MESSAGE, field, requiredMessage } from './fields';
import type { ItemOf } from './schemas';

/**
 * Press releases: the media page's press tab (/media#press) and the back office's press section.
 * A release may link to its full text: a web address or a file uploaded to this site (POST /upload/document).
 */
export const PRESS = defineCollection({
  folder: 'press-releases',
  admin: 'press',
  keywords: 'media news announcements',
  table: 'press_releases',
  noun: 'Press release',
  plural: 'press releases',
  section: 'Press releases',
  one: 'pressRelease',
  many: 'pressReleases',
  labelField: 'title',
  mediaUse: 'press',
  fields: {
    title: field.text('Title', { required: true, requiredMessage: 'Press release title is required' }),
    date: field.date('Release date', { required: true }),
    summary: field.longText('Summary', { required: true, hint: "Shown on the media page's press tab" }),
    link: field.link('Full release', { uploads: true }),
  },
  list: { search: ['title', 'summary'], defaultSort: '-date', sortable: ['title', 'date'], yearFilter: 'date', pageSize: 10 },
  description: "Press releases of the public media page's press tab, newest first.",
  emptyHint: 'Add the first press release to show it on the media page',
  trash: true,
  revisions: true,
});

export type PressRelease = ItemOf<typeof PRESS>;
/** Releases per page in the back office, and how many the press tab shows (the newest). */
export const PRESS_PAGE_SIZE = PRESS.list.pageSize;
export const PRESS_MESSAGES = {
  ...PRESS.messages,
  titleRequired: requiredMessage(PRESS.fields.title),
  summaryRequired: requiredMessage(PRESS.fields.summary),
  dateRequired: requiredMessage(PRESS.fields.date),
  dateInvalid: DATE_MESSAGE,
};
