// ESLint: typescript-eslint's type-aware recommended rules plus the React hooks rules, over everything
// tsc checks. `npm run lint` (zero warnings allowed) runs inside `npm test`.
// typescript-eslint needs TypeScript's JS compiler API, which TypeScript 7 (native) lacks: the
// `typescript` package here is the TS 6 build (@typescript/typescript6) and `tsc` comes from
// @typescript/native (TS 7); both read the same tsconfig.json.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  // Generated from the meta-schemas; the generator's output is checked by tsc.
  { ignores: ['dist/**', 'dist-server/**', 'bench/floor/dist/**', 'node_modules/**', 'coverage/**', 'src/shared/schema/generated/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // react-router's navigate() returns a promise only under a data router, which this app does not use.
      '@typescript-eslint/no-floating-promises': [
        'error',
        { allowForKnownSafeCalls: [{ from: 'package', name: 'NavigateFunction', package: 'react-router' }] },
      ],
      // React ignores what an event handler returns; the promise's errors are handled by the request layer.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // async without await is on purpose: fastify handlers and test doubles that must return promises.
      '@typescript-eslint/require-await': 'off',
      // Callbacks and zustand actions are declared in method shorthand but are arrow functions that never use `this`.
      '@typescript-eslint/unbound-method': 'off',
      // Display and template code turns unknown values into text on purpose (bad data stays visible).
      '@typescript-eslint/no-base-to-string': 'off',
      // A leading underscore marks a parameter or rest-sibling that is deliberately unused.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Web code imports antd components and icons by their own modules (`antd/es/button`): the build's chunk
    // groups (scripts/vite/startupChunks.ts) follow the static import graph, and an import of the index
    // names every component. Types may come from the index (they leave no import behind).
    files: ['src/web/**/*.{ts,tsx}', 'src/plugins/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'antd', message: "import the component's own module (antd/es/<name>)", allowTypeImports: true },
            { name: '@ant-design/icons', message: "import the icon's own module (@ant-design/icons/es/icons/<Name>)", allowTypeImports: true },
          ],
        },
      ],
    },
  },
  {
    // The classic hooks rules. The React Compiler rules of eslint-plugin-react-hooks 7 (refs,
    // set-state-in-effect, ...) target code written for the compiler, which this project does not use.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['tests/**/*.{ts,tsx}'],
    rules: {
      // vitest's asymmetric matchers (expect.any, expect.stringContaining) are typed `any`.
      '@typescript-eslint/no-unsafe-assignment': 'off',
    },
  },
  {
    // A playwright fixture hands its value on by calling its `use` argument, which is not React's `use` hook.
    files: ['tests/e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // These tests break the project's JSON files into shapes no type allows, through an explicit `any`.
    files: ['tests/server/registry/**/*.ts', 'tests/server/stats/check-*.test.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
