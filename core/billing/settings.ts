// Delays of the tenant account's rent reminders and deposit reminders (docs/decisions.md, "Billing
// settings"): one row per tenant, defaults until the account changes them.
import type { Store } from '../ports/store.js';
import { BusinessRuleError, type FieldError } from '../shared/errors.js';

export class BillingSettings {
  id!: string;
  tenant_id!: string;
  /** Days after the due date an unpaid period gets a friendly reminder. */
  rent_grace_days = 5;
  /** Days after the due date an unpaid period gets a formal notice (mise en demeure). */
  rent_formal_notice_days = 15;
  /** Days after the due date an unpaid period is flagged for the guarantor and the landlord. */
  rent_escalation_days = 30;
  /** Days before a deposit's restitution deadline the landlord is reminded. */
  deposit_reminder_days = 7;
  created_at!: Date;
  updated_at!: Date;
}

export const BILLING_SETTING_FIELDS = [
  'rent_grace_days',
  'rent_formal_notice_days',
  'rent_escalation_days',
  'deposit_reminder_days',
] as const satisfies readonly (keyof BillingSettings)[];

export type BillingSettingsPatch = Partial<Pick<BillingSettings, (typeof BILLING_SETTING_FIELDS)[number]>>;

/** The three reminder steps come in order: grace < formal notice < escalation (docs/decisions.md). */
export function settingsErrors(settings: BillingSettings): FieldError[] {
  const errors: FieldError[] = [];
  if (settings.rent_formal_notice_days <= settings.rent_grace_days)
    errors.push({
      path: 'rent_formal_notice_days',
      message: `the formal notice (${settings.rent_formal_notice_days} days) must come after the friendly reminder (${settings.rent_grace_days} days)`,
      code: 'step_order',
    });
  if (settings.rent_escalation_days <= settings.rent_formal_notice_days)
    errors.push({
      path: 'rent_escalation_days',
      message: `the escalation (${settings.rent_escalation_days} days) must come after the formal notice (${settings.rent_formal_notice_days} days)`,
      code: 'step_order',
    });
  return errors;
}

/** The tenant's settings, or the defaults when it never changed them. */
export async function billingSettingsOf(store: Store): Promise<BillingSettings> {
  return (await store.repo(BillingSettings).findOne({})) ?? new BillingSettings();
}

export function billingSettingsUseCases(store: Store) {
  return {
    get: () => billingSettingsOf(store),
    async update(patch: BillingSettingsPatch): Promise<BillingSettings> {
      const repo = store.repo(BillingSettings);
      const settings = (await repo.findOne({})) ?? new BillingSettings();
      for (const field of BILLING_SETTING_FIELDS) if (patch[field] !== undefined) settings[field] = patch[field];
      const errors = settingsErrors(settings);
      if (errors.length > 0) throw new BusinessRuleError(errors.map((e) => e.message).join('; '), errors);
      repo.persist(settings);
      await store.flush();
      return settings;
    },
  };
}
