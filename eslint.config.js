import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

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
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The first screen's weight (docs/decisions/005): validation with zod/mini, toasts through @/lib/toast.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zod', message: "Use 'zod/mini' in the web app (docs/decisions/005)." },
            { name: 'sonner', message: "Use '@/lib/toast' (docs/decisions/005).", allowTypeImports: true },
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
);
