import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { adminQuery } from './global-setup';

/**
 * A fresh database for one test file: in-memory embedded PostgreSQL by default, or a new database
 * created on the PostgreSQL server named by DATABASE_URL (and dropped afterwards), so the same
 * suite runs on both and test files never see each other's rows. Each starts as a copy of the
 * database migrated once for the run (global-setup.ts).
 */
export async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const image = inject('embeddedImageFile');
    const database = await openDatabase({ kind: 'embedded', dataDir: null, ...(image ? { startFrom: fs.readFileSync(image) } : {}) });
    return { database, drop: () => database.close() };
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  const template = inject('serverTemplate');
  await adminQuery(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'server', databaseUrl: url.toString(), poolSize: 5 });
  return {
    database,
    drop: async () => {
      await database.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
