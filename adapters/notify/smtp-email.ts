// E-mail over SMTP with nodemailer (docs/decisions.md 177), to the server of SMTP_URL or to the
// embedded Mailpit. The Message-ID is made of the queued message's id, so a retried send is the
// same e-mail to the recipient's server and client. The server's answers are sorted: a permanent
// refusal (5xx) is final, anything else (no answer, 4xx, credentials refused) is tried again later.
import nodemailer from 'nodemailer';
import type { DeliveryOutcome, EmailChannel, OutgoingEmail } from '../../core/ports/message-channels.js';
import { emailHtml } from './email-html.js';

interface SmtpError {
  code?: string;
  responseCode?: number;
  response?: string;
  message?: string;
}

/** What an SMTP failure means: refused for good (5xx to the envelope or the message), or try again. */
export function smtpOutcome(error: SmtpError): DeliveryOutcome {
  const answer = error.response ?? error.message ?? String(error);
  if (error.responseCode !== undefined && error.responseCode >= 500 && error.code !== 'EAUTH')
    return { outcome: 'REFUSED', reason: `SMTP ${error.responseCode}: ${answer}` };
  const what = error.responseCode ? `SMTP ${error.responseCode}` : (error.code ?? 'SMTP');
  return { outcome: 'UNREACHABLE', reason: `${what}: ${answer}` };
}

/** The server's id of the accepted message (`250 Ok: queued as <id>`), else the Message-ID. */
function providerId(info: { response?: string; messageId?: string }): string | null {
  const queued = /queued as\s+<?([^\s>]+)/i.exec(info.response ?? '');
  return queued?.[1] ?? info.messageId ?? null;
}

/** The SMTP URL without its credentials, for the log and the health endpoint. */
export function describeSmtp(url: string): string {
  const parsed = new URL(url);
  parsed.username = '';
  parsed.password = '';
  return parsed.toString().replace(/\/$/, '');
}

export function smtpEmail(url: string, options: { timeoutMs?: number } = {}): EmailChannel & { close(): void } {
  const timeout = options.timeoutMs ?? 15_000;
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: 2 * timeout,
  });
  return {
    description: describeSmtp(url),
    async send(email: OutgoingEmail): Promise<DeliveryOutcome> {
      const domain = email.from.address.split('@')[1] ?? 'localhost';
      try {
        const info = (await transport.sendMail({
          messageId: `<${email.messageId}@${domain}>`,
          from: { name: email.from.name, address: email.from.address },
          ...(email.replyTo ? { replyTo: email.replyTo } : {}),
          to: email.to,
          subject: email.subject,
          text: email.text,
          html: emailHtml({ subject: email.subject, text: email.text, senderName: email.from.name }),
          attachments: email.attachments.map((a) => ({
            filename: a.fileName,
            contentType: a.contentType,
            content: Buffer.from(a.content),
          })),
        })) as { response?: string; messageId?: string };
        return { outcome: 'SENT', providerMessageId: providerId(info) };
      } catch (error) {
        return smtpOutcome(error as SmtpError);
      }
    },
    close: () => transport.close(),
  };
}
