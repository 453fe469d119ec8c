import type { Clock } from '../core/ports/clock.js';

/** The machine's clock: the Clock port everywhere outside tests. */
export const systemClock: Clock = { now: () => new Date() };
