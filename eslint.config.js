import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';

const functionLength = { skipBlankLines: true, skipComments: true };


export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      'drizzle',
      'node_modules',
      'test-results',
      'playwright-report',
      '.test-data',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Tests read arbitrary JSON response bodies.
    files: ['tests/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['src/client/**/*.{ts,tsx}', 'src/customer/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // A function over 80 lines hides its steps: split it into named ones. React components count
    // too: a long component mixes state, effects and markup, and its markup splits into child
    // components as well as its logic splits into hooks. Test files are left out: a describe()
    // callback is a list of cases, not a procedure.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: { 'max-lines-per-function': ['error', { ...functionLength, max: 80 }] },
  },
);
