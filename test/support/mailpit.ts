// Reading what was sent to Mailpit through its HTTP API (https://mailpit.axllent.org/docs/api-v1/):
// the messages to an address, one message with its text, HTML, headers and attachments.
import { peerPath } from './peers.js';

export interface MailpitAddress {
  Name: string;
  Address: string;
}

export interface MailpitSummary {
  ID: string;
  MessageID: string;
  From: MailpitAddress;
  To: MailpitAddress[];
  Subject: string;
}

export interface MailpitMessage extends MailpitSummary {
  ReplyTo: MailpitAddress[];
  Text: string;
  HTML: string;
  Attachments: { PartID: string; FileName: string; ContentType: string; Size: number }[];
}

/** The web page and API of the run's Mailpit (jest's global setup starts it). */
export function mailpitUrl(): string {
  return peerPath(process.env.MAILPIT_URL, 'MAILPIT_URL');
}

async function json<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Mailpit ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The messages Mailpit holds for an address, latest first. */
export async function mailTo(address: string, base = mailpitUrl()): Promise<MailpitSummary[]> {
  const query = encodeURIComponent(`to:"${address}"`);
  return (await json<{ messages: MailpitSummary[] }>(`${base}/api/v1/search?query=${query}&limit=50`)).messages;
}

export function mailMessage(id: string, base = mailpitUrl()): Promise<MailpitMessage> {
  return json<MailpitMessage>(`${base}/api/v1/message/${id}`);
}

export function mailHeaders(id: string, base = mailpitUrl()): Promise<Record<string, string[]>> {
  return json<Record<string, string[]>>(`${base}/api/v1/message/${id}/headers`);
}

export async function mailPart(id: string, partId: string, base = mailpitUrl()): Promise<Buffer> {
  const response = await fetch(`${base}/api/v1/message/${id}/part/${partId}`);
  if (!response.ok) throw new Error(`Mailpit part ${partId} of ${id}: ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}
