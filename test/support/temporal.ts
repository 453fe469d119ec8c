// Temporal SDK settings shared by the workflow tests.
import { DefaultLogger, Runtime } from '@temporalio/worker';

/**
 * Installs the SDK runtime quietly: WARN from the TypeScript side (INFO prints every bundle and
 * worker state change), ERROR from the Rust core (it warns that the Java test server does not
 * advertise a heartbeat capability, which these tests do not use).
 */
export function quietTemporalRuntime(): void {
  try {
    Runtime.install({
      logger: new DefaultLogger('WARN'),
      telemetryOptions: { logging: { filter: { core: 'ERROR', other: 'ERROR' }, forward: {} } },
    });
  } catch {
    // Already installed in this process (another test file ran first): keep it.
  }
}
