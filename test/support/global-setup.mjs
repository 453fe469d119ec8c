// Jest loads global setup outside its module transform; tsx loads our TypeScript here.
// One PostgreSQL for the run, and the real peers (Gotenberg, Temporal test server) when installed.
import { tsImport } from 'tsx/esm/api';

export default async function globalSetup() {
  const { startTestDatabase } = await tsImport('./postgres.ts', import.meta.url);
  await startTestDatabase();
  const { startPeers } = await tsImport('./peers.ts', import.meta.url);
  globalThis.__peers = await startPeers();
}
