// What signers receive, read as a person reads it: the link in the invitation e-mail and the signed
// lease in the mailbox (Mailpit, read through its HTTP API), the one-time code in the SMS (the fake
// of Brevo the test's delivery relay texts through) or in the e-mail. The browser tests know only
// this interface. Mailpit is shared by the whole run: a test gives its signers addresses of its own.
import type { FakeBrevo } from './fake-brevo.js';
import { type MailpitMessage, mailMessage, mailTo, mailpitUrl } from './mailpit.js';

export interface SignerInbox {
  /** The signing link of the last invitation e-mail sent to this address. */
  invitationLink(email: string): Promise<string>;
  /** The 6-digit code of the last one-time code message sent to this phone number (E.164) or address. */
  lastCode(recipient: string): Promise<string>;
  /** The media types of the files attached to the signed lease's e-mail sent to this address. */
  signedLeaseAttachments(email: string): Promise<string[]>;
}

/** The subjects of the messages the signature process sends (core/signature/). */
const SUBJECTS = {
  invitation: 'Votre bail à signer',
  code: 'Votre code de signature',
  signedLease: 'Votre bail signé',
} as const;

function found(text: string, pattern: RegExp, what: string): string {
  const match = pattern.exec(text);
  if (!match) throw new Error(`no ${what} in: ${text}`);
  return match[1];
}

/** The last e-mail with this subject Mailpit holds for exactly this address; fails when there is none. */
async function lastMail(base: string, address: string, subject: string): Promise<MailpitMessage> {
  // Latest first; the search matches parts of addresses, so the recipient is checked whole.
  const mail = (await mailTo(address, base)).find(
    (m) => m.Subject === subject && m.To.some((to) => to.Address.toLowerCase() === address.toLowerCase()),
  );
  if (!mail) throw new Error(`no e-mail "${subject}" to ${address} in Mailpit yet`);
  return mailMessage(mail.ID, base);
}

/** The text of the last one-time code SMS the fake Brevo was sent for this number; fails when there is none. */
function lastCodeSms(sms: Pick<FakeBrevo, 'sent'>, phone: string): string {
  const texts = sms.sent.filter((s) => s.recipient === phone && s.tag === 'signature_otp');
  if (texts.length === 0) throw new Error(`no one-time code SMS to ${phone} yet`);
  return texts[texts.length - 1].content;
}

/** Mailpit's mailboxes (the run's unless another is named) and the SMS received by a fake Brevo. */
export function mailpitInbox(sms: Pick<FakeBrevo, 'sent'>, base: string = mailpitUrl()): SignerInbox {
  return {
    invitationLink: async (email) =>
      found(
        (await lastMail(base, email, SUBJECTS.invitation)).Text,
        /(https?:\/\/\S+\/sign\/[\w-]{43})/,
        'signing link',
      ),
    lastCode: async (recipient) => {
      const text = recipient.includes('@')
        ? (await lastMail(base, recipient, SUBJECTS.code)).Text
        : lastCodeSms(sms, recipient);
      return found(text, /\b(\d{6})\b/, 'code');
    },
    signedLeaseAttachments: async (email) =>
      (await lastMail(base, email, SUBJECTS.signedLease)).Attachments.map((a) => a.ContentType),
  };
}
