// What a lease's regularisation is computed from: every lot and lease of its building over the
// period, the building's configuration and expenses, the lease's provisions, and what the meters
// counted (core/charges/regularisations/regularise.ts does the arithmetic).
import { compareDates } from '../../shared/dates.js';
import { toCents } from '../../shared/money.js';
import type { Store } from '../../ports/store.js';
import { Lease } from '../../leasing/lease.js';
import { Estate } from '../../property/estate.js';
import { consumptionOver, toMilli } from '../../meters/consumption.js';
import { Meter, MeterReading } from '../../meters/meter.js';
import type { ChargeCategoryCode } from '../../../contract/vocabulary/charges.js';
import type { Occupancy, Period } from './distribution.js';
import { ChargeConfiguration, ChargeExpense, ChargeProvision } from '../records.js';
import type { KeyConfig, RegularisationInput } from './regularise.js';
import { TENANCY_STATUSES } from '../../../contract/vocabulary/leasing.js';

/** Leases that occupied their estate: signed, whether still running or ended. */

const clip = (lease: Lease, period: Period): Occupancy => ({
  lease_id: lease.id,
  estate_id: lease.estate_id,
  start: compareDates(lease.start_date, period.start) > 0 ? lease.start_date : period.start,
  end: compareDates(lease.end_date, period.end) < 0 ? lease.end_date : period.end,
});

/** The meter and every meter it replaced or that replaced it: one metering point. */
async function chainOf(tx: Store, meterId: string): Promise<string[]> {
  const meters = tx.repo(Meter);
  const start = await meters.get(meterId);
  const chain = [start.id];
  for (let m = start; m.replaces_meter_id;) chain.unshift((m = await meters.get(m.replaces_meter_id)).id);
  for (let m = start; m.replaced_by_meter_id;) chain.push((m = await meters.get(m.replaced_by_meter_id)).id);
  return chain;
}

/** Per category, what each estate's sub-meters of the configured meter counted (thousandths). */
async function meterConsumption(tx: Store, configurations: ChargeConfiguration[]) {
  const byCategory = new Map<ChargeCategoryCode, { estateId: string; readings: MeterReading[] }[]>();
  for (const c of configurations.filter((c) => c.meter_id)) {
    const children = await tx.repo(Meter).findAll({ parent_meter_id: { $in: await chainOf(tx, c.meter_id!) } });
    const onEstates = children.filter((m) => m.estate_id);
    const readings = onEstates.length
      ? await tx
          .repo(MeterReading)
          .findAll({ meter_id: { $in: onEstates.map((m) => m.id) } }, [{ field: 'reading_date', direction: 'asc' }])
      : [];
    byCategory.set(
      c.category,
      onEstates.map((m) => ({ estateId: m.estate_id!, readings: readings.filter((r) => r.meter_id === m.id) })),
    );
  }
  return (category: ChargeCategoryCode, estateId: string, from: string, to: string): number =>
    (byCategory.get(category) ?? [])
      .filter((m) => m.estateId === estateId)
      .reduce(
        (sum, m) =>
          sum +
          consumptionOver(
            m.readings.map((r) => ({
              reading_date: r.reading_date,
              consumption: r.consumption && toMilli(r.consumption),
            })),
            from,
            to,
          ),
        0,
      );
}

const keyConfig = (c: ChargeConfiguration): KeyConfig => ({
  distribution_key: c.distribution_key,
  recoverable_percent: c.recoverable_percent,
  tantiemes: new Map(c.tantiemes.map((t) => [t.estate_id, t.shares])),
});

export async function regularisationInput(tx: Store, lease: Lease, period: Period) {
  const estate = await tx.repo(Estate).get(lease.estate_id);
  const estates = await tx.repo(Estate).findAll({ place_id: estate.place_id }, [{ field: 'id', direction: 'asc' }]);
  const leases = await tx.repo(Lease).findAll({
    estate_id: { $in: estates.map((e) => e.id) },
    status: { $in: [...TENANCY_STATUSES] },
    start_date: { $lte: period.end },
    end_date: { $gte: period.start },
  });
  const configurations = await tx.repo(ChargeConfiguration).findAll({ place_id: estate.place_id });
  const expenses = await tx.repo(ChargeExpense).findAll({
    place_id: estate.place_id,
    period_start: { $lte: period.end },
    period_end: { $gte: period.start },
  });
  const provisions = await tx.repo(ChargeProvision).findAll({ lease_id: lease.id });
  const input: RegularisationInput = {
    period,
    lease_id: lease.id,
    estates: estates.map((e) => ({ id: e.id, area: e.area })),
    occupancies: leases.map((l) => clip(l, period)),
    expenses: expenses.map((e) => ({ ...e, amount_cents: toCents(e.amount) })),
    configurations: Object.fromEntries(configurations.map((c) => [c.category, keyConfig(c)])),
    consumption: await meterConsumption(tx, configurations),
    provisions: provisions.map((p) => ({ ...p, monthly_cents: toCents(p.monthly_amount) })),
  };
  return { input, estate };
}
