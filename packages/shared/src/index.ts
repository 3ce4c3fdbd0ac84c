export * from './limits';
export * from './messages';
export * from './pesel';
export * from './phone';
export * from './schemas';
export * from './api-types';
export * from './names';
