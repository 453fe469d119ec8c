// /webhook-subscriptions: a tenant's outbound webhook subscriptions (docs/decisions.md 132). The
// signing secret is answered once, at creation, and stored sealed (docs/decisions.md 171).
import type { Store } from '../ports/store.js';
import { type ListInput, pageRequest } from '../shared/crud.js';
import { definedCriteria } from '../shared/criteria.js';
import { type FieldError, ValidationError } from '../shared/errors.js';
import type { WebhookDeps } from './deps.js';
import { isEventPattern, urlProblem } from './webhook-rules.js';
import { WebhookSubscription, subscriptionsLock } from './webhook-subscription.js';

export interface SubscriptionInput {
  url: string;
  event_types: string[];
  description?: string | null;
  enabled?: boolean;
}

function checkSubscription(input: Partial<SubscriptionInput>, allowPrivate: boolean): void {
  const errors: FieldError[] = [];
  if (input.url !== undefined) {
    const problem = urlProblem(new URL(input.url), allowPrivate);
    if (problem) errors.push({ path: 'body.url', message: problem, code: 'invalid_url' });
  }
  for (const [index, pattern] of (input.event_types ?? []).entries())
    if (!isEventPattern(pattern))
      errors.push({
        path: `body.event_types.${index}`,
        message: `unknown event type ${pattern}`,
        code: 'invalid_enum',
      });
  if (errors.length > 0) throw new ValidationError('The subscription is not valid', errors);
}

export function subscriptionUseCases(
  store: Store,
  deps: Pick<WebhookDeps, 'sender' | 'box' | 'allowPrivate' | 'clock' | 'quota'>,
) {
  const repo = store.repo(WebhookSubscription);
  return {
    /** The subscription, and its signing secret: the only time it is read out. */
    async create(input: SubscriptionInput) {
      checkSubscription(input, deps.allowPrivate);
      const secret = deps.sender.newSecret();
      const subscription = Object.assign(new WebhookSubscription(), {
        url: input.url,
        event_types: [...new Set(input.event_types)],
        description: input.description ?? null,
        sealed_secret: deps.box.seal(secret),
        enabled: input.enabled ?? true,
      });
      await store.transaction(async (tx) => {
        tx.repo(WebhookSubscription).persist(subscription);
        await deps.quota.assertWithinLimit(tx, subscription.tenant_id, 'webhook_subscriptions');
      });
      return { subscription, secret };
    },
    list: (input: ListInput & { enabled?: boolean }) =>
      repo.list(definedCriteria({ enabled: input.enabled }), pageRequest(input)),
    get: (id: string) => repo.get(id),
    async update(id: string, input: Partial<SubscriptionInput>) {
      checkSubscription(input, deps.allowPrivate);
      const subscription = await repo.get(id);
      if (input.url !== undefined) subscription.url = input.url;
      if (input.event_types !== undefined) subscription.event_types = [...new Set(input.event_types)];
      if (input.description !== undefined) subscription.description = input.description;
      if (input.enabled !== undefined && input.enabled !== subscription.enabled) {
        subscription.enabled = input.enabled;
        subscription.disabled_at = input.enabled ? null : deps.clock.now();
        subscription.disabled_reason = input.enabled ? null : 'disabled by the tenant';
      }
      await store.flush();
      return subscription;
    },
    async remove(id: string) {
      await store.transaction(async (tx) => {
        const subscription = await tx.repo(WebhookSubscription).get(id);
        await tx.lockName(subscriptionsLock(subscription.tenant_id));
        tx.repo(WebhookSubscription).remove(subscription);
      });
    },
  };
}
