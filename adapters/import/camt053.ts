// ISO 20022 camt.053 (BankToCustomerStatement), the end-of-day statement French banks give, read
// with fast-xml-parser (a maintained parser: well-formedness checked with its line and column, no
// tokenizer of ours). Any version of the message (camt.053.001.02 to .13), with or without a
// namespace prefix. Each entry (Ntry) is one line; a batch entry whose transactions (TxDtls) carry
// their own amounts gives one line per transaction. A missing or wrong element is a 400 naming its
// path (docs/decisions.md 243).
import { XMLParser } from 'fast-xml-parser';
import type { ParsedStatement } from '../../core/banking/statement.js';
import { type LineFields, amountCents, keyedLines, malformed } from './bank-lines.js';

const NAMESPACE = /^urn:iso:std:iso:20022:tech:xsd:camt\.053\.001\.\d{2}$/;
const REPEATED = new Set(['Stmt', 'Ntry', 'TxDtls', 'Ustrd', 'Strd', 'CdtrRefInf']);

type Node = Record<string, unknown>;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: true,
  isArray: (tagName) => REPEATED.has(tagName.replace(/^.*:/, '')),
});

/** An element's text (with attributes, its #text), or null. */
function textOf(value: unknown): string | null {
  if (value && typeof value === 'object' && '#text' in value) value = (value as Node)['#text'];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
}

/** Reads elements of the document's namespace prefix ("" or "ns2:"), each path step checked. */
class Reader {
  constructor(private readonly prefix: string) {}

  child(node: unknown, name: string): unknown {
    return node && typeof node === 'object' ? (node as Node)[`${this.prefix}${name}`] : undefined;
  }

  /** The text at a path of child names, or null. */
  text(node: unknown, ...names: string[]): string | null {
    let at = node;
    for (const name of names) at = this.child(at, name);
    return textOf(at);
  }

  list(node: unknown, name: string): unknown[] {
    const found = this.child(node, name);
    return Array.isArray(found) ? found : found === undefined ? [] : [found];
  }
}

/** The root Document, its prefix, and that its namespace is a camt.053 one. */
function documentOf(text: string): { reader: Reader; document: Node } {
  let parsed: Node;
  try {
    parsed = parser.parse(text, true) as Node;
  } catch (error) {
    const message = (error as Error).message;
    const place = /:(\d+):(\d+)$/.exec(message);
    throw malformed(place ? `line ${place[1]}, column ${place[2]}` : 'the XML', message.replace(/:\d+:\d+$/, ''));
  }
  const rootName = Object.keys(parsed).find((key) => key.replace(/^.*:/, '') === 'Document');
  if (!rootName) throw malformed('/', 'the root element is not Document');
  const prefix = rootName.includes(':') ? rootName.slice(0, rootName.indexOf(':') + 1) : '';
  const document = parsed[rootName] as Node;
  const namespace = document[prefix ? `@_xmlns:${prefix.slice(0, -1)}` : '@_xmlns'];
  if (typeof namespace !== 'string' || !NAMESPACE.test(namespace))
    throw malformed('Document', `the namespace ${String(namespace)} is not camt.053.001.xx`);
  return { reader: new Reader(prefix), document };
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}/;

function dayOf(r: Reader, node: unknown, path: string, name: string, required: boolean): string | null {
  const value = r.text(node, name, 'Dt') ?? r.text(node, name, 'DtTm');
  if (value && ISO_DAY.test(value)) return value.slice(0, 10);
  if (value || required) throw malformed(`${path}/${name}`, value ? `${value} is not a date` : 'required (Dt or DtTm)');
  return null;
}

function amountOf(r: Reader, node: unknown, path: string) {
  const text = r.text(node, 'Amt');
  const amount = text === null ? null : amountCents(text);
  if (!amount || amount.negative || amount.cents === 0)
    throw malformed(`${path}/Amt`, text === null ? 'required' : `${text} is not a positive amount`);
  const currency = (r.child(node, 'Amt') as Node)['@_Ccy'];
  return { cents: amount.cents, currency: typeof currency === 'string' ? currency : 'EUR' };
}

