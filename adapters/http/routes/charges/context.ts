// The charge use cases' context: the deps, and the caller the audit log names.
import type { ChargesContext, ChargesDeps } from '../../../../core/charges/deps.js';
import { type HasContext, ctx } from '../../context.js';

export const chargesContext = (deps: ChargesDeps, req: HasContext): ChargesContext => ({
  ...deps,
  actor: ctx(req).actor,
});
