// The express application: every contract route, auth, rate limit, problem+json errors, docs.
import { randomUUID } from 'node:crypto';
import { createExpressEndpoints, initServer } from '@ts-rest/express';
import express, { type NextFunction, type Request, type Response } from 'express';
import type pg from 'pg';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { contract } from '../../contract/index.js';
import type { FieldError } from '../../core/shared/errors.js';
import type { Workflows } from '../../core/ports/workflows.js';
import type { Clock } from '../../core/ports/clock.js';
import type { FileStore } from '../../core/ports/file-store.js';
import type { Secrets } from '../../core/ports/secrets.js';
import type { Orm } from '../persistence/orm.js';
import { systemClock } from '../system-clock.js';
import { DisabledWorkflows } from '../temporal/workflows-client.js';
import { authMiddleware } from './auth.js';
import { docsRouter } from './docs-page.js';
import { idempotency } from './idempotency.js';
import { openApiDocument } from './openapi.js';
import { problemErrorHandler, sendProblem } from './problem.js';
import { type RateLimitOptions, createRateLimiter } from './rate-limit.js';
import { type ResponseChecks, allowListed } from './response-shape.js';
import { catalogueRouter } from './routes/catalogue.js';
import { contactsRouter } from './routes/contacts.js';
import { energyDiagnosesRouter } from './routes/energy-diagnoses.js';
import { equipmentRouter } from './routes/equipment.js';
import { estatesRouter } from './routes/estates.js';
import { type PeerStatus, healthRouter } from './routes/health.js';
import { leasingRouters } from './routes/leasing.js';
import { leaseComplianceRouter } from './routes/lease-compliance.js';
import { legislativeZonesRouter } from './routes/legislative-zones.js';
import { ownersRouter } from './routes/owners.js';
import { placesRouter } from './routes/places.js';
import { roomsRouter } from './routes/rooms.js';

export interface AppDeps {
  orm: Orm;
  pool: pg.Pool;
  secrets: Secrets;
  logger: Logger;
  rateLimit: RateLimitOptions;
  peers: PeerStatus;
  /** Largest JSON body accepted. */
  jsonLimit?: string;
  /** Uploaded files (lease documents): DATA_DIR/files by default, a temporary directory in tests. */
  files: FileStore;
  /** Today's date for tenant terms and rent changes; the system clock when absent. */
  clock?: Clock;
  /** The workflow engine (Temporal); off unless given. */
  workflows?: Workflows;
  /**
   * Strict response checks (tests): every body is validated against its schema and every status
   * checked against the route's declared ones; what is off is collected in `findings`.
   */
  responseChecks?: ResponseChecks;
}

const s = initServer();

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

export function createApp(deps: AppDeps) {
  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', 'simple');
  app.use(
    pinoHttp({
      logger: deps.logger,
      genReqId: (req, res) => {
        const given = req.headers['x-request-id'];
        const id = typeof given === 'string' && /^[\w-]{1,100}$/.test(given) ? given : randomUUID();
        res.setHeader('X-Request-Id', id);
        return id;
      },
    }),
  );
  app.use('/api', requireJson, express.json({ limit: deps.jsonLimit ?? '1mb', strict: true }));

  const document = openApiDocument();
  app.get('/api/openapi.json', (_req, res) => res.json(document));
  app.use('/api/docs', ...docsRouter());

  app.locals.responseChecks = deps.responseChecks;
  const clock = deps.clock ?? systemClock;
  const router = s.router(contract, {
    health: healthRouter(deps.orm, deps.peers),
    catalogue: catalogueRouter,
    owners: ownersRouter,
    places: placesRouter,
    estates: estatesRouter,
    rooms: roomsRouter,
    contacts: contactsRouter,
    energyDiagnoses: energyDiagnosesRouter(clock),
    equipment: equipmentRouter(clock),
    legislativeZones: legislativeZonesRouter,
    leaseCompliance: leaseComplianceRouter(clock),
    ...leasingRouters({
      files: deps.files,
      clock,
      workflows: deps.workflows ?? new DisabledWorkflows('no Temporal server configured'),
    }),
  });

  createExpressEndpoints(contract, allowListed(contract, router, deps.responseChecks), app, {
    // ts-rest types global middleware per route; these read only the route metadata.
    globalMiddleware: [
      authMiddleware(deps.orm, deps.secrets),
      createRateLimiter(deps.pool, deps.rateLimit),
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

  app.use((req, res) => sendProblem(req, res, 404, { detail: `No route ${req.method} ${req.path}` }));
  app.use(problemErrorHandler);
  return app;
}
