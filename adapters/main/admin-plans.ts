// `npm run admin -- plan assign --tenant <id> --plan <code>` (a plan given by the platform, without
// the payment provider), `coupon create --code <code> --name <name> --percent-off <n> | --amount-off
// <euros> [--valid-from <ISO>] [--valid-until <ISO>] [--max-uses <n>] [--first-purchase-only]
// [--plans A,B] [--packages a,b]` and `coupon list`: coupons are the platform's, managed here only
// (docs/decisions.md 284).
import { assignPlan, couponAdmin } from '../../core/plans/plans.js';
import type { Orm } from '../persistence/orm.js';
import { MikroStore, mikroStores } from '../persistence/store.js';
import { systemClock } from '../system-clock.js';

export const PLANS_USAGE = `  admin plan assign --tenant <tenant-id> --plan <code>
  admin coupon create --code <code> --name <name> (--percent-off <1-99> | --amount-off <euros>) [--valid-from <ISO>] [--valid-until <ISO>] [--max-uses <n>] [--first-purchase-only] [--plans A,B] [--packages a,b]
  admin coupon list`;

export const PLANS_COMMANDS = ['plan assign', 'coupon create', 'coupon list'];

export class PlansUsageError extends Error {}

export interface PlansOptions {
  tenant?: string;
  plan?: string;
  code?: string;
  name?: string;
  'percent-off'?: string;
  'amount-off'?: string;
  'valid-from'?: string;
  'valid-until'?: string;
  'max-uses'?: string;
  'first-purchase-only'?: boolean;
  plans?: string;
  packages?: string;
}

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

function date(name: string, value: string | undefined): Date | null {
  if (value === undefined) return null;
  const parsed = new Date(value);
  if (Number.isNaN(parsed.getTime())) throw new PlansUsageError(`--${name} must be a date or timestamp (ISO 8601)`);
  return parsed;
}

function couponInput(values: PlansOptions) {
  if (!values.code || !values.name) throw new PlansUsageError('--code and --name are required');
  const percent = values['percent-off'];
  const amount = values['amount-off'];
  if ((percent === undefined) === (amount === undefined))
    throw new PlansUsageError('give exactly one of --percent-off and --amount-off');
  return {
    code: values.code,
    name: values.name,
    kind: percent !== undefined ? ('percent' as const) : ('amount' as const),
    value: Number(percent ?? amount),
    valid_from: date('valid-from', values['valid-from']),
    valid_until: date('valid-until', values['valid-until']),
    max_uses: values['max-uses'] === undefined ? null : Number(values['max-uses']),
    first_purchase_only: values['first-purchase-only'] ?? false,
    plan_codes: list(values.plans).map((code) => code.toUpperCase()),
    package_codes: list(values.packages),
  };
}

/** The command's answer, printed as one JSON object. */
export async function runPlansCommand(command: string, values: PlansOptions, orm: Orm): Promise<unknown> {
  if (command === 'plan assign') {
    if (!values.tenant || !values.plan) throw new PlansUsageError('--tenant and --plan are required');
    return assignPlan(mikroStores(orm), values.tenant, values.plan, systemClock.now());
  }
  const coupons = couponAdmin(new MikroStore(orm.em.fork(), null));
  if (command === 'coupon list') return { coupons: await coupons.list() };
  return coupons.create(couponInput(values));
}
