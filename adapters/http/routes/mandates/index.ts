// The mandates area's handlers: the routers adapters/http/app.ts spreads into the API.
import type { MandateDeps } from '../../../../core/mandates/deps.js';
import { lettingFeesRouter } from './letting-fees.js';
import { mandatesRouter } from './mandates.js';

export function mandateRouters(deps: MandateDeps) {
  return {
    mandates: mandatesRouter(deps),
    lettingFees: lettingFeesRouter(deps),
  };
}
