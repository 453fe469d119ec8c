// Each account's sender identity (docs/decisions.md 179): the name and address its e-mails come
// from and where replies go. A field the account leaves null takes the service's default.
import type { Store } from '../ports/store.js';
import { BusinessRuleError, type FieldError } from '../shared/errors.js';
import { SenderIdentity } from './message.js';

/** The service's own identity (MAIL_FROM, MAIL_REPLY_TO, SMS_SENDER). */
export interface SenderDefaults {
  from_name: string;
  from_address: string;
  reply_to: string | null;
  /** The alphanumeric sender of text messages (at most 11 characters). */
  sms_sender: string;
}

export const SENDER_FIELDS = ['from_name', 'from_address', 'reply_to'] as const;
export type SenderPatch = Partial<Pick<SenderIdentity, (typeof SENDER_FIELDS)[number]>>;

/** What an e-mail of the account carries: its own name and addresses, else the service's. */
export function effectiveSender(identity: SenderIdentity | null, defaults: SenderDefaults) {
  const replyTo = identity?.reply_to ?? identity?.from_address ?? defaults.reply_to;
  return {
    from: { name: identity?.from_name ?? defaults.from_name, address: identity?.from_address ?? defaults.from_address },
    replyTo,
  };
}

/** A header value must stay one line (RFC 5322 2.2): no control character in a name. */
export function senderErrors(identity: SenderPatch): FieldError[] {
  return SENDER_FIELDS.flatMap((field) =>
    typeof identity[field] === 'string' && /[\u0000-\u001f\u007f]/.test(identity[field])
      ? [{ path: field, message: `${field} must be one line of printable text`, code: 'invalid_header' }]
      : [],
  );
}

export async function senderIdentityOf(store: Store): Promise<SenderIdentity | null> {
  return store.repo(SenderIdentity).findOne({});
}

export function senderIdentityUseCases(store: Store, defaults: SenderDefaults) {
  const answer = (identity: SenderIdentity | null) => {
    const effective = effectiveSender(identity, defaults);
    return {
      from_name: identity?.from_name ?? null,
      from_address: identity?.from_address ?? null,
      reply_to: identity?.reply_to ?? null,
      effective_from_name: effective.from.name,
      effective_from_address: effective.from.address,
      effective_reply_to: effective.replyTo,
    };
  };
  return {
    get: async () => answer(await senderIdentityOf(store)),
    /** Sets the given fields; null gives a field back to the service's default. */
    async update(patch: SenderPatch) {
      const errors = senderErrors(patch);
      if (errors.length > 0) throw new BusinessRuleError(errors.map((e) => e.message).join('; '), errors);
      const repo = store.repo(SenderIdentity);
      const identity = (await repo.findOne({})) ?? new SenderIdentity();
      for (const field of SENDER_FIELDS) if (patch[field] !== undefined) identity[field] = patch[field];
      repo.persist(identity);
      await store.flush();
      return answer(identity);
    },
  };
}
