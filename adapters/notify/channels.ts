// Which provider carries each channel (docs/decisions.md 177): e-mail over SMTP (SMTP_URL, else the
// embedded Mailpit), SMS through Brevo (SMS_API_KEY). With no SMS provider and the embedded Mailpit,
// a text message is shown in Mailpit as an e-mail to `<number>@sms.localhost`, so that a guest can
// sign locally; with a real SMTP server and no SMS provider, text messages wait in the queue.
import type {
  DeliveryOutcome,
  EmailChannel,
  MessageChannels,
  OutgoingSms,
  SmsChannel,
} from '../../core/ports/message-channels.js';
import { brevoSms } from './brevo-sms.js';
import { smtpEmail } from './smtp-email.js';

/** A channel with no provider: every message stays queued, with the reason. */
export function unconfigured(reason: string): EmailChannel & SmsChannel {
  return {
    description: `off (${reason})`,
    send: async (): Promise<DeliveryOutcome> => ({ outcome: 'UNREACHABLE', reason }),
  };
}

/** Text messages shown in Mailpit's web page: an e-mail to `<E.164 digits>@sms.localhost`. */
export function smsToMailpit(email: EmailChannel): SmsChannel {
  return {
    description: `shown in Mailpit (${email.description}) as e-mails to <number>@sms.localhost`,
    send: (sms: OutgoingSms) =>
      email.send({
        messageId: sms.messageId,
        from: { name: sms.sender, address: 'sms@sms.localhost' },
        replyTo: null,
        to: `${sms.to.replace(/\D/g, '')}@sms.localhost`,
        subject: `SMS ${sms.to} (${sms.tag})`,
        text: sms.text,
        attachments: [],
      }),
  };
}

export interface ChannelSettings {
  /** SMTP_URL, or the embedded Mailpit's. */
  smtpUrl?: string;
  /** True when smtpUrl is the embedded Mailpit. */
  embeddedMailpit: boolean;
  /** Why there is no SMTP server, when there is none. */
  smtpOff?: string;
  sms?: { apiKey: string; baseUrl: string };
}

export function selectChannels(settings: ChannelSettings): MessageChannels & { close(): void } {
  const smtp = settings.smtpUrl ? smtpEmail(settings.smtpUrl) : undefined;
  const email = smtp ?? unconfigured(settings.smtpOff ?? 'no SMTP server: set SMTP_URL');
  let sms: SmsChannel;
  if (settings.sms) sms = brevoSms(settings.sms);
  else if (smtp && settings.embeddedMailpit) sms = smsToMailpit(smtp);
  else sms = unconfigured('no SMS provider: set SMS_API_KEY (Brevo)');
  return { email, sms, close: () => smtp?.close() };
}
