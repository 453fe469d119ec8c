// The "Month end" of docs/benchmarks.md (issue 36 §4), from month-end.ts's measures: each step at each
// size with its items per second and what was counted, the growth from the smallest size to the
// largest (ideal: the time grows as the leases do), and the three targets at 10,000 leases.
import type { MonthEndFailure, MonthEndResult, MonthEndStep } from './month-end.js';
import type { Target } from './report.js';

export type MonthEndMeasure = MonthEndResult | MonthEndFailure;
const failed = (m: MonthEndMeasure): m is MonthEndFailure => 'error' in m;

/** Issue 36 §4, at 10,000 leases: seconds at most. */
const LIMITS = { notices: 300, bank: 60, receipts: 300 } as const;
const TARGET_LEASES = 10_000;

const STEPS: { key: keyof typeof LIMITS; name: string; unit: string }[] = [
  { key: 'notices', name: 'notices of rent due: periods opened, PDFs rendered and stored', unit: 'notices' },
  { key: 'bank', name: 'bank lines imported and matched (the request)', unit: 'lines' },
  { key: 'receipts', name: 'receipts of the periods paid (the run the import recorded)', unit: 'receipts' },
];

const rate = (step: MonthEndStep) => (step.seconds > 0 ? step.items / step.seconds : 0);

/**
 * The targets at 10,000 leases or more (a step not done, the month end having stopped, is missed);
 * none when the run measured no such size (its section says so).
 */
export function monthEndTargets(measures: MonthEndMeasure[]): Target[] {
  const at = measures.find((r) => r.leases >= TARGET_LEASES);
  if (!at) return [];
  return STEPS.map(({ key, name }) => {
    const step = failed(at) ? at.done[key] : at[key];
    return {
      what: `month end at ${at.leases.toLocaleString('en')} leases, ${name}: <= ${LIMITS[key]} s`,
      measured: step ? `${step.seconds.toFixed(1)} s` : 'not done (the month end stopped)',
      met: step !== undefined && step.seconds <= LIMITS[key],
    };
  });
}

function growth(results: MonthEndResult[], key: keyof typeof LIMITS): string {
  const first = results[0];
  const last = results.at(-1)!;
  const ideal = last.leases / first.leases;
  return `${(last[key].seconds / Math.max(first[key].seconds, 0.001)).toFixed(1)}x (ideal ${ideal.toFixed(0)}x)`;
}

export function monthEndSection(measures: MonthEndMeasure[]): string {
  if (measures.length === 0) return '## Month end\n\nNot measured in this run (`--month-end-leases 0`).\n';
  const results = measures.filter((m): m is MonthEndResult => !failed(m));
  const failures = measures
    .filter(failed)
    .map((m) => `\nAt ${m.leases.toLocaleString('en')} leases the month end stopped: ${m.error}\n`)
    .join('');
  const rows = measures.flatMap((m) =>
    STEPS.map(({ key, name, unit }) => {
      const step = failed(m) ? m.done[key] : m[key];
      const size = m.leases.toLocaleString('en');
      return step
        ? `| ${size} | ${name} | ${step.seconds.toFixed(1)} | ${rate(step).toFixed(1)} ${unit}/s | ${step.detail} |`
        : `| ${size} | ${name} | — | — | not done: the month end stopped |`;
    }),
  );
  const sizes = measures.map((r) => r.leases.toLocaleString('en')).join(' then ');
  const growthLine =
    results.length < 2
      ? ''
      : `Growth of the time from ${results[0].leases.toLocaleString('en')} to ${results.at(-1)!.leases.toLocaleString('en')} leases: notices ${growth(results, 'notices')}, bank lines ${growth(results, 'bank')}, receipts ${growth(results, 'receipts')}.\n`;
  return `## Month end

Leases of a tenant of their own for each size (${sizes}), seeded in SQL (test/bench/month-end-seed.ts): ACTIVE monthly
leases from the first day of this month, each with its estate and owner, one tenant with an e-mail, rent and charges,
and its payment reference. On the service as \`npm start\` runs it (Temporal and its worker): a RENT_NOTICES run of the
month started through the API and polled to its end; a camt.053 file of one credit per lease (its amount due, its
payment reference in the remittance: sure matches) posted to \`/bank-statements\`, timed as the request, which records
the payments; then the PAYMENT_RECEIPTS run the import recorded, timed from the import's answer to the run's end
(docs/decisions.md 320). Counts come from SQL and from the file store.

| leases | step | seconds | per second | counted |
|---|---|---|---|---|
${rows.join('\n')}

The targets are at ${TARGET_LEASES.toLocaleString('en')} leases (issue 36 §4, in the targets table: ${LIMITS.notices} s for the notices,
${LIMITS.bank} s for the bank lines, ${LIMITS.receipts} s for the receipts)${measures.some((r) => r.leases >= TARGET_LEASES) ? '' : '; not measured at that size in this run'}.
${growthLine}${failures}`;
}
