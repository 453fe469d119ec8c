// The charge routers, from the charge deps.
import type { ChargesDeps } from '../../../../core/charges/deps.js';
import { chargeConfigurationRouters } from './configuration.js';
import { leaseChargeRouters } from './leases.js';

export function chargeRouters(deps: ChargesDeps) {
  return { ...chargeConfigurationRouters(deps), ...leaseChargeRouters(deps) };
}
