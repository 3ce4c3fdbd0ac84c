import { timestamp, uuid } from 'drizzle-orm/pg-core';

/** Every table's id: a UUID the database makes (a device may give its own where a table allows it). */
export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
