// The request schemas the web and the server share, one file per feature in schemas/ (as the apps
// are split): what a form checks is what the server checks.
export { firstIssueMessage, hasStorableYear, isStorableDateTime, isStorableText, isValidIsoDate, MONEY_DATE_MIN, toStorableText } from './schemas/fields';
export * from './schemas/accounts';
export * from './schemas/students';
export * from './schemas/rooms';
export * from './schemas/trips';
export * from './schemas/attendance';
export * from './schemas/parents';
export * from './schemas/payments';
export * from './schemas/schools';
export * from './schemas/register';
export * from './schemas/rooming';
export * from './schemas/approvals';
export * from './schemas/groups';
export * from './schemas/alarms';
export * from './schemas/settlement';
export * from './schemas/push';
export * from './schemas/handovers';
export * from './schemas/medicines';
export * from './schemas/transport';
