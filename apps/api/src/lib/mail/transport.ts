import nodemailer from 'nodemailer';
import type { MailSender } from './worker';

/**
 * The SMTP transport of SMTP_URL (smtp:// with STARTTLS when the server offers it, smtps:// for TLS from
 * the start; user and password in the URL). Timeouts keep a silent server from holding the worker.
 */
export function smtpSender(smtpUrl: string): MailSender {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
  return {
    sendMail: (message) => transport.sendMail(message),
    close: () => transport.close(),
  };
}
