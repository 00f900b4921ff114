// @ts-nocheck
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { readdirSync } from 'node:fs';

const wall = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
/** A top-level folder of the app, by relative path and by its tsconfig alias. */
const folder = (name) => [`**/${name}/**`, `@${name}/**`];

/**
 * Which features each feature may import (Excalidraw's packages name theirs). Two features
 * that need each other meet in src/shared/ or a machine; any other cross-feature import fails lint.
 * Every folder of src/features is named here, and the table must stay acyclic (checked below).
 */
const FEATURE_IMPORTS = {
  'announcement-bar': [],
  // The update offer waits for a bet being placed, and is drawn and worded as the offline notice.
  'app-update': ['offline', 'ticket'],
  balance: [],
  banner: [],
  // The phone's drawer lists the header's member actions and the filters' words.
  drawer: ['filters', 'header'],
  'event-tabs': [],
  // The favourites list is drawn as a group of the sport menu.
  favorites: ['menu'],
  // The filter bar holds the quick-bet switch and the search field.
  filters: ['quick-bet', 'search'],
  // The header bar is made of these controls.
  header: ['balance', 'language', 'layout-toggle', 'theme'],
  inspector: [],
  language: [],
  'layout-toggle': [],
  // The machines page draws the inspector's charts.
  'machines-page': ['inspector'],
  // The sport menu's member actions are the header menu's list.
  menu: ['header'],
  // The phone's board is the desktop board's pieces (and its ticket) laid out for a phone.
  'mobile-odds': ['favorites', 'filters', 'odds-area', 'odds-table', 'offline', 'search', 'ticket'],
  // My bets draws the statement's ticket rows and reads the bets the ticket placed.
  'my-bets': ['popups', 'ticket'],
  'odds-area': [],
  // The board holds the filter bar, stars, search marks and offline greying, and follows the market
  // through the ticket actor.
  'odds-table': ['favorites', 'filters', 'odds-area', 'offline', 'search', 'ticket'],
  offline: [],
  // The popups' contents: the balance, favourites, sport names, the league jump, offline words and
  // the ticket's alerts.
  popups: ['balance', 'favorites', 'menu', 'odds-table', 'offline', 'ticket'],
  'price-line': [],
  'recent-bets': [],
  // The quick bet is the ticket's body for one pick.
  'quick-bet': ['ticket'],
  search: [],
  session: [],
  // The no-session screen has the language switch and the offline words.
  'session-screens': ['language', 'offline'],
  theme: [],
  // The ticket shows each pick's price line and the offline words.
  ticket: ['offline', 'price-line'],
};

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
for (const name of features)
  if (!(name in FEATURE_IMPORTS))
    throw new Error(`eslint.config.js: name src/features/${name} in FEATURE_IMPORTS`);
{
  const done = new Set();
  const visit = (name, path) => {
    if (path.includes(name))
      throw new Error(`FEATURE_IMPORTS has a cycle: ${[...path, name].join(' -> ')}`);
    if (done.has(name)) return;
    for (const next of FEATURE_IMPORTS[name] ?? []) visit(next, [...path, name]);
    done.add(name);
  };
  for (const name of Object.keys(FEATURE_IMPORTS)) visit(name, []);
}

