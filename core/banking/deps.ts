// What the banking use cases are built from: the billing ports, since a matched credit is recorded
// as a rent payment by the billing use case (core/billing/rent/record-payment.ts).
import type { BillingDeps } from '../billing/deps.js';

export type BankingDeps = Pick<BillingDeps, 'clock' | 'ids' | 'files' | 'pdf' | 'workflows' | 'events' | 'notifier'>;
