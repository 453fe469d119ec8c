// The express application: every contract route, auth, rate limit, problem+json errors, docs.
import { createExpressEndpoints, initServer } from '@ts-rest/express';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import type pg from 'pg';
import type { Logger } from 'pino';
import { contract } from '../../contract/index.js';
import type { FieldError } from '../../core/shared/errors.js';
import type { AmendmentDeps } from '../../core/amendments/deps.js';
import type { ChargesDeps } from '../../core/charges/deps.js';
import type { BillingDeps } from '../../core/billing/deps.js';
import type { CreditsDeps } from '../../core/credits/deps.js';
import type { PlansDeps } from '../../core/plans/deps.js';
import type { Quota } from '../../core/ports/quota.js';
import type { WebhookDeps } from '../../core/webhooks/deps.js';
import type { LeasingDeps } from '../../core/leasing/deps.js';
import type { SignatureDeps } from '../../core/signature/deps.js';
import type { MetersDeps } from '../../core/meters/deps.js';
import type { MessagesDeps } from '../../core/messages/deps.js';
import type { MandateDeps } from '../../core/mandates/deps.js';
import type { SyndicManagementDeps } from '../../core/syndic/management/deps.js';
import type { OwnerAccountServiceDeps } from '../../core/mandates/accounts/deps.js';
import type { OwnerClaimDeps } from '../../core/owner-claim/deps.js';
import type { TemplatesDeps } from '../../core/templates/deps.js';
import type { Clock } from '../../core/ports/clock.js';
import type { PdfRenderer } from '../../core/ports/pdf-renderer.js';
import type { Secrets } from '../../core/ports/secrets.js';
import type { KeyChanges } from '../persistence/key-changes.js';
import type { Orm } from '../persistence/orm.js';
import { sharedDataStore } from '../persistence/shared-data-store.js';
import { authMiddleware } from './auth.js';
import { docsRouter } from './docs-page.js';
import { pagesRouter } from './pages/index.js';
import { idempotency } from './idempotency.js';
import { writeJsonAsText } from './json-answer.js';
import { openApiDocument } from './openapi.js';
import { problemErrorHandler, sendProblem } from './problem.js';
import {
  OWNER_CLAIM_TRIES,
  type RateLimitOptions,
  createRateLimiter,
  ownerClaimTries,
  publicCalls,
} from './rate-limit.js';
import { type ResponseChecks, allowListed } from './response-shape.js';
import { indexedRoutes } from './route-index.js';
import { requestLogger } from './request-log.js';
import { amendmentRouters, readOnlyHistory } from './routes/amendments/index.js';
import { chargeRouters } from './routes/charges/index.js';
import { billingRouters } from './routes/billing/index.js';
import { runsRouter } from './routes/runs/runs.js';
import { leaseComplianceRouter } from './routes/compliance/lease-compliance.js';
import { rentControlHandlers } from './routes/compliance/rent-control.js';
import { contactsRouter } from './routes/contacts/contacts.js';
import { creditsRouter } from './routes/credits/credits.js';
import { RAW_BODY, type WithRawBody, paymentWebhooksRouter } from './routes/credits/payment-webhooks.js';
import { energyDiagnosesRouter } from './routes/diagnostics/energy-diagnoses.js';
import { estateDiagnosticsRouter } from './routes/diagnostics/estate-diagnostics.js';
import { equipmentRouter } from './routes/equipment/equipment.js';
import { annexCatalogueRouter, leaseAnnexesRouter } from './routes/annexes/lease-annexes.js';
import { conditionReportsRouter } from './routes/inspections/condition-reports.js';
import { keySetsRouter } from './routes/inspections/key-sets.js';
import { leaseInventoryRouter } from './routes/inspections/lease-inventory.js';
import { indicesRouter } from './routes/indexation/indices.js';
import { rentRevisionsRouter } from './routes/indexation/revisions.js';
import { leasingRouters } from './routes/leasing/index.js';
import { leaseLifecycleRouter, leaseNoticesRouter } from './routes/lifecycle/lease-notices.js';
import { leaseTerminationRouter } from './routes/lifecycle/lease-termination.js';
import { mediaRouter } from './routes/media/media.js';
import { meterRouters } from './routes/meters/index.js';
import { messageRouters } from './routes/messages/index.js';
import { mandateRouters } from './routes/mandates/index.js';
import { ownerAccountRouters } from './routes/mandates/owner-accounts.js';
import { ownerClaimRouters } from './routes/owner-claim/index.js';
import { templateRouters } from './routes/templates/index.js';
import { syndicManagementRouters } from './routes/syndic/management-routers.js';
import { syndicFundCallRouters } from './routes/syndic/fund-call-routers.js';
import { bankingRouters } from './routes/banking/index.js';
import { planRouters } from './routes/plans/index.js';
import { apiKeysRouter } from './routes/tenancy/api-keys.js';
import { couponTries } from './coupon-tries.js';
import { type PeerStatus, healthRouter } from './routes/platform/health.js';
import { catalogueRouter } from './routes/property/catalogue.js';
import { estatesRouter } from './routes/property/estates.js';
import { ownersRouter } from './routes/property/owners.js';
import { placesRouter } from './routes/property/places.js';
import { roomsRouter } from './routes/property/rooms.js';
import { signatureRouters } from './routes/signature/index.js';
import { webhookDeliveriesRouter } from './routes/webhooks/deliveries.js';
import { webhookSubscriptionsRouter } from './routes/webhooks/subscriptions.js';
import { publicToolsRouters } from './routes/public-tools/index.js';
import { legislativeZonesRouter } from './routes/zones/legislative-zones.js';
import { zoneTendueRouter } from './routes/zones/zone-tendue.js';

