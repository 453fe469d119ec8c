import { tsImport } from 'tsx/esm/api';

export default async function globalTeardown() {
  await globalThis.__peers?.stop();
  const { stopTestDatabase } = await tsImport('./postgres.ts', import.meta.url);
  await stopTestDatabase();
}
