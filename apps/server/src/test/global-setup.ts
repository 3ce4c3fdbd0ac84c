import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migratedEmbeddedImage, openDatabase } from '../db/client';

declare module 'vitest' {
  // Vitest's provided values are typed by merging into its interface, which a type cannot do.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    /** The file of a migrated in-memory embedded database each test file starts its own from. */
    embeddedImageFile: string | null;
    /** The migrated database on the PostgreSQL server (DATABASE_URL) each test file's is a copy of. */
    serverTemplate: string | null;
  }
}

/**
 * The API tests' databases start migrated: the schema is brought up to date once per run, here, and
 * every test file's fresh database is a copy (test-database.ts). Running every migration for each of
 * some fifty files was most of their setup (on the embedded database, creating the cluster too).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'wycieczki-test-image-'));
    const file = path.join(folder, 'migrated.tar');
    fs.writeFileSync(file, await migratedEmbeddedImage());
    project.provide('embeddedImageFile', file);
    project.provide('serverTemplate', null);
    return async () => fs.rmSync(folder, { recursive: true, force: true });
  }

  const template = `test_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${template}`);
  const url = new URL(serverUrl);
  url.pathname = `/${template}`;
  const database = await openDatabase({ kind: 'server', databaseUrl: url.toString(), poolSize: 1 });
  await database.close();
  project.provide('embeddedImageFile', null);
  project.provide('serverTemplate', template);
  return () => adminQuery(serverUrl, `drop database if exists ${template} with (force)`);
}

/** One statement on the server's default database (creating and dropping databases). */
export async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
