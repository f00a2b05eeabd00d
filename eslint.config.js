// ESLint for payctl (docs/testing.md#lint-and-format). `npm run lint` runs it and `prettier --check`; `npm test` runs
// `npm run lint` before vitest. Layout is Prettier's alone (.prettierrc.json): no stylistic rule is on here.
import js from '@eslint/js'
import vitest from '@vitest/eslint-plugin'
import {defineConfig} from 'eslint/config'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// `const {secret: _, ...rest} = x` drops a field; an `_` name marks a parameter kept for its position.
const unusedVars = ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true}]

export default defineConfig(
  {
    // Built, generated (scripts/gen-width-tables.mjs writes width-tables.ts) and scratch files.
    ignores: ['dist/', 'coverage/', 'tmp/', '.vitest-*', '.dist-*/', '.bundle-*/', 'oclif.manifest.json', 'src/render/width-tables.ts'],
  },
  // An eslint-disable comment must silence a rule that fires on its line.
  {linterOptions: {reportUnusedDisableDirectives: 'error', reportUnusedInlineConfigs: 'error'}},
  js.configs.recommended,
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: {globals: globals.node},
    rules: {'no-unused-vars': unusedVars},
  },
  {
    // bin/run.js is CommonJS (bin/package.json says so; docs/performance.md).
    files: ['**/*.cjs', 'bin/run.js'],
    languageOptions: {sourceType: 'commonjs'},
  },
  {
    files: ['**/*.{ts,mts}'],
    extends: [tseslint.configs.recommended],
    languageOptions: {globals: globals.node},
    rules: {'@typescript-eslint/no-unused-vars': unusedVars},
  },
  {
    // The rules that need types, on src/ only: they build the TypeScript program (most of the run's time), and for
    // test/ vitest/valid-expect already catches the floating promise that matters there (an un-awaited `.rejects`).
    files: ['src/**/*.ts'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {parserOptions: {project: './tsconfig.json', tsconfigRootDir: import.meta.dirname}},
    rules: {
      // Async functions without await implement async interfaces (oclif's run and hooks, MCP tools, callbacks).
      '@typescript-eslint/require-await': 'off',
      // Colours and askers are objects of plain functions (`c.red`, `ask.text`) that are passed around unbound.
      '@typescript-eslint/unbound-method': 'off',
      // String(value) of an unknown JSON value is the deliberate last resort of the renderers.
      '@typescript-eslint/no-base-to-string': 'off',
    },
  },
  {
    rules: {
      // `catch {}` is how the code says "best effort" (a cleanup, a probe).
      'no-empty': ['error', {allowEmptyCatch: true}],
      // `let run` declared before a callback that uses it, then assigned once.
      'prefer-const': ['error', {ignoreReadBeforeAssign: true}],
    },
  },
  {
    files: ['test/**/*.ts'],
    plugins: {vitest},
    rules: {
      ...vitest.configs.recommended.rules,
      // expect(value, message): vitest's second argument names the failing case.
      'vitest/valid-expect': ['error', {maxArgs: 2}],
      // Tests assert through helpers named expect… and through fast-check properties.
      'vitest/expect-expect': ['error', {assertFunctionNames: ['expect', 'expect*', 'fc.assert', 'agreesWith']}],
      // Property tests and table-driven cases assert by case; helpers and hooks assert too.
      'vitest/no-conditional-expect': 'off',
      'vitest/no-standalone-expect': 'off',
      // Tests read JSON answers untyped.
      '@typescript-eslint/no-explicit-any': 'off',
      // A regex that matches aligned output shows its spaces as they are printed.
      'no-regex-spaces': 'off',
    },
  },
)
