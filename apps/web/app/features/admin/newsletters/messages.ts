/** Texts of the newsletter screen the spec leaves open (its own texts are used where it gives them). */
export const NEWSLETTER_MESSAGES = {
  created: 'Newsletter created successfully',
  updated: 'Newsletter updated successfully',
  deleted: 'Newsletter deleted successfully',
  saveError: 'Error saving newsletter:',
  deleteFailed: 'Failed to delete newsletter.',
  linkRequired: 'Add the newsletter link or upload its PDF',
  deleteConfirm: 'Are you sure you want to delete this newsletter? This action cannot be undone.',
} as const;