/** src/'s walls, on resolved paths (aliases, relative paths, `import type` and `import()` alike). */
const srcZones = [
  {
    target: './src/shared',
    from: ['./src/features', './src/app'],
    message: 'src/shared imports no feature and nothing of src/app (types included).',
  },
  {
    target: './src/features',
    from: './src/app',
    message:
      'A feature imports nothing of src/app (types included): move what it needs to src/shared.',
  },
  ...Object.entries(FEATURE_IMPORTS).map(([name, allowed]) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [name, ...allowed].map((other) => `./${other}`),
    message: `${name} may import only the features FEATURE_IMPORTS names for it (eslint.config.js); two features that need each other meet in src/shared/ or a machine.`,
  })),
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'test-results/**', 'public/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { import: importPlugin },
    settings: {
      'import/extensions': ['.ts', '.tsx', '.js', '.jsx'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // The typescript resolver follows tsconfig's @src/, @workers/, ... aliases (so no-cycle sees them).
      'import/resolver': {
        typescript: {
          noWarnOnMultipleProjects: true,
          project: [
            'tsconfig.json',
            'tsconfig.worker.json',
            'tsconfig.server.json',
            'tsconfig.node.json',
          ],
        },
        node: { extensions: ['.ts', '.tsx', '.js', '.json'] },
      },
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
    // Type-aware rules, each file read with its own thread's tsconfig (DOM for src and machines,
    // WebWorker for workers, Node alone for server, Node + DOM for tests and configs). Chosen for
    // what they catch here (a promise nobody awaits or catches, an object printed as
    // "[object Object]", a cast that says nothing); the no-unsafe-* rules hold the app's code only:
    // tests read JSON replies as `any` on purpose.
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        project: [
          './tsconfig.json',
          './tsconfig.worker.json',
          './tsconfig.server.json',
          './tsconfig.node.json',
        ],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-base-to-string': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-for-in-array': 'error',
      '@typescript-eslint/no-implied-eval': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
      '@typescript-eslint/only-throw-error': 'error',
      '@typescript-eslint/prefer-promise-reject-errors': 'error',
      '@typescript-eslint/restrict-template-expressions': 'error',
    },
  },
  {
    files: [
      'src/**/*.{ts,tsx}',
      'machines/**/*.ts',
      'workers/**/*.ts',
      'server/**/*.ts',
      'contract/**/*.ts',
    ],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'error',
      '@typescript-eslint/no-unsafe-assignment': 'error',
      '@typescript-eslint/no-unsafe-call': 'error',
      '@typescript-eslint/no-unsafe-member-access': 'error',
      '@typescript-eslint/no-unsafe-return': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // React Compiler's rules (react-hooks v7 recommended): refs not read in render, no setState
      // straight from an effect, pure renders, ...
      ...reactHooks.configs.flat.recommended.rules,
      'react-hooks/exhaustive-deps': 'warn',
      // src talks to worker code only through the client, and imports its types only.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/workers/**', '@workers/**'],
              allowTypeImports: true,
              message: 'Import worker code as types only; use the worker client.',
            },
            {
              group: ['**/server/**', '@server/**'],
              message: 'The UI never imports the simulator (wire shapes are in contract/).',
            },
          ],
        },
      ],
    },
  },
  {
    // Accessibility lint on every component, and no interface text outside locales/.
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
    // the main-thread engine behind ?engine=main) and hands the UI the engine's search rule (the
    // highlight and the worker's matching must agree); everything else in src imports worker types only.
    files: ['src/shared/odds/oddsClient.ts', 'src/shared/odds/search.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '@server/**'],
              message: 'The UI never imports the simulator (wire shapes are in contract/).',
            },
          ],
        },
      ],
    },
  },
  {
    // The walls inside src/ (srcZones above).
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'import/no-restricted-paths': ['error', { zones: srcZones }] },
  },
  {
    files: ['workers/**/*.ts'],
    rules: wall([
      {
        group: ['react', 'react-dom', 'react-*', '@xstate/react'],
        message: 'Workers do not use React.',
      },
      {
        group: [
          '**/src/**',
          '@src/**',
          '**/machines/**',
          '@machines/**',
          '**/server/**',
          '@server/**',
        ],
        message: 'Workers import nothing from src, machines or server.',
      },
    ]),
  },
  {
    files: ['workers/odds/core/**/*.ts'],
    rules: wall([
      {
        group: [
          'comlink',
          'react',
          'react-dom',
          '**/src/**',
          '@src/**',
          '**/machines/**',
          '@machines/**',
          '**/server/**',
          '@server/**',
        ],
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
          '@src/**',
          '**/server/**',
          '@server/**',
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
            '@src/**',
            '**/workers/**',
            '@workers/**',
            '**/machines/**',
            '@machines/**',
            '**/server/**',
            '@server/**',
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
    // The simulator and the client meet in contract/ only: no import of the UI, the machines or the
    // worker, types included (the base rule reads `import type` too).
    files: ['server/**/*.ts'],
    rules: wall([
      {
        group: ['react', 'react-dom', ...['src', 'machines', 'workers'].flatMap(folder)],
        message:
          'The simulator imports nothing of the client (src, machines, workers): use contract/.',
      },
    ]),
  },
);
