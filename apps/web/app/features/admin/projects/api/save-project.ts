import { projectEnvelopeSchema, type CreateProjectInput, type Project } from '@mnch/shared';
import { useSaveRecord } from '../../components/collection-api';
import { PROJECTS_KEY } from './get-projects';

/** POST /api/projects (no id) or PUT /api/projects/{id}. */
export const useSaveProject = () =>
  useSaveRecord<CreateProjectInput, typeof projectEnvelopeSchema, Project>(
    '/projects',
    PROJECTS_KEY,
    projectEnvelopeSchema,
    (body) => body.project,
  );