/** What the use cases are built from, per area (assembled in adapters/main/services.ts). */
export interface Services {
  /** Today's date for rules that depend on it. */
  clock: Clock;
  leasing: LeasingDeps;
  meters: MetersDeps;
  charges: ChargesDeps;
  billing: BillingDeps;
  signature: SignatureDeps;
  amendments: AmendmentDeps;
  credits: CreditsDeps;
  /** Plans, usage, coupons and the account's keys (docs/decisions.md 280-287). */
  plans: PlansDeps;
  /** The plan limits the writes that consume one check. */
  quota: Quota;
  webhooks: WebhookDeps;
  /** Messages to people: their delivery, and reading them (docs/decisions.md 178). */
  messages: MessagesDeps;
  /** Management mandates and letting fees (issue 35). */
  mandates: MandateDeps;
  /** Owner accounts, statements, payouts (issue 35). */
  ownerAccounts: OwnerAccountServiceDeps;
  /** The owner claim and the owner key (issue 35). */
  ownerClaim: OwnerClaimDeps;
  /** Document templates: the template language and the printer of its HTML (docs/decisions.md 250-255). */
  templates: TemplatesDeps;
  /** Copropriété management: a voted budget starts the syndicate's fund calls (issue 38). */
  syndic: SyndicManagementDeps;
  /** The embedded renderer: the static notice annex is the same file wherever it is made. */
  staticPdf: PdfRenderer;
}

export interface AppDeps {
  orm: Orm;
  pool: pg.Pool;
  /** Connections for the rate limit counter (synchronous_commit off); `pool` when absent. */
  rateLimitPool?: pg.Pool;
  secrets: Secrets;
  /** Changes to keys told by PostgreSQL: keys are cached only with it (auth.ts). */
  keyChanges?: KeyChanges;
  logger: Logger;
  rateLimit: RateLimitOptions;
  /** The budget of the public routes per client address (docs/decisions.md 127). */
  publicRateLimit: RateLimitOptions;
  /** express's `trust proxy`: which proxies' X-Forwarded-For tells the client address; none when absent. */
  trustProxy?: boolean | number | string;
  peers: PeerStatus;
  /** Largest JSON body accepted. */
  jsonLimit?: string;
  services: Services;
  /**
   * Strict response checks (tests): every body is validated against its schema and every status
   * checked against the route's declared ones; what is off is collected in `findings`.
   */
  responseChecks?: ResponseChecks;
}

