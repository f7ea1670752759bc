import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailWorker, type MailSender, type MailWorker, type MailWorkerOptions } from '../lib/mail/worker';
import { smtpSender } from '../lib/mail/transport';
import { OUTBOX_PRUNE_INTERVAL_MS, pruneOutbox } from '../lib/mail/retention';

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox's sender; undefined when it is off (no SMTP_URL, or an API test that does not start it). */
    mailWorker?: MailWorker;
  }
}

export interface MailPluginOptions {
  /** Start the worker when the app is ready (the server: yes; API tests: only those that ask). */
  start: boolean;
  /** Another sender than SMTP_URL's (tests). */
  sender?: MailSender;
  /** Worker timings (tests shorten them). */
  worker?: Partial<Omit<MailWorkerOptions, 'db' | 'sender' | 'from' | 'log'>>;
}

/**
 * Sends the outbox (decision 30): with SMTP_URL, a worker starts when the app is ready and stops, after
 * the message under way, when it closes. Without SMTP_URL nothing is sent and nothing fails: messages wait
 * in the outbox (admins read them at /admin/outbox), and the start-up log says so once.
 */
export default fp<MailPluginOptions>(async function mail(app: FastifyInstance, options) {
  const smtpUrl = app.config.mail.smtpUrl;
  if (!options.start) return;
  if (!smtpUrl && !options.sender) {
    app.addHook('onReady', async () => {
      app.log.warn('mail is not sent: SMTP_URL is not set; messages wait in the outbox (admin Outbox)');
    });
    return;
  }
  const sender = options.sender ?? smtpSender(smtpUrl!);
  const worker = createMailWorker({ ...options.worker, db: app.db, sender, from: app.config.mail.from, log: app.log });
  app.decorate('mailWorker', worker);
  // Messages past keeping are forgotten at start-up and every hour (lib/mail/retention.ts).
  let pruneTimer: NodeJS.Timeout | undefined;
  const prune = async () => {
    try {
      const forgotten = await pruneOutbox(app.db);
      if (forgotten > 0) app.log.info({ forgotten }, 'outbox messages past keeping forgotten');
    } catch (err) {
      app.log.error({ err }, 'could not prune the outbox');
    }
  };
  app.addHook('onReady', async () => {
    worker.start();
    void prune();
    pruneTimer = setInterval(() => void prune(), OUTBOX_PRUNE_INTERVAL_MS);
    pruneTimer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(pruneTimer);
    await worker.stop();
  });
});
