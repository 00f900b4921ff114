import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import jsxA11y from 'eslint-plugin-jsx-a11y';

const wall = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'test-results/**', 'public/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { import: importPlugin },
    settings: {
      'import/extensions': ['.ts', '.tsx', '.js', '.jsx'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
    },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'import/no-cycle': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // src talks to worker code only through the client, and imports its types only.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/workers/**'],
              allowTypeImports: true,
              message: 'Import worker code as types only; use the worker client.',
            },
            {
              group: ['**/server/**'],
              allowTypeImports: true,
              message: 'The UI never imports the simulator.',
            },
          ],
        },
      ],
    },
  },
  {
    // Issue 10: accessibility lint on every component, and no interface text outside locales/.
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A scrolling list or panel takes focus so keyboard users can scroll it (axe
      // scrollable-region-focusable); the odds grid is interactive by its role.
      'jsx-a11y/no-noninteractive-tabindex': [
        'error',
        { tags: ['ul', 'section', 'nav'], roles: ['tabpanel', 'grid', 'region'] },
      ],
      // Words in JSX come from locales/ (formatjs' own rule also flags the glyphs ★ × ▾ and
      // separators, which are not text to translate): any Latin or Thai letter is an error.
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXText[value=/[A-Za-z\\u0E00-\\u0E7F]/]',
          message: 'Interface text comes from locales/ (intl.formatMessage).',
        },
        {
          selector: 'JSXExpressionContainer > Literal[value=/[A-Za-z\\u0E00-\\u0E7F]/]',
          message: 'Interface text comes from locales/ (intl.formatMessage).',
        },
        {
          selector:
            'JSXAttribute[name.name=/^(aria-label|placeholder|title|alt)$/] > Literal[value=/[A-Za-z\\u0E00-\\u0E7F]/]',
          message: 'Interface text comes from locales/ (intl.formatMessage).',
        },
      ],
    },
  },
  {
    // The tablist takes focus through its selected tab (roving tabindex), not itself.
    files: ['src/features/event-tabs/**/*.tsx'],
    rules: {
      'jsx-a11y/interactive-supports-focus': 'off',
    },
  },
  {
    // The worker client is the one door from the UI into the engine: it may run engine code (applyDelta,
    // the main-thread engine behind ?engine=main) and hands the UI what it needs from there.
    files: ['src/shared/odds/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**'],
              allowTypeImports: true,
              message: 'The UI never imports the simulator.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['workers/**/*.ts'],
    rules: wall([
      {
        group: ['react', 'react-dom', 'react-*', '@xstate/react'],
        message: 'Workers do not use React.',
      },
      {
        group: ['**/src/**', '**/machines/**', '**/server/**'],
        message: 'Workers import nothing from src, machines or server.',
      },
    ]),
  },
  {
    files: ['workers/odds/core/**/*.ts'],
    rules: wall([
      {
        group: ['comlink', 'react', 'react-dom', '**/src/**', '**/machines/**', '**/server/**'],
        message: 'The odds core is pure: plain data in, plain data out.',
      },
    ]),
  },
  {
    files: ['machines/**/*.ts'],
    rules: wall([
      {
        group: [
          'react',
          'react-dom',
          '@xstate/react',
          '**/*.css',
          '**/*.css.ts',
          '**/src/**',
          '**/server/**',
        ],
        message: 'Machines import no React, no styles; side effects come in through .provide().',
      },
    ]),
  },
  {
    // contract/: the one home of the money rules and wire shapes. Everyone may import it; it imports
    // nothing of the app and runs anywhere (browser, worker, Node): no React, no DOM, no Node API.
    files: ['contract/**/*.ts'],
    rules: {
      ...wall([
        {
          group: [
            '**/src/**',
            '**/workers/**',
            '**/machines/**',
            '**/server/**',
            'react',
            'react-dom',
            'react-*',
            'xstate',
            '@xstate/*',
            'comlink',
            'node:*',
            'fs',
            'path',
            'crypto',
          ],
          message:
            'contract/ is pure: it imports nothing of the app and no React, DOM or Node API.',
        },
      ]),
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'self', 'fetch'],
        ...['process', 'Buffer', 'require', 'global', '__dirname', '__filename', 'crypto'],
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: wall([
      {
        group: ['react', 'react-dom', '**/src/**', '**/machines/**'],
        message: 'The simulator does not import the UI.',
      },
    ]),
  },
);
