// The WebhookSender port per the Standard Webhooks specification, with the `standardwebhooks`
// package's signer (webhook-id, webhook-timestamp, webhook-signature headers), over node's http
// client with a DNS lookup that refuses private and loopback addresses at connection time, so a
// host name that resolves (or re-resolves) to one is never reached (docs/decisions.md 133).
import { randomBytes } from 'node:crypto';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { Webhook } from 'standardwebhooks';
import type { WebhookMessage, WebhookResponse, WebhookSender } from '../../core/ports/webhook-sender.js';
import { isPrivateAddress } from '../../core/webhooks/webhook-rules.js';

export interface SenderSettings {
  /** Dev only (WEBHOOKS_ALLOW_PRIVATE): private and loopback destinations allowed. */
  allowPrivate: boolean;
  timeoutMs?: number;
}

/** A lookup that answers only public addresses (all of them checked when several are asked for). */
export function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const blocked = addresses.find((a) => !allowPrivate && isPrivateAddress(a.address));
      if (blocked) {
        const refusal = Object.assign(new Error(`${hostname} resolves to ${blocked.address}, a private address`), {
          code: 'EWEBHOOKPRIVATE',
        });
        return callback(refusal, '', 0);
      }
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0].address, addresses[0].family);
    });
  };
}

export function standardWebhookSender(settings: SenderSettings): WebhookSender {
  const lookup = guardedLookup(settings.allowPrivate);
  const timeoutMs = settings.timeoutMs ?? 10_000;
  return {
    newSecret: () => `whsec_${randomBytes(32).toString('base64')}`,
    send(message: WebhookMessage): Promise<WebhookResponse> {
      const url = new URL(message.url);
      // The signature's timestamp is the transmission time, which receivers check against their clock.
      const sentAt = new Date();
      const signature = new Webhook(message.secret).sign(message.messageId, sentAt, message.body);
      const headers = {
        'content-type': 'application/json',
        'user-agent': 'rental-service-webhooks',
        'webhook-id': message.messageId,
        'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
        'webhook-signature': signature,
      };
      const started = performance.now();
      const elapsed = () => performance.now() - started;
      return new Promise((resolve) => {
        const transport = url.protocol === 'https:' ? https : http;
        const request = transport.request(url, { method: 'POST', headers, lookup, timeout: timeoutMs }, (response) => {
          // The answer's body is not read beyond draining it; redirects are not followed (a 3xx fails).
          response.resume();
          response.on('end', () =>
            resolve({ statusCode: response.statusCode ?? null, latencyMs: elapsed(), error: null }),
          );
        });
        request.on('timeout', () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)));
        request.on('error', (error) => resolve({ statusCode: null, latencyMs: elapsed(), error: error.message }));
        request.end(message.body);
      });
    },
  };
}
