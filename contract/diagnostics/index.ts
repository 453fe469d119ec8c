// The diagnostics area's resources, each under /api: the routers contract/index.ts composes.
import { initContract } from '@ts-rest/core';
import { energyDiagnosesContract } from './energy-diagnoses.js';
import { estateDiagnosticsContract } from './estate-diagnostics.js';

const c = initContract();
const api = { pathPrefix: '/api' } as const;
const energyDiagnoses = c.router(energyDiagnosesContract, api);
const estateDiagnostics = c.router(estateDiagnosticsContract, api);

export type DiagnosticsRouters = {
  energyDiagnoses: typeof energyDiagnoses;
  estateDiagnostics: typeof estateDiagnostics;
};

export const diagnosticsRouters: DiagnosticsRouters = { energyDiagnoses, estateDiagnostics };
