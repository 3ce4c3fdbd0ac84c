// Polish that agrees with the person it is about (issue 63): one module for both apps.
export * from './gender';
export * from './words';
