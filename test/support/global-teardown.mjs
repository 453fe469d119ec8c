import { tsImport } from 'tsx/esm/api';

export default async function globalTeardown() {
  const { stopTestDatabase } = await tsImport('./postgres.ts', import.meta.url);
  await stopTestDatabase();
}
