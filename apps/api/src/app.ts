import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import etag from '@fastify/etag';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { KINDS, KIND_FOLDERS, MESSAGES, TRASH_KINDS, setSiteTimeZone } from '@mnch/shared';
import type { Config } from './config';
import { KIND_ROUTES } from './content/routes';
import type { Database, Db } from './db/client';
import auditPlugin from './plugins/audit';
import authPlugin from './plugins/auth';
import errorsPlugin from './plugins/errors';
import securityPlugin from './plugins/security';
import storagePlugin, { createLocalStorage, uploadsRoot } from './plugins/storage';
import pageStatePlugin from './plugins/page-state';
import visitorsPlugin from './plugins/visitors';
import webPlugin from './plugins/web';
import mailPlugin, { type MailPluginOptions } from './plugins/mail';
import authRoutes from './modules/auth/routes';
import healthPlugin from './modules/health/plugin';
import healthRoutes from './modules/health/routes';
import usersRoutes from './modules/users/routes';
import newsletterRoutes from './modules/subscribers/newsletter.routes';
import subscribersRoutes from './modules/subscribers/routes';
import { createSubscribersService, type SubscribersService } from './modules/subscribers/service';
import { createUsersService, type UsersService } from './modules/users/service';
import { createPasswordLinks, type PasswordLinks } from './modules/users/password-links';
import { createArticlesService, type ArticlesService } from './modules/articles/service';
import { createProjectsService, type ProjectsService } from './modules/projects/service';
import { createPartnersService, type PartnersService } from './modules/partners/service';
import { createTeamService, type TeamService } from './modules/team/service';
import { createPublicationsService, type PublicationsService } from './modules/publications/service';
import { createGalleryService, type GalleryService } from './modules/gallery/service';
import { createEventsService, type EventsService } from './modules/events/service';
import inquiriesRoutes from './modules/inquiries/routes';
import { createInquiriesService, type InquiriesService } from './modules/inquiries/service';
import uploadsRoutes from './modules/uploads/routes';
import { createUploadsService, type UploadsService } from './modules/uploads/service';
import socialRoutes from './modules/social/routes';
import seoRoutes from './modules/seo/routes';
import { createSocialService, type SocialService } from './modules/social/service';
import { createJobsService, type JobsService } from './modules/jobs/service';
import { createSettingsService, type SettingsService } from './modules/settings/service';
import mediaRoutes from './modules/media/routes';
import { createMediaService, type MediaService } from './modules/media/service';
import { createCollectionServices, type CollectionServices } from './content/collections';
import auditLogRoutes from './modules/audit-log/routes';
import { createAuditLogService, type AuditLogService } from './modules/audit-log/service';
import { createFiguresService, type FiguresService } from './modules/figures/service';
import revisionsRoutes from './modules/revisions/routes';
import { createRevisionsService, type RevisionsService } from './modules/revisions/service';
import redirectsRoutes from './modules/redirects/routes';
import { createRedirectsService, type RedirectsService } from './modules/redirects/service';
import trashRoutes from './modules/trash/routes';
import announcementsRoutes from './modules/announcements/routes';
import searchRoutes from './modules/search/routes';
import dashboardRoutes from './modules/dashboard/routes';
import { createDashboardService, type DashboardService } from './modules/dashboard/service';
import { createSearchService, type SearchService } from './modules/search/service';
import { createAnnouncementsService, type AnnouncementsService } from './modules/announcements/service';
import outboxRoutes from './modules/outbox/routes';
import { createOutboxService, type OutboxService } from './modules/outbox/service';
import trashPurgePlugin from './modules/trash/purge';
import noticesPlugin, { type NoticesPluginOptions } from './modules/notices/plugin';
import { createNoticesService, type NoticesService } from './modules/notices/service';
import { createTrashService, type TrashService } from './modules/trash/service';
import { bulkRoutes } from './modules/bulk/routes';
import { createBulkService, type BulkService } from './modules/bulk/service';
import type { ServiceDeps } from './lib/service-deps';
import { tagRoutesByFolder } from './lib/openapi';
import { acceptJsonOnly, allowEmptyJsonBody, badUrlAnswer, rejectBadCharacters } from './lib/request-guards';

export interface RouteInfo {
  method: string;
  url: string;
  /** Roles allowed by `requireRole`; undefined for routes open to anyone. */
  roles?: string[];
}

export interface Services extends CollectionServices {
  users: UsersService;
  passwordLinks: PasswordLinks;
  subscribers: SubscribersService;
  articles: ArticlesService;
  projects: ProjectsService;
  publications: PublicationsService;
  gallery: GalleryService;
  events: EventsService;
  inquiries: InquiriesService;
  uploads: UploadsService;
  social: SocialService;
  jobs: JobsService;
  settings: SettingsService;
  team: TeamService;
  partners: PartnersService;
  media: MediaService;
  figures: FiguresService;
  revisions: RevisionsService;
  auditLog: AuditLogService;
  trash: TrashService;
  bulk: BulkService;
  redirects: RedirectsService;
  outbox: OutboxService;
  announcements: AnnouncementsService;
  search: SearchService;
  dashboard: DashboardService;
  notices: NoticesService;
}

