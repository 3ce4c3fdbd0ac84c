import { z } from 'zod';

// Any zod message that a schema does not set itself (e.g. a body that is not an object) is Polish too.
z.config(z.locales.pl());

export * from './limits';
export * from './messages';
export * from './pesel';
export * from './phone';
export * from './schemas';
export * from './api-types';
