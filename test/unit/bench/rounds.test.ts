// The bench's rounds (docs/decisions.md 348): each figure's median over the rounds, and a target's
// ratio as the median of the rounds' own ratios, service against baseline in the same round.
import { type LoadResult, median, medianOf } from '../../bench/load.js';
import { type Round, ratioTargets } from '../../bench/report.js';
import type { Scenario } from '../../bench/scenarios.js';

const result = (requestsPerSecond: number, p99: number, cpuMsPerRequest?: number): LoadResult => ({
  requestsPerSecond,
  p50: p99 / 2,
  p99,
  cpuMsPerRequest,
  errors: 0,
  requests: requestsPerSecond * 5,
});

const list: Scenario = { id: 'estates-small', name: 'estates', kind: 'list', service: { method: 'GET', path: '/' } };

describe('the rounds of a bench scenario', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('gives each figure its median and sums the errors and requests', () => {
    const summary = medianOf([{ ...result(100, 50, 0.5), errors: 1 }, result(300, 30, 0.3), result(200, 90, 0.4)]);
    expect(summary).toEqual({
      requestsPerSecond: 200,
      p50: 25,
      p99: 50,
      cpuMsPerRequest: 0.4,
      errors: 1,
      requests: 3000,
    });
    expect(medianOf([result(100, 50, 0.5), result(100, 50)]).cpuMsPerRequest).toBeUndefined();
  });

  it("judges a target on the median of the rounds' own ratios, each round shown", () => {
    // Round 2's stall weighs on its service p99 only: 2.0x there, 1.2x and 1.4x in the others.
    const rounds: Round[] = [
      { service: result(800, 60, 0.6), baseline: result(1000, 50, 0.5) },
      { service: result(700, 120, 0.6), baseline: result(1000, 60, 0.5) },
      { service: result(900, 70, 0.7), baseline: result(1000, 50, 0.5) },
    ];
    const targets = ratioTargets({ scenario: list, rounds, service: medianOf(rounds.map((r) => r.service)) });
    expect(targets.map(({ what, measured, met }) => ({ what, measured, met }))).toEqual([
      { what: 'estates-small: req/s >= 0.7x the baseline', measured: '0.80x (rounds: 0.80x, 0.70x, 0.90x)', met: true },
      { what: "estates-small: p99 <= 1.5x the baseline's", measured: '1.40x (rounds: 1.20x, 2.00x, 1.40x)', met: true },
      {
        what: "estates-small: API CPU per request <= 1.5x the baseline's",
        measured: '1.20x (rounds: 1.20x, 1.20x, 1.40x)',
        met: true,
      },
    ]);
  });

  it('misses a target that most rounds miss', () => {
    const rounds: Round[] = [1.6, 1.7, 1.2].map((ratio) => ({
      service: result(1000, 50 * ratio),
      baseline: result(1000, 50),
    }));
    const [, p99] = ratioTargets({ scenario: list, rounds });
    expect(p99).toMatchObject({ measured: '1.60x (rounds: 1.60x, 1.70x, 1.20x)', met: false });
  });
});
