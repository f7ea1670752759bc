import { JOB_PATHWAYS, JOB_PATHWAY_LABELS, JOB_STATES, JOB_STATE_LABELS, JOB_TYPES, JOB_TYPE_LABELS, type JobState } from '@mnch/shared';
import type { BadgeTone } from '../../../components/ui';
import { formatDate } from '../../../lib/dates';

export const JOB_PATHWAY_OPTIONS = JOB_PATHWAYS.map((value) => ({ value, label: JOB_PATHWAY_LABELS[value] }));
export const JOB_TYPE_OPTIONS = JOB_TYPES.map((value) => ({ value, label: JOB_TYPE_LABELS[value] }));
export const JOB_STATE_OPTIONS = JOB_STATES.map((value) => ({ value, label: JOB_STATE_LABELS[value] }));
export const JOB_STATUS_OPTIONS = [
  { value: 'draft', label: 'Draft (not on the site)' },
  { value: 'published', label: 'Published (on the careers page until the deadline)' },
];
export const JOB_STATE_TONES: Record<JobState, BadgeTone> = { draft: 'neutral', open: 'brand', closed: 'amber' };

/** "31 October 2025" in the site's time zone; a dash when none. */
export const formatJobDay = (value: string | null | undefined) => formatDate(value) ?? '—';
