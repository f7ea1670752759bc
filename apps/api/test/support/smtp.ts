import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server for tests: it keeps every message it receives, parsed by mailparser. */
export interface TestSmtp {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  port: number;
  messages: ParsedMail[];
  /** Messages to one address (as the recipient reads them). */
  to(address: string): ParsedMail[];
  /** Waits until `count` messages reached `address`, else throws after `timeoutMs`. */
  waitFor(address: string, count?: number, timeoutMs?: number): Promise<ParsedMail[]>;
  /** Stops listening (the port refuses connections), keeping the messages. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
}

export interface TestSmtpOptions {
  /**
   * Called with the number (1, 2, ...) of each message whose data has arrived, before the server answers
   * it: the answer, and the message's acceptance, wait for the promise returned (the SIGKILL test holds
   * one message so that the sending process dies while that message is not accepted yet).
   */
  beforeAccept?: (n: number) => Promise<void> | void;
}

export async function startTestSmtp(port = 0, options: TestSmtpOptions = {}): Promise<TestSmtp> {
  const messages: ParsedMail[] = [];
  let received = 0;
  let server: SMTPServer | undefined;
  let boundPort = port;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        onData(stream, _session, callback) {
          simpleParser(stream)
            .then(async (mail) => {
              await options.beforeAccept?.(++received);
              messages.push(mail);
              callback();
            })
            .catch((err: Error) => callback(err));
        },
      });
      s.on('error', () => undefined);
      s.server.once('error', reject);
      s.listen(boundPort, '127.0.0.1', () => {
        boundPort = (s.server.address() as AddressInfo).port;
        server = s;
        resolve();
      });
    });

  const addressesOf = (mail: ParsedMail) =>
    [mail.to]
      .flat()
      .flatMap((t) => t?.value ?? [])
      .map((v) => v.address?.toLowerCase());

  const api: TestSmtp = {
    get url() {
      return `smtp://127.0.0.1:${boundPort}`;
    },
    get port() {
      return boundPort;
    },
    messages,
    to: (address) => messages.filter((m) => addressesOf(m).includes(address.toLowerCase())),
    async waitFor(address, count = 1, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        const found = api.to(address);
        if (found.length >= count) return found;
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error(`expected ${count} message(s) to ${address}, got ${api.to(address).length}`);
    },
    stop: () =>
      new Promise<void>((resolve) => {
        const s = server;
        server = undefined;
        if (!s) return resolve();
        s.close(() => resolve());
      }),
    start: listen,
  };
  await listen();
  return api;
}
