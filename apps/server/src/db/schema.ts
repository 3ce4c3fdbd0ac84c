// The data model of docs/product.md §3, plus what the server needs for auth and auditing, one file per
// feature in tables/ (as the apps are split). Everything that belongs to a trip cascades from trips, so
// deleting a trip deletes all its data. drizzle-kit reads this file (drizzle.config.ts).
export * from './tables/accounts';
export * from './tables/schools';
export * from './tables/trips';
export * from './tables/students';
export * from './tables/attendance';
export * from './tables/audit';
export * from './tables/activity';
export * from './tables/parents';
export * from './tables/payments';
export * from './tables/approvals';
export * from './tables/alarms';
export * from './tables/mail';
export * from './tables/invitations';
export * from './tables/archive';
export * from './tables/push';
export * from './tables/register';
export * from './tables/care';
export * from './tables/documents';
