import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const physicalClass = /\b(?:ml|mr|pl|pr|left|right|text-left|text-right|border-l|border-r|rounded-l|rounded-r)-/;

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'test-results/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', { selector: "CallExpression[callee.property.name='only']", message: 'No focused tests.' }],
    },
  },
  {
    // Migrations are frozen in time and speak to Kysely<any>.
    files: ['api/src/db/migrations/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/api/src/**', '../../api/**'], message: 'The web app may not import the API; share through contracts/.' }] }],
      // RTL: logical utilities only (CONVENTIONS.md); physical ones break Arabic layout.
      'no-restricted-syntax': ['error', {
        selector: `Literal[value=${physicalClass}]`,
        message: 'Use logical classes (ms- me- ps- pe- start- end- text-start text-end border-s rounded-e) instead of physical ones.',
      }],
    },
  },
  {
    files: ['api/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/web/src/**'], message: 'The API may not import the web app; share through contracts/.' }] }],
    },
  },
  {
    files: ['contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/web/**', '**/api/**'], message: 'contracts/ must stand alone.' }] }],
    },
  },
);
