// Jest loads global setup outside its module transform; tsx loads our TypeScript here.
import { tsImport } from 'tsx/esm/api';

export default async function globalSetup() {
  const { startTestDatabase } = await tsImport('./postgres.ts', import.meta.url);
  await startTestDatabase();
}
