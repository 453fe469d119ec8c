// The charges area's resources, each under /api: the routers contract/index.ts composes.
import { initContract } from '@ts-rest/core';
import { chargeAuditLogContract } from './audit-log.js';
import { buildingServicesContract } from './building-services.js';
import { chargeCategoriesContract } from './categories.js';
import { chargeConfigurationsContract } from './configurations.js';
import { chargeExpensesContract } from './expenses.js';
import { chargeFreezePeriodsContract } from './freeze-periods.js';
import { chargeProvisionsContract } from './provisions.js';
import { chargeRegularisationsContract } from './regularisations.js';

const c = initContract();
const api = { pathPrefix: '/api' } as const;
const chargeAuditLog = c.router(chargeAuditLogContract, api);
const buildingServices = c.router(buildingServicesContract, api);
const chargeCategories = c.router(chargeCategoriesContract, api);
const chargeConfigurations = c.router(chargeConfigurationsContract, api);
const chargeExpenses = c.router(chargeExpensesContract, api);
const chargeFreezePeriods = c.router(chargeFreezePeriodsContract, api);
const chargeProvisions = c.router(chargeProvisionsContract, api);
const chargeRegularisations = c.router(chargeRegularisationsContract, api);

export type ChargesRouters = {
  chargeAuditLog: typeof chargeAuditLog;
  buildingServices: typeof buildingServices;
  chargeCategories: typeof chargeCategories;
  chargeConfigurations: typeof chargeConfigurations;
  chargeExpenses: typeof chargeExpenses;
  chargeFreezePeriods: typeof chargeFreezePeriods;
  chargeProvisions: typeof chargeProvisions;
  chargeRegularisations: typeof chargeRegularisations;
};

export const chargesRouters: ChargesRouters = {
  chargeAuditLog,
  buildingServices,
  chargeCategories,
  chargeConfigurations,
  chargeExpenses,
  chargeFreezePeriods,
  chargeProvisions,
  chargeRegularisations,
};
