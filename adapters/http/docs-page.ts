// A browsable page over /api/openapi.json (swagger-ui-dist assets served locally, no CDN).
import type { Router } from 'express';
import swaggerUi from 'swagger-ui-express';

export function docsRouter(): Router[] {
  return [
    ...swaggerUi.serve,
    swaggerUi.setup(undefined, { swaggerOptions: { url: '/api/openapi.json' }, customSiteTitle: 'Rental service API' }),
  ] as unknown as Router[];
}
