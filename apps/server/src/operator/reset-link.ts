import fs from 'node:fs';
import path from 'node:path';
import { passwordResetRequestSchema } from '@wycieczki/shared';
import { loadJwtSecret } from '../auth/secrets';
import { createTokenSigner } from '../auth/tokens';
import { readConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { lockDataDir } from '../db/data-dir-lock';
import { createPasswordResetService, RESET_LINK_MINUTES } from '../features/auth/password-reset.service';
import { OPERATOR_FILE, type OperatorFile } from './operator-channel';

/**
 * `npm run reset-link -- teacher@school.example` (issue 30): a one-time link to set a new password,
 * printed to this terminal (never to the log), for a teacher locked out on a server that sends no
 * e-mail. A running server is asked through its operator channel (operator-channel.ts); with none
 * running, the command opens the database itself.
 */
async function main(): Promise<number> {
  const email = process.argv[2]?.trim() ?? '';
  const parsed = passwordResetRequestSchema.safeParse({ email });
  if (!parsed.success) {
    console.error('Użycie: npm run reset-link -- nauczyciel@szkola.example');
    return 2;
  }
  const config = readConfig();
  const origin = config.publicUrl ?? `http://localhost:${config.port}`;
  const asked = await askRunningServer(config.dataDir, parsed.data.email);
  const link = asked ? asked.link : await makeLinkDirectly(config, parsed.data.email, origin);
  if (link === null) {
    console.error(`Nie ma konta z adresem ${parsed.data.email}.`);
    return 1;
  }
  console.log(`Link do ustawienia nowego hasła dla ${parsed.data.email} (działa ${RESET_LINK_MINUTES} minut, tylko raz):\n\n${link}\n`);
  console.log('Przekaż go nauczycielowi bezpośrednio (nie wysyłaj go do innych osób).');
  return 0;
}

/** The server's answer (a link, or null: no such account); undefined when no server runs on this data folder. */
async function askRunningServer(dataDir: string, email: string): Promise<{ link: string | null } | undefined> {
  let operator: OperatorFile;
  try {
    operator = JSON.parse(fs.readFileSync(path.join(dataDir, OPERATOR_FILE), 'utf8')) as OperatorFile;
  } catch {
    return undefined;
  }
  let response: Response;
  try {
    response = await fetch(`http://127.0.0.1:${operator.port}/api/operator/reset-link`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Operator ${operator.key}` },
      body: JSON.stringify({ email }),
    });
  } catch {
    // Nobody listens: the file is left from a server that stopped.
    return undefined;
  }
  if (response.status === 404) {
    const body = (await response.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null;
    if (body?.error?.message && body.error.message !== 'Nie znaleziono') return { link: null };
    // Another program on the recorded port (a file left by a server that crashed): open the database.
    return undefined;
  }
  if (!response.ok) throw new Error(`Serwer odpowiedział ${response.status}.`);
  return { link: ((await response.json()) as { link: string }).link };
}

async function makeLinkDirectly(config: ReturnType<typeof readConfig>, email: string, origin: string): Promise<string | null> {
  let release = async () => {};
  let database: Database;
  if (config.databaseUrl) {
    database = await openDatabase({ kind: 'server', databaseUrl: config.databaseUrl, poolSize: 1, directUrl: config.databaseDirectUrl });
  } else {
    release = await lockDataDir(config.dataDir, { onCompromised: () => process.exit(1), waitMs: 0 });
    database = await openDatabase({ kind: 'embedded', dataDir: path.join(config.dataDir, 'pglite') });
  }
  try {
    const tokens = createTokenSigner(await loadJwtSecret(database.db, config.jwtSecret), { isRevoked: () => false });
    return await createPasswordResetService({ db: database.db, tokens, publicUrl: null }).linkFor(email, origin);
  } finally {
    await database.close();
    await release();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`Nie udało się utworzyć linku: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
