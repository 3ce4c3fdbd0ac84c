import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';
import { startMailer, type Mailer } from '../mail/mailer';
import type { TestApi } from './test-app';

export type TestSmtp = {
  url: string;
  /** Every message accepted so far, parsed as a mail client would. */
  messages: ParsedMail[];
  /** The messages to `to`, waiting up to `timeoutMs` for `count` of them. */
  waitFor(to: string, count?: number, timeoutMs?: number): Promise<ParsedMail[]>;
  /** Addresses the server refuses for good (550), as for an address that does not exist. */
  refuse: Set<string>;
  /** While true, the server refuses the sender (553), as a misconfigured MAIL_FROM would be. */
  refuseSender: { on: boolean };
  /**
   * While true, a message's DATA is read but never answered: the sender waits on it, as on a slow
   * server (the reliability tests kill the sender then). `held` counts the messages so held; a held
   * message is never counted as received.
   */
  holdData: { on: boolean; held: number };
  stop(): Promise<void>;
};

const recipients = (mail: ParsedMail): string[] => {
  const to = mail.to;
  const list = Array.isArray(to) ? to : to ? [to] : [];
  return list.flatMap((a) => a.value.map((v) => (v.address ?? '').toLowerCase()));
};

/**
 * A real SMTP server on a free port of the loopback (the `smtp-server` package), for tests of the
 * mail queue: not a mock of the transport. No STARTTLS and no authentication: a test's server.
 * `port` reuses a stopped server's port (the queue retrying the same SMTP_URL).
 */
export async function startTestSmtp(port = 0): Promise<TestSmtp> {
  const messages: ParsedMail[] = [];
  const refuse = new Set<string>();
  const refuseSender = { on: false };
  const holdData = { on: false, held: 0 };
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (!refuseSender.on) return callback();
      const error = new Error('Nadawca niedozwolony') as Error & { responseCode: number };
      error.responseCode = 553;
      return callback(error);
    },
    onRcptTo(address, _session, callback) {
      if (refuse.has(address.address.toLowerCase())) {
        const error = new Error('Brak takiej skrzynki') as Error & { responseCode: number };
        error.responseCode = 550;
        callback(error);
      } else callback();
    },
    onData(stream, _session, callback) {
      if (holdData.on) {
        holdData.held += 1;
        stream.resume();
        return;
      }
      simpleParser(stream).then(
        (mail) => {
          messages.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    messages,
    refuse,
    refuseSender,
    holdData,
    async waitFor(to, count = 1, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.filter((m) => recipients(m).includes(to.toLowerCase()));
        if (found.length >= count || Date.now() > deadline) return found;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A real SMTP server and the app's mail sender for one test file (started before its tests, stopped
 * after): what the app mails there is read back from `smtp`.
 */
export function useTestMail(api: TestApi): { readonly smtp: TestSmtp } {
  const state: { smtp?: TestSmtp; mailer?: Mailer } = {};
  beforeAll(async () => {
    state.smtp = await startTestSmtp();
    state.mailer = await startMailer(api.database, { smtpUrl: state.smtp.url, from: 'Wycieczki szkolne <no-reply@szkola.example>' });
  });
  afterAll(async () => {
    await state.mailer?.stop();
    await state.smtp?.stop();
  });
  return {
    get smtp() {
      if (!state.smtp) throw new Error('useTestMail: the SMTP server starts in beforeAll');
      return state.smtp;
    },
  };
}
