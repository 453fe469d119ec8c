// Port: sends one signed webhook request (Standard Webhooks behind it, adapters/webhooks/).

export interface WebhookMessage {
  url: string;
  secret: string;
  /** `webhook-id`: the event id, the same on every retry. */
  messageId: string;
  /** The JSON body; the adapter stamps and signs it at the moment it sends (webhook-timestamp). */
  body: string;
}

export interface WebhookResponse {
  /** Null when no HTTP answer came (connection refused, timeout, refused destination). */
  statusCode: number | null;
  latencyMs: number;
  error: string | null;
}

export interface WebhookSender {
  /** A new signing secret for a subscription. */
  newSecret(): string;
  /** Posts the message; never throws for the receiver's failures (they are the answer). */
  send(message: WebhookMessage): Promise<WebhookResponse>;
}