export function createServices(deps: ServiceDeps): Services {
  return {
    ...createCollectionServices(deps),
    users: createUsersService(deps.db),
    passwordLinks: createPasswordLinks(deps),
    subscribers: createSubscribersService(deps),
    articles: createArticlesService(deps),
    projects: createProjectsService(deps),
    publications: createPublicationsService(deps),
    gallery: createGalleryService(deps),
    events: createEventsService(deps),
    inquiries: createInquiriesService(deps),
    uploads: createUploadsService(deps),
    social: createSocialService(deps),
    jobs: createJobsService(deps),
    settings: createSettingsService(deps),
    team: createTeamService(deps),
    partners: createPartnersService(deps),
    media: createMediaService(deps),
    figures: createFiguresService(deps),
    revisions: createRevisionsService(deps),
    auditLog: createAuditLogService(deps),
    trash: createTrashService(deps),
    bulk: createBulkService(deps),
    redirects: createRedirectsService(deps),
    outbox: createOutboxService(deps),
    announcements: createAnnouncementsService(deps),
    search: createSearchService(deps),
    dashboard: createDashboardService(deps),
    notices: createNoticesService(deps),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    services: Services;
    routeTable: RouteInfo[];
    /** The clock of time-based rules (sign-in delays, once-a-day counts); tests pass their own. */
    clock: () => Date;
  }
}

export interface BuildOptions {
  /** Serve the web app too (off in API tests). */
  web?: boolean;
  logger?: boolean;
  /** Where log lines go (standard output when unset); tests read them to prove what is never logged. */
  logStream?: { write(line: string): void };
  /** The clock (tests pass their own); the real time when unset. */
  now?: () => Date;
  /** The outbox's worker: started unless NODE_ENV is test (API tests start it when they test mail). */
  mail?: Partial<MailPluginOptions>;
  /** The notices' sweeps (modules/notices/plugin.ts): started unless NODE_ENV is test. */
  notices?: Partial<NoticesPluginOptions>;
}

/** The paths whose last segment is a token (packages/shared/src/rules/paths.ts: the newsletter's links). */
const SECRET_PATH = /^(\/reset-password\/|\/newsletter\/confirm\/|\/unsubscribe\/|\/api\/newsletter\/unsubscribe\/)[^/?.]+/;

/**
 * What a log line says of a request: its method and path, never its query string (a search for a person
 * in the back office, a token in an unsubscribe link), its body or the visitor's address - no personal
 * data goes into a log (docs/security.md), nor a password link's token.
 */
export function requestForLog(request: { method: string; url: string }): { method: string; url: string } {
  const query = request.url.indexOf('?');
  const path = query === -1 ? request.url : `${request.url.slice(0, query)}?…`;
  // A link's token is a secret: a password link's page, the newsletter's confirm and unsubscribe pages
  // and the one-click unsubscribe address are logged without it.
  return { method: request.method, url: path.replace(SECRET_PATH, '$1…') };
}

/**
 * One log line per request, when it is answered, naming the request (requestForLog), its status and its
 * time. Fastify's own wrote two, one as each request came in: on a page from the cache, writing them was
 * about a fifth of the answer's time (docs/performance.md, "Cached pages and the render queue").
 */
