import { once } from 'node:events';
import { describe, expect, it } from '@jest/globals';
import { freePort } from '../../adapters/main/embedded-postgres.js';
import { startTs } from './run.js';

describe('npm start', () => {
  it('serves /api on PORT and HOST, and stops cleanly on SIGTERM', async () => {
    const port = await freePort();
    const server = startTs('adapters/main/start.ts', { DATABASE_URL: process.env.TEST_DATABASE_URL!, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info' });
    let logs = '';
    server.stdout!.on('data', (chunk) => (logs += chunk));
    try {
      const deadline = Date.now() + 30_000;
      while (!logs.includes('rental service listening') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(health.status).toBe(200);
      const requestLog = () => logs.split('\n').find((l) => l.includes('"url":"/api/health"'));
      while (!requestLog() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(JSON.parse(requestLog()!)).toMatchObject({ req: { id: expect.any(String), method: 'GET' }, res: { statusCode: 200 } });
    } finally {
      server.kill('SIGTERM');
    }
    const [code] = await once(server, 'exit');
    expect(code).toBe(0);
    expect(logs).toContain('"msg":"stopped"');
  }, 60_000);
});
