// The meter routers, from the meter deps.
import type { MetersDeps } from '../../../../core/meters/deps.js';
import { meterReadingsRouter } from './meter-readings.js';
import { metersRouter } from './meters.js';

export function meterRouters(deps: MetersDeps) {
  return { meters: metersRouter(deps), meterReadings: meterReadingsRouter(deps) };
}