class OneLinePerRequest extends Fastify.LogController {
  override incomingRequest(): void {}
  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

/** Builds the application without listening: tests call `app.inject()`, server.ts calls `listen()`. */
export async function buildApp(config: Config, database: Database, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel, serializers: { req: requestForLog }, stream: options.logStream },
    logController: new OneLinePerRequest(),
    trustProxy: config.trustProxy,
    // Loading the built pages (the web plugin imports the server bundle) has taken over Fastify's default
    // 10 s on a loaded two-core machine; a plugin that truly hangs still fails the start within a minute.
    pluginTimeout: 60_000,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    forceCloseConnections: 'idle',
    // An address the router cannot decode is a 400 with the site's message (lib/request-guards.ts).
    frameworkErrors: badUrlAnswer,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  /** Every route with the roles it allows (read by the tests that prove 401/403 on each). */
  const routeTable: RouteInfo[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    const handlers = [route.onRequest, route.preValidation, route.preHandler].flat().filter(Boolean) as Array<{ allowedRoles?: string[] }>;
    const roles = handlers.find((h) => h.allowedRoles)?.allowedRoles;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      routeTable.push({ method, url: route.url, roles });
    }
  });

  // One time zone for every date the process reads and shows, the pages' included (decision 25).
  setSiteTimeZone(config.publicConfig.siteTimeZone);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  // The S3 client loads only for a site that stores its files in a bucket (about 6 MB of the process).
  const storage = config.s3
    ? (await import('./plugins/storage-s3')).createS3Storage(config.s3)
    : createLocalStorage(uploadsRoot(config.dataDir));
  const clock = options.now ?? (() => new Date());
  app.decorate('clock', clock);
  app.decorate('services', createServices({ db: database.db, storage, config, now: clock }));

  // Answers carry a validator (a weak ETag of the uncompressed body, so before compression) and a
  // request whose If-None-Match names it gets 304 with no body. Pages set their own (plugins/web.ts).
  await app.register(etag, { weak: true });
  // Text answers (HTML, JSON, XML) go out brotli- or gzip-compressed; quality 4 keeps brotli cheap per request.
  // Built assets are compressed once at build time and served as they are (plugins/web.ts).
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(errorsPlugin);
  // Every /api request (the documentation included): NUL or a lone surrogate in the path, the query
  // or anywhere in a JSON body is a 400 before any handler or query runs.
  rejectBadCharacters(app, '/api');
  await app.register(securityPlugin);
  await app.register(authPlugin);
  // After the answer to every write under /api/, one row of the audit log (decision 24).
  await app.register(auditPlugin);
  await app.register(visitorsPlugin);
  await app.register(storagePlugin, { storage });
  // Checks the database and the storage in the background; /api/health answers the last result.
  await app.register(healthPlugin);
  await app.register(pageStatePlugin);
  // Deletes trash entries past keeping at start-up and hourly.
  await app.register(trashPurgePlugin);
  // Sends the outbox (decision 30).
  await app.register(mailPlugin, { start: config.env !== 'test', ...options.mail });
  // Mails the subscribers of an interest when a matching item is first public (docs/behaviour/subscribers.md).
  await app.register(noticesPlugin, { start: config.env !== 'test', ...options.notices });

  // OpenAPI document generated from the route schemas, browsable at /api/docs.
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'MNCH Centre API',
        description: 'The REST API of the website and back office (guide: docs/api/README.md in the repository).',
        version: '1.0.0',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      // For every API call: JSON bodies only, and an empty JSON body is no body.
      acceptJsonOnly(api);
      allowEmptyJsonBody(api);
      // Each route's OpenAPI tag is its folder (`/api/trash/...` under `trash`) unless it names its own.
      tagRoutesByFolder(api);
      // Anonymous reads may be kept by browsers and shared caches if they ask again each time (the
      // ETag makes that a 304); signed-in answers and anything of /api/auth are never kept.
      api.addHook('onSend', async (request, reply) => {
        if (reply.hasHeader('cache-control')) return;
        const anonymousRead =
          (request.method === 'GET' || request.method === 'HEAD') &&
          request.headers.authorization === undefined &&
          !request.url.startsWith('/api/auth/');
        reply.header('Cache-Control', anonymousRead ? 'no-cache' : 'no-store');
      });
      await api.register(healthRoutes, { prefix: '/health' });
      await api.register(authRoutes, { prefix: '/auth' });
      await api.register(usersRoutes, { prefix: '/users' });
      await api.register(newsletterRoutes, { prefix: '/newsletter' });
      await api.register(subscribersRoutes, { prefix: '/subscribers' });
      // Each content kind's folders (content/routes.ts, from the registry of kinds, decision 35).
      for (const [folder] of KIND_FOLDERS) await api.register(KIND_ROUTES[folder], { prefix: `/${folder}` });
      // Each kind with a trash has bulk actions under its own folder (modules/bulk/routes.ts).
      for (const kind of TRASH_KINDS) await api.register(bulkRoutes(kind), { prefix: `/${KINDS[kind].folders[0]}/bulk` });
      await api.register(inquiriesRoutes, { prefix: '/inquiries' });
      await api.register(uploadsRoutes, { prefix: '/upload' });
      await api.register(socialRoutes, { prefix: '/social' });
      await api.register(mediaRoutes, { prefix: '/media' });
      await api.register(revisionsRoutes, { prefix: '/revisions' });
      await api.register(auditLogRoutes, { prefix: '/audit-log' });
      await api.register(trashRoutes, { prefix: '/trash' });
      await api.register(redirectsRoutes, { prefix: '/redirects' });
      await api.register(outboxRoutes, { prefix: '/outbox' });
      await api.register(announcementsRoutes, { prefix: '/newsletters' });
      await api.register(searchRoutes, { prefix: '/search' });
      await api.register(dashboardRoutes, { prefix: '/dashboard' });
      api.all('/*', { schema: { hide: true } }, async (_request, reply) => reply.status(404).send({ message: MESSAGES.common.notFound }));
    },
    { prefix: '/api' },
  );

  await app.register(seoRoutes);

  app.setNotFoundHandler(async (_request, reply) => reply.status(404).send({ message: MESSAGES.common.notFound }));

  if (options.web !== false) await app.register(webPlugin);
  return app;
}
