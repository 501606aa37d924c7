// Lint rules that hold the architecture in place (see README "Layout" and ARCHITECTURE.md).
// The boundary rules work on resolved paths: every import, re-export, dynamic import() and
// require of every file is resolved (relative paths, workspace packages, the web's `@/` alias)
// and checked against the element it lands in, so no spelling of a path gets around them.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import { noUntranslatedText } from './web/build/no-untranslated-text.js';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const readJson = (path) => JSON.parse(readFileSync(join(root, path), 'utf8'));

const SERVICES = readdirSync(join(root, 'services'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The files a service's package.json exports: its root entry and its subpath entries (grpc-client, grpc-server). */
const serviceEntries = (subpath) =>
  SERVICES.flatMap((service) =>
    Object.entries(readJson(`services/${service}/package.json`).exports ?? {})
      .filter(([key]) => (subpath ? key !== '.' : key === '.'))
      .map(([, file]) => join('services', service, file)),
  );

/** Packages the browser bundle may use; anything else (Node built-ins, server packages) stays out of web/src. */
const BROWSER_PACKAGES = ['react', 'react-dom', 'wouter', '@tanstack/react-query', 'recharts', 'pdf-lib', '@lingui/core', '@lingui/react', 'libphonenumber-js', 'qrcode', '@stripe/stripe-js', 'virtual:pwa-register'];
const TEST_TOOLS = ['vitest', 'fast-check'];

// ---------------------------------------------------------------------------------------------
// Elements: every linted file belongs to exactly one (the first that matches).
// ---------------------------------------------------------------------------------------------
const element = (type, pattern, capture) => ({ type, pattern, partialMatch: false, ...(capture ? { capture } : {}) });
const ELEMENTS = [
  element('domain', 'domain'),
  element('contracts', 'contracts'),
  element('platform', 'platform'),
  element('proto', 'proto'),
  element('service-core', 'services/*/src/core', ['service']),
  element('service-api', 'services/*/src/api', ['service']),
  element('service-adapters', 'services/*/src/adapters', ['service']),
  // Test kits and contract suites: an element of their own, so that an import of them from the
  // composition is checked (imports inside one element are not).
  element('service-testing', 'services/*/src/testing', ['service']),
  // The rest of a service: app.ts and main.ts (composition), index.ts (package entry), seed/.
  element('service', 'services/*', ['service']),
  element('gateway-composition', 'gateway/src/composition'),
  element('gateway', 'gateway'),
  element('web-feature', 'web/src/features/*', ['feature']),
  element('web-shared', ['web/src/lib', 'web/src/components', 'web/src/locales']),
  // web/src/app (provider, router, routes), main.tsx, styles.
  element('web-app', 'web/src'),
  // Node-side web code: browser tests and their harness, the Vite config.
  element('web-node', 'web'),
  element('scripts', 'scripts'),
];
const ELEMENT_FOLDERS = ['domain', 'contracts', 'platform', 'proto', 'services', 'gateway', 'web', 'scripts'];

// File categories, first match wins: test code, a service's published entry files, the root's
// config files (tooling, in no element), the rest of every element. A file in none of them is
// reported (boundaries/no-unknown-files): a new top-level folder needs its place here first.
const FILES = [
  {
    category: 'test',
    pattern: ['**/*.test.{ts,tsx}', '**/*.e2e.ts', '**/*.contract.ts', '**/testing/**', 'web/e2e/**', 'platform/src/contracts.ts'],
  },
  { category: 'service-entry', pattern: serviceEntries(false) },
  { category: 'service-subpath-entry', pattern: serviceEntries(true) },
  { category: 'tooling', pattern: '*.config.{js,ts}' },
  { category: 'source', pattern: ELEMENT_FOLDERS.map((folder) => `${folder}/**`) },
];

// ---------------------------------------------------------------------------------------------
// Selectors used by the policies below.
// ---------------------------------------------------------------------------------------------
const is = (types) => ({ element: { types: { anyOf: [types].flat() } } });
const testCode = (types) => ({ ...is(types), file: { categories: 'test' } });
const productionCode = (types) => ({ ...is(types), file: { categories: { noneOf: ['test'] } } });
const packages = (names) => ({ module: { origin: 'external', source: names } });
const ANY_PACKAGE = { module: { origin: 'external' } };
const NODE_BUILTIN = { module: { origin: 'core' } };
const ANYTHING = { module: { origin: ['local', 'external', 'core'] } };
const SERVICE_PARTS = ['service-core', 'service-api', 'service-adapters', 'service-testing', 'service'];
const WEB_APP = ['web-app', 'web-feature', 'web-shared'];
/** Parts of the importing file's own service. */
const ownService = (types = SERVICE_PARTS) => ({ element: { types: { anyOf: [types].flat() }, captured: { service: '{{ from.element.captured.service }}' } } });
const serviceEntry = (categories) => ({ element: { types: { anyOf: SERVICE_PARTS } }, file: { categories } });
const TOOLING = { file: { categories: 'tooling' } };
const TEST_SUPPORT = [packages(TEST_TOOLS), { ...is('scripts'), file: { categories: 'test' } }];
// Another service is reached through its package name only (`@shop/catalog`, `@shop/catalog/grpc-client`).
const viaPackageName = { source: '@shop/**' };

/** First policy for an element: refuse everything, with the message that explains its rule; later policies allow. */
const onlyAllowed = (from, message) => ({ from, disallow: { to: ANYTHING }, message: `'{{ dependency.source }}': ${message}` });

const POLICIES = [
  // domain/ is pure: its own files only (its tests may use the test tools).
  onlyAllowed(is('domain'), 'domain/ imports nothing but its own files: no package, no Node built-in, no workspace.'),
  { from: testCode('domain'), allow: { to: packages(TEST_TOOLS) } },

  // contracts/ is shared by the browser and the servers: zod, its own files, and domain's value lists
  // (statuses, payment methods), so that they are declared once; domain itself imports nothing.
  onlyAllowed(is('contracts'), 'contracts/ imports only zod, @shop/domain and its own files.'),
  { from: is('contracts'), allow: { to: [packages('zod'), is('domain')] } },
  { from: testCode('contracts'), allow: { to: packages(TEST_TOOLS) } },

  // platform/ and proto/ are the shared kit: no service, gateway or web.
  onlyAllowed(is('platform'), 'platform/ is the shared kit: it imports domain, contracts, proto and packages, never a service, the gateway or the web.'),
  { from: is('platform'), allow: { to: [is(['domain', 'contracts', 'proto']), ANY_PACKAGE, NODE_BUILTIN] } },
  { from: testCode('platform'), allow: { to: TEST_SUPPORT } },
  onlyAllowed(is('proto'), 'proto/ is generated gRPC code: it imports packages only.'),
  { from: is('proto'), allow: { to: [ANY_PACKAGE, NODE_BUILTIN] } },

  // A service's core: its own core and API types, domain, contracts, and the types of platform's ports.
  onlyAllowed(
    productionCode('service-core'),
    "src/core/ imports only its own core and API, domain, contracts and `import type` from @shop/platform: no adapter, other service, driver, framework or Node built-in.",
  ),
  {
    from: productionCode('service-core'),
    allow: [
      { to: [is(['domain', 'contracts']), { ...ownService('service-api'), file: { categories: 'source' } }] },
      { to: { element: { types: { anyOf: ['platform'] }, fileInternalPath: 'src/index.ts' } }, dependency: { kind: 'type' } },
    ],
  },
  // A service's API surface (types, published constants): its own core's types, domain, contracts, platform.
  onlyAllowed(productionCode('service-api'), "a service's src/api/ imports its own core, domain, contracts, platform and packages: no adapter, no other service."),
  { from: productionCode('service-api'), allow: { to: [is(['domain', 'contracts', 'platform']), ownService('service-core'), ANY_PACKAGE] } },

  // Adapters and composition (app.ts, main.ts, testing/): anything of their own service, the shared
  // kit, and other services through their package entries only. Tests anywhere in a service likewise.
  onlyAllowed(
    [is(['service-adapters', 'service-testing', 'service']), testCode(['service-core', 'service-api'])],
    "a service reaches another service only through its package entries (`@shop/<service>`, `@shop/<service>/grpc-client`), never its core, adapters or files by path.",
  ),
  {
    from: [is(['service-adapters', 'service-testing', 'service']), testCode(['service-core', 'service-api'])],
    allow: [
      { to: [is(['domain', 'contracts', 'platform', 'proto']), ownService(), ANY_PACKAGE, NODE_BUILTIN, ...TEST_SUPPORT] },
      { to: serviceEntry(['service-entry', 'service-subpath-entry']), dependency: viaPackageName },
    ],
  },

  // Test support stays out of what a service ships: its production files (everything but tests and
  // testing/) import no testing/ kit, no contract suite (`*.contract.ts`, `@shop/platform/contracts`)
  // and no test tool. A contract suite lives in the service's testing/contract/.
  {
    from: productionCode(SERVICE_PARTS),
    disallow: { to: [{ file: { categories: 'test' } }, packages(TEST_TOOLS)] },
    message: "'{{ dependency.source }}': a service's production code imports no test support (testing/, *.contract, vitest); tests and testing/ do.",
  },
  // An API names no adapter, in its tests and suites too: what it promises holds for every adapter.
  {
    from: is('service-api'),
    disallow: { to: is('service-adapters') },
    message: "'{{ dependency.source }}': src/api/ never names an adapter; a suite that needs one lives in src/testing/contract/.",
  },

  // The gateway: services' API types and constants through their root package anywhere; building a
  // service or a gRPC client (subpath entries, create* factories) only in src/composition and tests.
  onlyAllowed(
    is(['gateway', 'gateway-composition']),
    'the gateway imports domain, contracts, platform, packages and services through their package entries; only src/composition wires services (gRPC clients, create* factories).',
  ),
  {
    from: is(['gateway', 'gateway-composition']),
    allow: [
      { to: [is(['domain', 'contracts', 'platform', 'gateway', 'gateway-composition']), ANY_PACKAGE, NODE_BUILTIN] },
      { to: serviceEntry('service-entry'), dependency: viaPackageName },
    ],
  },
  { from: [is('gateway-composition'), testCode('gateway')], allow: { to: serviceEntry(['service-entry', 'service-subpath-entry']), dependency: viaPackageName } },
  { from: testCode('gateway'), allow: { to: [...TEST_SUPPORT, is('web-node')] } },
  {
    from: productionCode('gateway'),
    disallow: { to: is(SERVICE_PARTS), dependency: { kind: 'value', specifiers: 'create*' } },
    message: "'{{ dependency.source }}': only gateway/src/composition builds services; a route takes the API it is given.",
  },

  // The web app runs in the browser: domain, contracts and browser packages; no server package, no
  // Node built-in. Routes (app/) compose features; features use the shared lib/ and components/.
  onlyAllowed(is(WEB_APP), 'web/src imports domain, contracts, browser packages and its own layers (app -> features -> lib/components).'),
  { from: is(WEB_APP), allow: { to: [is(['domain', 'contracts', 'web-shared']), packages(BROWSER_PACKAGES)] } },
  { from: is('web-app'), allow: { to: is('web-feature') } },
  { from: testCode(WEB_APP), allow: { to: [packages(TEST_TOOLS), { ...is('web-node'), file: { categories: 'test' } }] } },
  {
    from: is('web-feature'),
    disallow: { to: is('web-feature') },
    message: "'{{ dependency.source }}': a web feature never imports another feature; move the shared piece to lib/ or components/.",
  },
  {
    from: is(WEB_APP),
    disallow: { to: [is(['platform', 'proto', 'gateway', 'gateway-composition', ...SERVICE_PARTS]), NODE_BUILTIN] },
    message: "'{{ dependency.source }}': web/src runs in the browser: no server package (@shop/platform, @shop/proto, a service, the gateway), no Node built-in.",
  },
  onlyAllowed(is('web-node'), 'web/e2e and the Vite config reach a service only through its package entries, never its files by path.'),
  {
    from: is('web-node'),
    allow: [
      { to: [is(['domain', 'contracts', 'platform', 'scripts', 'web-node', ...WEB_APP]), ANY_PACKAGE, NODE_BUILTIN] },
      { to: serviceEntry(['service-entry', 'service-subpath-entry']), dependency: viaPackageName },
    ],
  },

  // Scripts and root config: tooling, free to start the shop, but a service only through its entries.
  onlyAllowed([is('scripts'), TOOLING], 'scripts reach a service only through its package entries, never its core or adapters.'),
  {
    from: [is('scripts'), TOOLING],
    allow: [
      { to: [is(['domain', 'contracts', 'platform', 'proto', 'gateway', 'gateway-composition', 'web-node', 'scripts']), ANY_PACKAGE, NODE_BUILTIN] },
      { to: serviceEntry(['service-entry', 'service-subpath-entry']), dependency: viaPackageName },
    ],
  },

  // An `@shop/...` import that resolves to no workspace entry (a path the package does not export) is
  // never an outside package, whoever imports it.
  { disallow: { to: packages('@shop/*') }, message: "'{{ dependency.source }}' is not an entry of a workspace package: import what its package.json exports." },
];

const boundaryRules = {
  files: ['**/*.{js,mjs,cjs,ts,tsx}'],
  plugins: { boundaries },
  settings: {
    'boundaries/root-path': root,
    'boundaries/elements': ELEMENTS,
    'boundaries/files': FILES,
    'boundaries/files-single-match': true,
    'boundaries/elements-single-match': true,
    'boundaries/legacy-templates': false,
    'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import', 'require'],
    // TypeScript's own forms: `import x = require('...')` and `type T = import('...').T`.
    'boundaries/additional-dependency-nodes': [
      { selector: 'TSExternalModuleReference > Literal', kind: 'value', name: 'require' },
      { selector: 'TSImportType > Literal.source', kind: 'type', name: 'import-type' },
    ],
    'import/resolver': {
      typescript: {
        alwaysTryTypes: true,
        noWarnOnMultipleProjects: true,
        project: ['tsconfig.json', 'domain/tsconfig.json', 'contracts/tsconfig.json', 'web/tsconfig.json', 'web/tsconfig.node.json'].map((path) => join(root, path)),
      },
    },
  },
  rules: {
    'boundaries/dependencies': ['error', { default: 'disallow', checkAllOrigins: true, checkUnknownLocals: true, policies: POLICIES }],
    'boundaries/no-unknown-files': 'error',
  },
};

// ---------------------------------------------------------------------------------------------
// Test support by name: the boundary rules skip imports inside one element (app.ts naming a
// `./x.contract` beside it, a core file naming a testing/ folder in its core), so a service's
// production files also refuse these specifiers. Tests and src/testing/ are free to use them.
// ---------------------------------------------------------------------------------------------
const SERVICE_PRODUCTION_CODE = { files: ['services/*/src/**/*.{ts,tsx}'], ignores: ['**/*.test.{ts,tsx}', '**/testing/**'] };
const TEST_SUPPORT_NAMES = {
  regex: '(^|/)testing(/|$)|\\.contract(\\.[jt]s)?$|^@shop/platform/contracts$|^(vitest|fast-check)(/|$)',
  message: "A service's production code imports no test support (testing/, *.contract, vitest); tests and src/testing/ do.",
};

// ---------------------------------------------------------------------------------------------
// Purity: domain/ and every service's core take time, randomness and I/O as arguments or ports.
// ---------------------------------------------------------------------------------------------
const PURE_CODE = ['domain/src/**/*.ts', 'services/*/src/core/**/*.ts'];
const impureSyntax = [
  { selector: "MemberExpression[object.name='Math'][property.name='random']", message: 'Pure code takes randomness as an argument or a port; Math.random is not allowed.' },
  { selector: "MemberExpression[object.name='Date'][property.name='now']", message: 'Pure code takes the time from a clock port or an argument; Date.now is not allowed.' },
  { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'Pure code takes the time from a clock port or an argument; new Date() without arguments is not allowed.' },
  { selector: "CallExpression[callee.name='Date']", message: 'Pure code takes the time from a clock port or an argument; Date() is not allowed.' },
  { selector: "ImportExpression[source.type!='Literal']", message: 'import() takes a literal path here, so the boundary rules can check it.' },
];
const IMPURE_GLOBALS = ['process', 'Buffer', 'require', 'fetch', 'XMLHttpRequest', 'localStorage', 'sessionStorage', 'window', 'document', 'setTimeout', 'setInterval', 'crypto', 'performance'];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'proto/src/gen/**', 'scripts/lint-fixtures/**', 'coverage/**', '.stryker-tmp/**', 'reports/**'] },
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
  boundaryRules,
  // Every text the web app shows comes from its message catalogues (web/src/locales).
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { shop: { rules: { 'no-untranslated-text': noUntranslatedText } } },
    rules: { 'shop/no-untranslated-text': 'error' },
  },
  { ...SERVICE_PRODUCTION_CODE, rules: { 'no-restricted-imports': ['error', { patterns: [TEST_SUPPORT_NAMES] }] } },
  {
    files: PURE_CODE,
    ignores: ['**/*.test.ts', '**/testing/**'],
    rules: {
      'no-restricted-globals': ['error', ...IMPURE_GLOBALS.map((name) => ({ name, message: `Pure code (domain/, src/core/): ${name} is not allowed; take it through a port.` }))],
      'no-restricted-syntax': ['error', ...impureSyntax],
    },
  },
);
