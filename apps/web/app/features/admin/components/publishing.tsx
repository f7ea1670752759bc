import type { UseFormRegisterReturn } from 'react-hook-form';
import type { ArticleStatus } from '@mnch/shared';
import { Button } from '../../../components/ui';
import { CONTENT_CATEGORY_OPTIONS, CONTENT_STATUS_OPTIONS } from './content-status';
import { Field, describedBy, inputClasses } from './form-field';

interface PublishingFieldsProps {
  /** Prefix of the fields' ids, e.g. "article" gives "article-category". */
  idPrefix: string;
  /** What goes public, for the publish date's hint: "article", "newsletter". */
  noun: string;
  status: ArticleStatus;
  fields: { category: UseFormRegisterReturn; status: UseFormRegisterReturn; scheduledDate: UseFormRegisterReturn };
  errors: { category?: string; status?: string; scheduledDate?: string };
}

/** Category and status of an article or newsletter, and its publish date when it is scheduled. */
export function PublishingFields({ idPrefix, noun, status, fields, errors }: PublishingFieldsProps) {
  const ids = { category: `${idPrefix}-category`, status: `${idPrefix}-status`, scheduled: `${idPrefix}-scheduled` };
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={ids.category} label="Category" required error={errors.category}>
          <select id={ids.category} {...fields.category} className={inputClasses(!!errors.category)} {...describedBy(ids.category, errors.category)}>
            <option value="">Select a category</option>
            {CONTENT_CATEGORY_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </Field>
        <Field id={ids.status} label="Status" error={errors.status}>
          <select id={ids.status} {...fields.status} className={inputClasses(!!errors.status)} {...describedBy(ids.status, errors.status)}>
            {CONTENT_STATUS_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </Field>
      </div>
      {status === 'scheduled' ? (
        <Field id={ids.scheduled} label="Publish date" required error={errors.scheduledDate} hint={`The ${noun} goes public by itself at this time.`}>
          <input
            id={ids.scheduled}
            type="datetime-local"
            {...fields.scheduledDate}
            className={inputClasses(!!errors.scheduledDate, 'sm:max-w-xs')}
            {...describedBy(ids.scheduled, errors.scheduledDate, true)}
          />
        </Field>
      ) : null}
    </>
  );
}

interface PublishingActionsProps {
  status: ArticleStatus;
  /** Saving now. */
  busy: boolean;
  /** A file is still uploading: nothing can be saved yet. */
  uploading: boolean;
  /** The button that started the save, for its spinner. */
  action: 'draft' | 'publish' | null;
  onCancel: () => void;
  onSubmit: (action: 'draft' | 'publish') => void;
}

/** The footer of an article or newsletter form: Cancel, Save as Draft, and Publish (Schedule when scheduled). */
export function PublishingActions({ status, busy, uploading, action, onCancel, onSubmit }: PublishingActionsProps) {
  return (
    <>
      <Button variant="ghost" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button variant="secondary" onClick={() => onSubmit('draft')} disabled={busy || uploading} loading={busy && action === 'draft'} loadingText="Saving...">
        Save as Draft
      </Button>
      <Button onClick={() => onSubmit('publish')} disabled={busy || uploading} loading={busy && action === 'publish'} loadingText="Saving...">
        {status === 'scheduled' ? 'Schedule' : 'Publish'}
      </Button>
    </>
  );
}
