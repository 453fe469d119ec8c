// The meters area's resources, each under /api: the routers contract/index.ts composes.
import { initContract } from '@ts-rest/core';
import { metersContract } from './meters.js';
import { meterReadingsContract } from './readings.js';

const c = initContract();
const api = { pathPrefix: '/api' } as const;
const meters = c.router(metersContract, api);
const meterReadings = c.router(meterReadingsContract, api);

export type MetersRouters = {
  meters: typeof meters;
  meterReadings: typeof meterReadings;
};

export const metersRouters: MetersRouters = { meters, meterReadings };
