// The journeys' SMTP server (issue 30): a real one (the `smtp-server` package) on the loopback, which
// writes each message it accepts, parsed, as JSON into MAIL_DIR, where the journeys read what a
// teacher's mail client would show (e2e/mailbox.ts). Started by playwright.config.ts beside the app.
import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const port = Number(process.env.SMTP_PORT);
const dir = process.env.MAIL_DIR;
if (!port || !dir) throw new Error('SMTP_PORT and MAIL_DIR are needed');
fs.mkdirSync(dir, { recursive: true });
let count = 0;

const server = new SMTPServer({
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream).then(
      (mail) => {
        const to = (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((a) => a.value.map((v) => v.address?.toLowerCase()));
        const file = path.join(dir, `${Date.now()}-${++count}.json`);
        fs.writeFileSync(`${file}.tmp`, JSON.stringify({ to, subject: mail.subject, text: mail.text, html: mail.html }));
        fs.renameSync(`${file}.tmp`, file);
        callback();
      },
      (error) => callback(error),
    );
  },
});
server.listen(port, '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
