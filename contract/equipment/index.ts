// The equipment area's resources, each under /api: the routers contract/index.ts composes.
import { initContract } from '@ts-rest/core';
import { equipmentContract } from './equipment.js';

const c = initContract();
const api = { pathPrefix: '/api' } as const;
const equipment = c.router(equipmentContract, api);

export type EquipmentRouters = {
  equipment: typeof equipment;
};

export const equipmentRouters: EquipmentRouters = { equipment };
