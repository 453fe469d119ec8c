import { initContract } from '@ts-rest/core';
import { z } from 'zod';

const c = initContract();

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  workflows: z.string(),
  pdf: z.string(),
});

export const healthContract = c.router({
  health: {
    method: 'GET',
    path: '/health',
    responses: { 200: healthSchema, 503: healthSchema },
    summary: 'Health: 200 when the database answers, 503 otherwise',
    metadata: { public: true, unmetered: true },
  },
});
