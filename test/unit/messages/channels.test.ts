// The adapters' pure parts (adapters/notify): the HTML alternative of an e-mail, what an SMTP
// failure means (refused for good, or tried again), and the credentials kept out of the health text.
import { describe, expect, it } from '@jest/globals';
import { emailHtml } from '../../../adapters/notify/email-html.js';
import { describeSmtp, smtpOutcome } from '../../../adapters/notify/smtp-email.js';
import { smsToMailpit, unconfigured } from '../../../adapters/notify/channels.js';
import type { OutgoingEmail } from '../../../core/ports/message-channels.js';

describe('the HTML alternative', () => {
  it('keeps paragraphs and lines, makes links clickable, and escapes everything else', () => {
    const html = emailHtml({
      subject: 'Bail <à signer>',
      text: 'Bonjour <b>Camille</b> & co,\n\nSignez ici : https://example.fr/sign/abc?x=1&y=2.\nMerci',
      senderName: 'Agence "Dupont"',
    });
    expect(html).toContain('<title>Bail &lt;à signer&gt;</title>');
    expect(html).toContain('<p style="margin:0 0 16px">Bonjour &lt;b&gt;Camille&lt;/b&gt; &amp; co,</p>');
    expect(html).toContain(
      'Signez ici : <a href="https://example.fr/sign/abc?x=1&amp;y=2">https://example.fr/sign/abc?x=1&amp;y=2</a>.<br>Merci',
    );
    expect(html).toContain('Agence &quot;Dupont&quot;');
    expect(html).not.toContain('<b>');
  });
});

describe('SMTP answers', () => {
  it('a permanent refusal (5xx) is final', () => {
    expect(smtpOutcome({ code: 'EENVELOPE', responseCode: 550, response: '550 5.1.1 Invalid recipient' })).toEqual({
      outcome: 'REFUSED',
      reason: 'SMTP 550: 550 5.1.1 Invalid recipient',
    });
  });

  it('no answer, a temporary refusal (4xx) or refused credentials leave the message queued', () => {
    expect(smtpOutcome({ code: 'ESOCKET', message: 'connect ECONNREFUSED 127.0.0.1:1' })).toEqual({
      outcome: 'UNREACHABLE',
      reason: 'ESOCKET: connect ECONNREFUSED 127.0.0.1:1',
    });
    expect(smtpOutcome({ code: 'EENVELOPE', responseCode: 451, response: '451 try later' }).outcome).toBe(
      'UNREACHABLE',
    );
    expect(smtpOutcome({ code: 'EAUTH', responseCode: 535, response: '535 bad credentials' }).outcome).toBe(
      'UNREACHABLE',
    );
  });

  it('names the server without its credentials', () => {
    expect(describeSmtp('smtps://user:secret@smtp-relay.example.fr:465')).toBe('smtps://smtp-relay.example.fr:465');
  });
});

describe('channels without a provider', () => {
  it('leave every message queued, saying why', async () => {
    const off = unconfigured('no SMS provider: set SMS_API_KEY (Brevo)');
    expect(await off.send({} as never)).toEqual({
      outcome: 'UNREACHABLE',
      reason: 'no SMS provider: set SMS_API_KEY (Brevo)',
    });
  });

  it('with the embedded Mailpit, show a text message as an e-mail to its number', async () => {
    const sent: OutgoingEmail[] = [];
    const sms = smsToMailpit({
      description: 'smtp://127.0.0.1:1025',
      send: async (email) => {
        sent.push(email);
        return { outcome: 'SENT', providerMessageId: 'm1' };
      },
    });
    const outcome = await sms.send({
      messageId: 'id1',
      sender: 'Location',
      to: '+33612345678',
      text: 'Code 1',
      tag: 'otp',
    });
    expect(outcome).toEqual({ outcome: 'SENT', providerMessageId: 'm1' });
    expect(sent[0]).toMatchObject({ to: '33612345678@sms.localhost', text: 'Code 1', messageId: 'id1' });
  });
});
