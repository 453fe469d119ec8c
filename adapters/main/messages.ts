// Where the messages go (docs/decisions.md 177): SMTP_URL's server, else the embedded Mailpit (the
// binary scripts/install-peers.sh builds), whose web page shows the mail sent; SMS through Brevo
// with SMS_API_KEY. Without a server the service still starts: messages wait in the queue, and the
// log and /api/health say why.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import type { MessageChannels } from '../../core/ports/message-channels.js';
import { selectChannels } from '../notify/channels.js';
import { type LocalMailpit, MAILPIT_HINT, findMailpit, startMailpit } from '../notify/mailpit-process.js';
import type { MessageSettings } from './config.js';

export interface MessagePeers {
  channels: MessageChannels;
  /** The embedded Mailpit's web page; null with SMTP_URL or without Mailpit. */
  mailpitUrl: string | null;
  close(): Promise<void>;
}

/** The embedded Mailpit, or why there is none. */
async function embeddedMailpit(settings: MessageSettings): Promise<LocalMailpit | string> {
  if (!settings.mailEmbedded) return 'MAIL_EMBEDDED=false and no SMTP_URL';
  let binary: string | undefined;
  try {
    binary = findMailpit();
  } catch (error) {
    return (error as Error).message;
  }
  if (!binary) return `no Mailpit binary found; ${MAILPIT_HINT}`;
  mkdirSync(settings.mailpitDir, { recursive: true });
  return startMailpit({
    binary,
    databaseFile: path.join(settings.mailpitDir, 'mailpit.db'),
    logFile: path.join(settings.mailpitDir, 'mailpit.log'),
  }).catch((error: Error) => `Mailpit did not start: ${error.message.split('\n')[0]}`);
}

export async function openMessagePeers(settings: MessageSettings, logger: Logger): Promise<MessagePeers> {
  const mailpit = settings.smtpUrl ? undefined : await embeddedMailpit(settings);
  const local = typeof mailpit === 'object' ? mailpit : undefined;
  const channels = selectChannels({
    smtpUrl: settings.smtpUrl ?? local?.smtpUrl,
    embeddedMailpit: local !== undefined,
    smtpOff: typeof mailpit === 'string' ? mailpit : undefined,
    sms: settings.sms,
  });
  if (local)
    logger.info(
      { smtp: local.smtpUrl, web: local.webUrl },
      `messages: e-mail goes to the embedded Mailpit; read it at ${local.webUrl}`,
    );
  else if (typeof mailpit === 'string')
    logger.warn({ reason: mailpit }, 'messages: no SMTP server, e-mails wait in the queue (set SMTP_URL)');
  else logger.info({ smtp: channels.email.description }, 'messages: e-mail over SMTP');
  logger.info({ sms: channels.sms.description }, 'messages: text messages');
  return {
    channels,
    mailpitUrl: local?.webUrl ?? null,
    async close() {
      channels.close();
      await local?.stop();
    },
  };
}
