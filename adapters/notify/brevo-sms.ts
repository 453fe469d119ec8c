// Text messages through Brevo's transactional SMS API (docs/decisions.md 177):
// `POST {SMS_API_URL}/v3/transactionalSMS/send` with the account's `api-key`, answered `201
// {messageId}`. Numbers go out in E.164. A 400 (a number or a text the provider refuses) is final;
// no answer, a 5xx, a 429 or an account problem (401, 402, 403) leaves the message queued.
import type { DeliveryOutcome, OutgoingSms, SmsChannel } from '../../core/ports/message-channels.js';

export interface BrevoSmsSettings {
  apiKey: string;
  /** `https://api.brevo.com` unless another (the tests' fake) is named. */
  baseUrl: string;
  timeoutMs?: number;
}

export const BREVO_SMS_PATH = '/v3/transactionalSMS/send';

/** The provider's words for a refusal: Brevo answers `{code, message}`. */
async function reasonOf(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { code?: string; message?: string };
    return `Brevo ${response.status}${body.code ? ` ${body.code}` : ''}: ${body.message ?? text}`;
  } catch {
    return `Brevo ${response.status}: ${text.slice(0, 300)}`;
  }
}

export function brevoSms(settings: BrevoSmsSettings): SmsChannel {
  const endpoint = `${settings.baseUrl.replace(/\/+$/, '')}${BREVO_SMS_PATH}`;
  return {
    description: `brevo at ${settings.baseUrl}`,
    async send(sms: OutgoingSms): Promise<DeliveryOutcome> {
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: { 'api-key': settings.apiKey, accept: 'application/json', 'content-type': 'application/json' },
          body: JSON.stringify({
            sender: sms.sender,
            recipient: sms.to,
            content: sms.text,
            type: 'transactional',
            tag: sms.tag,
            unicodeEnabled: /[^\u0000-\u007f]/.test(sms.text),
          }),
          signal: AbortSignal.timeout(settings.timeoutMs ?? 15_000),
        });
      } catch (error) {
        return { outcome: 'UNREACHABLE', reason: `Brevo unreachable: ${(error as Error).message}` };
      }
      if (response.ok) {
        const body = (await response.json().catch(() => ({}))) as { messageId?: number | string };
        return { outcome: 'SENT', providerMessageId: body.messageId === undefined ? null : String(body.messageId) };
      }
      const reason = await reasonOf(response);
      return response.status === 400 ? { outcome: 'REFUSED', reason } : { outcome: 'UNREACHABLE', reason };
    },
  };
}
