/**
 * The routes plugin of each API folder of a content kind (packages/shared/src/kinds.ts `folders`):
 * app.ts registers each under `/api/{folder}`, so a kind's folder without routes is a type error here.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { KindFolder } from '@mnch/shared';
import { COLLECTION_ROUTES } from './collections';
import articlesRoutes from '../modules/articles/routes';
import eventsRoutes from '../modules/events/routes';
import figuresRoutes from '../modules/figures/routes';
import galleryRoutes from '../modules/gallery/routes';
import jobsRoutes from '../modules/jobs/routes';
import partnersRoutes from '../modules/partners/routes';
import projectsRoutes from '../modules/projects/routes';
import reportsRoutes from '../modules/publications/reports.routes';
import publicationsRoutes from '../modules/publications/routes';
import settingsRoutes from '../modules/settings/routes';
import teamRoutes from '../modules/team/routes';

export const KIND_ROUTES = {
  ...COLLECTION_ROUTES,
  articles: articlesRoutes,
  events: eventsRoutes,
  projects: projectsRoutes,
  publications: publicationsRoutes,
  reports: reportsRoutes,
  gallery: galleryRoutes,
  jobs: jobsRoutes,
  team: teamRoutes,
  partners: partnersRoutes,
  settings: settingsRoutes,
  figures: figuresRoutes,
} as const satisfies Record<KindFolder, FastifyPluginAsyncZod>;