const s = initServer();

/** The public tools take small bodies: a receipt or a slip is a few kilobytes. */
const PUBLIC_JSON_LIMIT = '16kb';

interface ZodIssueLike {
  path: (string | number)[];
  message: string;
  code: string;
}

function fieldErrors(location: string, error: { issues: ZodIssueLike[] } | null): FieldError[] {
  return (error?.issues ?? []).map((issue) => ({
    path: [location, ...issue.path].join('.'),
    message: issue.message,
    code: issue.code,
  }));
}

/** JSON bodies only, except for the routes that declare multipart. */
function requireJson(req: Request, res: Response, next: NextFunction) {
  const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
  if (!hasBody || req.is('application/json') || req.is('multipart/form-data') || req.is('application/*+json'))
    return next();
  sendProblem(req, res, 415, { detail: 'Send the body as application/json' });
}

/** Every contract route, with its area's handlers. */
function apiRouter(deps: AppDeps) {
  const { clock } = deps.services;
  // Condition reports, notices and annexes: the leasing ports and the PDF renderer.
  const tenancy = {
    ...deps.services.leasing,
    staticPdf: deps.services.staticPdf,
    // Condition reports print from the account's default template (docs/decisions.md 295).
    printer: deps.services.billing.printer,
  };
  // Failed coupon codes, counted per account across processes (docs/decisions.md 284).
  const tries = couponTries(deps.rateLimitPool ?? deps.pool);
  return s.router(contract, {
    health: healthRouter(deps.orm, deps.peers, deps.services.messages.channels),
    catalogue: catalogueRouter,
    owners: ownersRouter,
    places: placesRouter,
    estates: estatesRouter(deps.services.quota),
    rooms: roomsRouter,
    contacts: contactsRouter,
    energyDiagnoses: energyDiagnosesRouter(clock),
    estateDiagnostics: estateDiagnosticsRouter(clock),
    equipment: equipmentRouter(clock),
    legislativeZones: legislativeZonesRouter(rentControlHandlers),
    zoneTendue: zoneTendueRouter(clock),
    leaseCompliance: leaseComplianceRouter(clock),
    ...leasingRouters(deps.services.leasing, deps.services.templates),
    ...meterRouters(deps.services.meters),
    ...chargeRouters(deps.services.charges),
    indices: indicesRouter,
    rentRevisions: rentRevisionsRouter(deps.services.billing),
    ...billingRouters(deps.services.billing),
    ...signatureRouters(deps.services.signature),
    ...amendmentRouters(deps.services.amendments),
    credits: creditsRouter(deps.services.credits, deps.services.plans, tries),
    paymentWebhooks: paymentWebhooksRouter(deps.services.credits, deps.services.plans),
    webhookSubscriptions: webhookSubscriptionsRouter(deps.services.webhooks),
    webhookDeliveries: webhookDeliveriesRouter(deps.services.webhooks),
    media: mediaRouter(deps.services.leasing),
    conditionReports: conditionReportsRouter(tenancy),
    keySets: keySetsRouter(tenancy),
    leaseInventory: leaseInventoryRouter,
    annexCatalogue: annexCatalogueRouter,
    leaseAnnexes: leaseAnnexesRouter(tenancy),
    leaseNotices: leaseNoticesRouter(tenancy),
    leaseLifecycle: leaseLifecycleRouter,
    leaseTermination: leaseTerminationRouter(tenancy),
    ...messageRouters(deps.services.messages),
    ...mandateRouters(deps.services.mandates),
    ...ownerAccountRouters(deps.services.ownerAccounts),
    ...ownerClaimRouters(deps.services.ownerClaim, deps.services.ownerAccounts),
    ...templateRouters(deps.services.templates),
    ...syndicManagementRouters(deps.services.syndic),
    ...syndicFundCallRouters(deps.services.billing),
    runs: runsRouter(deps.services.billing),
    ...bankingRouters(deps.services.billing),
    ...planRouters(deps.services.plans, tries),
    apiKeys: apiKeysRouter({ ...deps.services.plans, secrets: deps.secrets }, deps.keyChanges),
    ...publicToolsRouters({ sharedData: () => sharedDataStore(deps.orm), pdf: deps.services.billing.pdf, clock }),
  });
}

