import fs from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const featuresOf = (dir) => fs.readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
const serverFeatures = featuresOf('apps/server/src/features');
const webFeatures = featuresOf('apps/web/src/features');

// The first screen's weight (docs/decisions/005): validation with zod/mini, toasts through @/lib/toast.
const WEB_RESTRICTED_PATHS = [
  { name: 'zod', message: "Use 'zod/mini' in the web app (docs/decisions/005)." },
  { name: 'sonner', message: "Use '@/lib/toast' (docs/decisions/005).", allowTypeImports: true },
];

// Boundaries (issue 12): who may import whom. Core `no-restricted-imports`, so they add to the web
// app's own restricted imports instead of replacing them. test/lint-boundaries.test.ts proves each
// one fails on a deliberate violation.
const REPO_RULE = {
  group: ['**/access/*', '**/realtime/*', '**/write/*'],
  message: 'Repositories import neither access nor realtime: the service asks the access module and the write path publishes (docs/decisions/012).',
};
const otherServerRepos = (feature) =>
  serverFeatures
    .filter((other) => other !== feature)
    .map((other) => ({
      group: [`**/features/${other}/*.repo`, `../${other}/*.repo`, `../../${other}/*.repo`],
      message: `Features do not import each other's repositories (${other}).`,
    }));

const boundaries = [
  {
    // The layers under the features (issue 49, docs/decisions/033): the write path, access, realtime,
    // the database, lib and the paperwork are handed what they need (app.ts gives the writer its after-write rules);
    // they never reach up into a feature.
    files: ['apps/server/src/{write,access,realtime,db,lib,paperwork}/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/features/*', '**/features/**'], message: 'The layers under the features import no feature: a feature hands its rule in through app.ts (docs/decisions/033).' }] },
      ],
    },
  },
  ...serverFeatures.flatMap((feature) => [
    {
      // A server feature uses its own repository; another feature's data goes through that feature's service or a rule in src/rules.
      files: [`apps/server/src/features/${feature}/**/*.ts`],
      ignores: ['**/*.test.ts'],
      rules: { 'no-restricted-imports': ['error', { patterns: otherServerRepos(feature) }] },
    },
    {
      // A repository is SQL only: it neither decides access nor publishes. (One config per file set: ESLint replaces a rule's options, it does not merge them.)
      files: [`apps/server/src/features/${feature}/**/*.repo.ts`],
      rules: { 'no-restricted-imports': ['error', { patterns: [REPO_RULE, ...otherServerRepos(feature)] }] },
    },
  ]),
  ...webFeatures.map((feature) => ({
    // A web feature depends on lib/ and components/, never on app/ (which composes the features) nor on another feature.
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/app', '@/app/*', '**/app/*'], message: 'Features do not import app/: shared state lives in lib/.' },
            ...webFeatures
              .filter((other) => other !== feature)
              .map((other) => ({ group: [`@/features/${other}`, `@/features/${other}/*`, `../${other}/*`, `../../${other}/*`], message: `Features do not import each other (${other}).` })),
          ],
        },
      ],
    },
  })),
  {
    // The shared package is imported by both apps and imports neither.
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/*', '**/apps/*', '@wycieczki/server', '@wycieczki/web', '@wycieczki/server/*', '@wycieczki/web/*'], message: 'packages/shared imports nothing from the apps.' }] },
      ],
    },
  },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/drizzle/**', 'test-results/**', 'playwright-report/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-explicit-any': 'error',
      eqeqeq: ['error', 'smart'],
      'no-console': 'off',
    },
  },
  {
    // A warning over 300 lines of code (issue 49): a file that long is doing two things. Not an error:
    // the files over it today are split as their features move (docs/decisions/033).
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'max-lines': ['warn', { max: 300, skipBlankLines: true, skipComments: true }] },
  },
  {
    // The service workers' own scripts (push-sw.js, rodzic-sw.js), plain JavaScript served as they are.
    files: ['apps/web/public/*.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: WEB_RESTRICTED_PATHS,
        },
      ],
    },
  },
  {
    // The app's entry (and so the landing page's first screen) shows three messages: SESSION_MSG,
    // not the whole of MSG (5.4 KB gzip; docs/decisions/005, 'Updated 2026-11-26').
    files: ['apps/web/src/lib/{api-client,api-error,refresh-session,session-store,toast}.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            ...WEB_RESTRICTED_PATHS,
            { name: '@wycieczki/shared', importNames: ['MSG'], message: "The entry loads SESSION_MSG, not the whole of MSG (docs/decisions/005)." },
          ],
        },
      ],
    },
  },
  {
    // The one place sonner is loaded (lazily, by components/ui/toaster.tsx).
    files: ['apps/web/src/components/ui/sonner-toaster.tsx'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { paths: [{ name: 'zod', message: "The shared schemas use 'zod/mini' (docs/decisions/005)." }] }],
    },
  },
  ...boundaries,
);
