import { defineCollection } from './define';
import { field, requiredMessage, yearMessage } from './fields';
import type { ItemOf } from './schemas';

/** Awards and recognitions: the about page's awards (/about#awards), the impact page's recent ones, and the back office's awards section. */
export const AWARDS = defineCollection({
  folder: 'awards',
  keywords: 'recognition prizes honours',
  table: 'awards',
  noun: 'Award',
  plural: 'awards',
  section: 'Awards',
  one: 'award',
  many: 'awards',
  labelField: 'title',
  fields: {
    title: field.text('Award title', { required: true }),
    awardedBy: field.text('Awarded by', { required: true }),
    year: field.year('Year', { required: true }),
    description: field.longText('Description', { hint: 'What it was awarded for' }),
  },
  list: {
    search: ['title', 'awardedBy', 'description'],
    defaultSort: '-year',
    sortable: ['title', 'awardedBy', 'year'],
    yearFilter: 'year',
    pageSize: 10,
  },
  description: 'Awards and recognitions shown on the about page (all of them) and the impact page (the most recent), newest year first.',
  emptyHint: 'Add the first award to show it on the about and impact pages',
  trash: true,
  revisions: true,
});

export type AwardItem = ItemOf<typeof AWARDS>;
/** How many of the most recent awards the impact page shows. */
export const RECENT_AWARDS_COUNT = 4;
export const AWARD_MESSAGES = {
  ...AWARDS.messages,
  titleRequired: requiredMessage(AWARDS.fields.title),
  byRequired: requiredMessage(AWARDS.fields.awardedBy),
  yearInvalid: yearMessage(AWARDS.fields.year.label),
};
