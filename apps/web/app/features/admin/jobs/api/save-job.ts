import { jobEnvelopeSchema, type CreateJobInput, type Job } from '@mnch/shared';
import { useSaveRecord } from '../../components/collection-api';
import { JOBS_KEY } from './get-jobs';

/** POST /api/jobs (no id) or PUT /api/jobs/{id}. */
export const useSaveJob = () =>
  useSaveRecord<CreateJobInput, typeof jobEnvelopeSchema, Job>('/jobs', JOBS_KEY, jobEnvelopeSchema, (body) => body.job);
