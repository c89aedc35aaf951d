// One lint for the whole tree (issue 16): ESLint's and typescript-eslint's
// recommended and strict rules, the rules of React hooks for the PWA, and
// nothing about layout: Prettier formats (eslint-config-prettier turns off
// the rules it would fight). `npm run lint` allows no warning.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'data/', 'node_modules/', 'coverage/', 'docs/', 'pwa/graphql-env.d.ts', '.tmp*/'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['pwa/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    // The rules of hooks. The React Compiler's rules of plugin v7 (refs read in
    // render, state set in effects, …) wait for the compiler itself: they flag
    // patterns this code uses on purpose (docs/decisions.md "Lint").
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // The plain JavaScript scripts run on Node.
    files: ['**/*.mjs', '**/*.cjs', 'eslint.config.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', Buffer: 'readonly', URL: 'readonly' } },
  },
  {
    // Tests and benchmarks state what they just made exists (`rows[0]!`): a failure there is the test failing.
    files: ['tests/**', 'scripts/bench/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // A resolver parses, authorizes, calls a command or a repository and presents: no query of its own (issue 45
    // point 4, docs/conventions.md). Opening a transaction for a command is the resolver's; what runs in it is not.
    files: ['server/modules/**/schema.ts', 'server/modules/**/*.schema.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto|with)$/]',
          message: "A resolver holds no query: move it to the area's <topic>.repository.ts (reads) or commands.ts (writes).",
        },
        {
          selector: "TaggedTemplateExpression[tag.name='sql']",
          message: "A resolver holds no SQL: move it to the area's <topic>.repository.ts.",
        },
      ],
    },
  },
  {
    rules: {
      // Unused names are errors, except the ones a signature needs and marks with _.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  prettier,
);
