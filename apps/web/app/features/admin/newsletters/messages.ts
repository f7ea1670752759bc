import { trashConfirm } from '@mnch/shared';

/** The newsletter screen's own messages (its search placeholder and empty state come from the articles screen). */
export const NEWSLETTER_MESSAGES = {
  created: 'Newsletter created successfully',
  updated: 'Newsletter updated successfully',
  deleted: 'Newsletter moved to the trash',
  saveError: 'Error saving newsletter:',
  deleteFailed: 'Failed to delete newsletter.',
  linkRequired: 'Add the newsletter link or upload its PDF',
  deleteConfirm: trashConfirm('this newsletter'),
} as const;
