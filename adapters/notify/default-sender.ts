// The service's sender identity when MAIL_FROM, MAIL_REPLY_TO and SMS_SENDER are not set
// (docs/decisions.md 179): each account may set its own (PUT /message-sender).
import type { SenderDefaults } from '../../core/messages/sender-identity.js';

export const DEFAULT_SENDER: SenderDefaults = {
  from_name: 'Gestion locative',
  from_address: 'no-reply@localhost',
  reply_to: null,
  sms_sender: 'Location',
};
