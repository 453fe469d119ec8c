// A fake of Brevo's transactional SMS API (adapters/notify/brevo-sms.ts), speaking the same HTTP:
// `POST /v3/transactionalSMS/send` with an `api-key` header and a JSON body {sender, recipient,
// content, type, tag, unicodeEnabled}, answered 201 {messageId}; 401 {code, message} for a wrong
// key, 400 {code: 'invalid_parameter', message} for a body it refuses or a number told to refuse.
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SentSms {
  messageId: number;
  sender: string;
  recipient: string;
  content: string;
  type: string;
  tag?: string;
  unicodeEnabled?: boolean;
}

export interface FakeBrevo {
  url: string;
  apiKey: string;
  sent: SentSms[];
  /** Numbers (E.164) answered 400 with this reason. */
  refuse(number: string, reason: string): void;
  close(): Promise<void>;
}

function answer(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function bodyOf(req: IncomingMessage): Promise<Record<string, unknown> | null> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/** Brevo's checks of the body: a sender of at most 11 characters (15 digits), a number, some text. */
function invalid(body: Record<string, unknown> | null): string | null {
  if (!body) return 'Input must be a valid JSON object';
  const { sender, recipient, content } = body;
  if (typeof sender !== 'string' || !/^(?=.*[A-Za-z])[A-Za-z0-9 ]{1,11}$|^\d{1,15}$/.test(sender))
    return 'sender is not valid';
  if (typeof recipient !== 'string' || !/^\+?\d{8,15}$/.test(recipient)) return 'recipient is not valid';
  if (typeof content !== 'string' || content.length === 0) return 'content is missing';
  return null;
}

export async function startFakeBrevo(apiKey = 'xkeysib-test-key'): Promise<FakeBrevo> {
  const sent: SentSms[] = [];
  const refused = new Map<string, string>();
  let next = 1_511_882_900_176_220;
  const server: Server = createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/v3/transactionalSMS/send')
      return answer(res, 404, { code: 'not_found', message: 'Not found' });
    if (req.headers['api-key'] !== apiKey) return answer(res, 401, { code: 'unauthorized', message: 'Key not found' });
    void bodyOf(req).then((body) => {
      const problem = invalid(body);
      if (problem) return answer(res, 400, { code: 'invalid_parameter', message: problem });
      const recipient = String(body!.recipient);
      const reason = refused.get(recipient);
      if (reason) return answer(res, 400, { code: 'invalid_parameter', message: reason });
      const sms = { ...(body as unknown as SentSms), messageId: next++ };
      sent.push(sms);
      answer(res, 201, { messageId: sms.messageId });
    });
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    apiKey,
    sent,
    refuse: (number, reason) => refused.set(number, reason),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
