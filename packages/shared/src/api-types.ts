// The API's types, one file per feature under types/ (issue 49); this file re-exports them under the
// names they always had.
export * from './types/accounts';
export * from './types/api';
export * from './types/trips';
export * from './types/realtime';
export * from './types/students';
export * from './types/parents';
export * from './types/activity';
export * from './types/emergency';
export * from './types/standing';
export * from './types/access-log';
export * from './types/rooms';
export * from './types/attendance';
export type { ProgramItem } from './types/program';
export * from './types/push';