export function createApp(deps: AppDeps) {
  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', 'simple');
  // No automatic ETag: a SHA-1 of every JSON answer, for conditional requests no client makes of
  // lists (docs/decisions.md 308). Files keep their own strong ETag (file-body.ts, pdf-wire.ts).
  app.set('etag', false);
  writeJsonAsText(app);
  app.set('trust proxy', deps.trustProxy ?? false);
  app.use(requestLogger(app, deps.logger));
  // The parser of the public routes first: the second one leaves a parsed body alone.
  app.use('/api/public', requireJson, express.json({ limit: PUBLIC_JSON_LIMIT, strict: true }));
  app.use(
    '/api',
    requireJson,
    express.json({
      limit: deps.jsonLimit ?? '1mb',
      strict: true,
      // The payment provider signs the body's exact bytes: the receiver verifies those.
      verify: (req, _res, buffer) => {
        if ((req as WithRawBody).url?.startsWith('/webhooks/')) (req as WithRawBody)[RAW_BODY] = buffer;
      },
    }),
  );

  // Built at the first request, kept as its JSON text (docs/decisions.md 307): the document's
  // objects held 9 MB of heap and took over a second of CPU at every start.
  let document: string | undefined;
  app.get('/api/openapi.json', (_req, res) => {
    document ??= JSON.stringify(openApiDocument());
    res.type('application/json').send(document);
  });
  app.use('/api/docs', ...docsRouter());
  // The pages for people (the signing page, the calculators), outside /api.
  app.use(
    pagesRouter({
      signature: deps.services.signature,
      tools: { sharedData: () => sharedDataStore(deps.orm), clock: deps.services.clock },
      rateLimit: { pool: deps.rateLimitPool ?? deps.pool, options: deps.publicRateLimit },
    }),
  );

  app.locals.responseChecks = deps.responseChecks;
  const router = apiRouter(deps);

  createExpressEndpoints(contract, allowListed(contract, router, deps.responseChecks), indexedRoutes(app) as Express, {
    // ts-rest types global middleware per route; these read only the route metadata.
    globalMiddleware: [
      authMiddleware(deps.orm, deps.secrets, deps.keyChanges),
      createRateLimiter(deps.rateLimitPool ?? deps.pool, deps.rateLimit),
      createRateLimiter(deps.rateLimitPool ?? deps.pool, deps.publicRateLimit, publicCalls),
      createRateLimiter(deps.rateLimitPool ?? deps.pool, OWNER_CLAIM_TRIES, ownerClaimTries),
      idempotency(deps.pool),
    ] as never[],
    requestValidationErrorHandler: (error, req, res) => {
      sendProblem(req as unknown as Request, res, 400, {
        detail: 'The request is not valid',
        errors: [
          ...fieldErrors('params', error.pathParams),
          ...fieldErrors('headers', error.headers),
          ...fieldErrors('query', error.query),
          ...fieldErrors('body', error.body),
        ],
      });
    },
  });

  app.use(readOnlyHistory());
  app.use((req, res) => sendProblem(req, res, 404, { detail: `No route ${req.method} ${req.path}` }));
  app.use(problemErrorHandler);
  return app;
}