/** Who paid, from where, and what they wrote: in the transaction's details (camt.053.001.08 and later nest Pty). */
function partiesOf(r: Reader, tx: unknown) {
  const parties = r.child(tx, 'RltdPties');
  const debtor = r.child(parties, 'Dbtr');
  const name = r.text(debtor, 'Nm') ?? r.text(debtor, 'Pty', 'Nm');
  const iban = r.text(r.child(parties, 'DbtrAcct'), 'Id', 'IBAN');
  const remittance = r.child(tx, 'RmtInf');
  const texts = [
    ...r.list(remittance, 'Ustrd').map(textOf),
    ...r.list(remittance, 'Strd').flatMap((s) => r.list(s, 'CdtrRefInf').map((c) => r.text(c, 'Ref'))),
  ].filter((t): t is string => Boolean(t));
  return {
    payer_name: name,
    payer_iban: iban ? iban.replace(/\s/g, '').toUpperCase() : null,
    remittance: texts.length > 0 ? texts.join(' ').slice(0, 1000) : null,
  };
}

/** The bank's reference of an entry or a transaction: AcctSvcrRef, else NtryRef. */
function bankReferenceOf(r: Reader, entry: unknown, tx: unknown): string | null {
  return r.text(r.child(tx, 'Refs'), 'AcctSvcrRef') ?? r.text(entry, 'AcctSvcrRef') ?? r.text(entry, 'NtryRef');
}

/** The lines of one entry: itself, or each of its transactions when they carry their own amounts. */
function entryLines(r: Reader, entry: unknown, path: string): LineFields[] {
  const indicator = r.text(entry, 'CdtDbtInd');
  if (indicator !== 'CRDT' && indicator !== 'DBIT')
    throw malformed(`${path}/CdtDbtInd`, indicator === null ? 'required' : `${indicator} is neither CRDT nor DBIT`);
  const booked_on = dayOf(r, entry, path, 'BookgDt', true)!;
  const value_date = dayOf(r, entry, path, 'ValDt', false);
  const transactions = r.list(r.list(entry, 'NtryDtls')[0], 'TxDtls');
  const split = transactions.length > 1 && transactions.every((tx) => r.child(tx, 'Amt') !== undefined);
  const parts = split ? transactions : [transactions[0]];
  return parts.map((tx, at) => {
    const where = split ? `${path}/NtryDtls/TxDtls[${at + 1}]` : path;
    const amount = amountOf(r, split ? tx : entry, where);
    const txIndicator = split ? (r.text(tx, 'CdtDbtInd') ?? indicator) : indicator;
    const reference = bankReferenceOf(r, entry, tx);
    return {
      source: where,
      credit: txIndicator === 'CRDT',
      bank_reference:
        reference && split && !r.text(r.child(tx, 'Refs'), 'AcctSvcrRef') ? `${reference}#${at + 1}` : reference,
      booked_on,
      value_date,
      amount_cents: amount.cents,
      currency: amount.currency,
      ...partiesOf(r, tx),
    };
  });
}

/** Reads a camt.053 file whole; a malformed one is a ValidationError (400) naming where. */
export function parseCamt053(text: string, fileName: string): ParsedStatement {
  const { reader: r, document } = documentOf(text);
  const root = r.child(document, 'BkToCstmrStmt');
  if (!root) throw malformed('Document/BkToCstmrStmt', 'required');
  const statements = r.list(root, 'Stmt');
  if (statements.length === 0) throw malformed('Document/BkToCstmrStmt/Stmt', 'required');
  const account = r.text(r.child(statements[0], 'Acct'), 'Id', 'IBAN');
  const lines = statements.flatMap((statement, s) =>
    r
      .list(statement, 'Ntry')
      .flatMap((entry, n) => entryLines(r, entry, `Document/BkToCstmrStmt/Stmt[${s + 1}]/Ntry[${n + 1}]`)),
  );
  return {
    format: 'CAMT053',
    file_name: fileName,
    statement_id: r.text(statements[0], 'Id'),
    account_iban: account ? account.replace(/\s/g, '').toUpperCase() : null,
    lines: keyedLines(lines, account ? account.replace(/\s/g, '').toUpperCase() : null),
  };
}
