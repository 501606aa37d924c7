// Lint rules that hold the architecture in place (see ARCHITECTURE.md):
// - domain/ is pure: it imports nothing but its own files, and does no I/O, no clock, no randomness;
// - a service's src/core/ imports no adapter, driver, framework or other service.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const DRIVERS = ['mongodb', 'redis', 'amqplib', '@grpc/*', 'express', '@seald-io/nedb', 'ioredis', 'nodemailer', 'stripe', 'passport', 'passport-*', 'jose', 'multer', 'file-type', 'pino', 'zod', '@shop/proto'];
const SERVICES = ['catalog', 'orders', 'payments', 'identity', 'notifications'];
const WEB_FEATURES = ['catalog', 'cart', 'checkout', 'orders', 'account', 'admin', 'newsletter'];

const impureSyntax = [
  { selector: "MemberExpression[object.name='Math'][property.name='random']", message: 'domain/ takes randomness as an argument; Math.random is not allowed.' },
  { selector: "MemberExpression[object.name='Date'][property.name='now']", message: 'domain/ takes the time as an argument; Date.now is not allowed.' },
  { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'domain/ takes the time as an argument; new Date() without arguments is not allowed.' },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'proto/src/gen/**', 'scripts/lint-fixtures/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  // Web features never import each other; routes compose them (STYLE.md).
  ...WEB_FEATURES.map((feature) => ({
    files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: WEB_FEATURES.filter((other) => other !== feature).flatMap((other) => [`@/features/${other}`, `@/features/${other}/**`, `**/features/${other}/**`]),
              message: 'A feature must not import another feature; move the shared piece to lib/ or components/.',
            },
            { group: ['@shop/proto', '@shop/platform', '@shop/platform/*'], message: 'The web app runs in the browser: no server packages.' },
          ],
        },
      ],
    },
  })),
  {
    files: ['domain/src/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!\\.{1,2}/)', message: 'domain/ is pure: it may import only its own files (no packages, no node:*, no workspaces).' }] },
      ],
      'no-restricted-globals': [
        'error',
        ...['process', 'Buffer', 'require', 'fetch', 'XMLHttpRequest', 'localStorage', 'sessionStorage', 'window', 'document', 'setTimeout', 'setInterval'].map((name) => ({
          name,
          message: `domain/ is pure: ${name} is not allowed.`,
        })),
      ],
      'no-restricted-syntax': ['error', ...impureSyntax],
    },
  },
  {
    files: ['domain/src/**/*.test.ts'],
    rules: { 'no-restricted-imports': 'off', 'no-restricted-syntax': 'off', 'no-restricted-globals': 'off' },
  },
  ...SERVICES.map((service) => ({
    files: [`services/${service}/src/core/**/*.ts`],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@shop/platform', message: 'core/ may only import types from @shop/platform (ports), never its adapters.', allowTypeImports: true },
          ],
          patterns: [
            { group: DRIVERS, message: 'core/ must not import a driver or framework; put it in an adapter.' },
            { group: ['**/adapters', '**/adapters/**'], message: 'core/ must not import an adapter; depend on a port instead.' },
            { group: ['@shop/platform/*'], message: 'core/ must not import driver-backed platform subpaths.' },
            {
              group: SERVICES.filter((other) => other !== service).flatMap((other) => [`@shop/${other}`, `@shop/${other}/*`, `**/services/${other}/**`, `../../../${other}/**`]),
              message: 'core/ must not import another service; talk to it through a port.',
            },
            { group: ['node:*', 'fs', 'net', 'http', 'https', 'child_process'], message: 'core/ does no I/O of its own; use a port.' },
          ],
        },
      ],
    },
  })),
);
