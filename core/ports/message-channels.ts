// Port: the providers that carry messages to people (docs/decisions.md 177-178): an SMTP server for
// e-mail, an HTTP SMS API for text messages. Each send answers what became of it; none throws for
// a provider's answer or silence.

/** SENT with the provider's id for it; REFUSED for good (a recipient refused); UNREACHABLE: try again. */
export type DeliveryOutcome =
  { outcome: 'SENT'; providerMessageId: string | null } | { outcome: 'REFUSED' | 'UNREACHABLE'; reason: string };

export interface OutgoingAttachment {
  fileName: string;
  contentType: string;
  content: Uint8Array;
}

export interface OutgoingEmail {
  /** The queued message's id: the e-mail's Message-ID is made of it, the same on every retry. */
  messageId: string;
  from: { name: string; address: string };
  replyTo: string | null;
  to: string;
  subject: string;
  /** The plain-text body; the adapter adds its HTML alternative. */
  text: string;
  attachments: OutgoingAttachment[];
}

export interface OutgoingSms {
  messageId: string;
  /** The alphanumeric sender shown on the phone (at most 11 characters). */
  sender: string;
  /** E.164, `+33612345678`. */
  to: string;
  text: string;
  /** What the message is about (its kind), for the provider's reports. */
  tag: string;
}

export interface EmailChannel {
  /** Where it sends, for the health endpoint and the log (`smtp://127.0.0.1:1025`). */
  readonly description: string;
  send(email: OutgoingEmail): Promise<DeliveryOutcome>;
}

export interface SmsChannel {
  readonly description: string;
  send(sms: OutgoingSms): Promise<DeliveryOutcome>;
}

export interface MessageChannels {
  email: EmailChannel;
  sms: SmsChannel;
}
