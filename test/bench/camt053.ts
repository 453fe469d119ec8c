// A camt.053.001.02 statement of the month-end bench: one booked credit per lease, its amount due,
// its tenant as the debtor and the lease's payment reference in the remittance (a sure match by
// reference: core/banking/matcher.ts), each with a bank reference of its own.
import type { BenchLease } from './month-end-seed.js';

const ACCOUNT = 'FR7630006000011234567890189';
const euros = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

function entry(lease: BenchLease, booked: string, key: string): string {
  return `<Ntry><Amt Ccy="EUR">${euros(lease.dueCents)}</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts>
<BookgDt><Dt>${booked}</Dt></BookgDt><ValDt><Dt>${booked}</Dt></ValDt><AcctSvcrRef>${key}</AcctSvcrRef>
<NtryDtls><TxDtls><RltdPties><Dbtr><Nm>${lease.payer.toUpperCase()}</Nm></Dbtr></RltdPties>
<RmtInf><Ustrd>LOYER ${lease.reference}</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>`;
}

/** The statement's XML: `run` makes its bank references its own. */
export function camt053(leases: BenchLease[], booked: string, run: string): string {
  const id = `BENCH-${run}`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">
<BkToCstmrStmt><GrpHdr><MsgId>${id}</MsgId><CreDtTm>${booked}T20:00:00</CreDtTm></GrpHdr>
<Stmt><Id>${id}</Id><CreDtTm>${booked}T20:00:00</CreDtTm><Acct><Id><IBAN>${ACCOUNT}</IBAN></Id><Ccy>EUR</Ccy></Acct>
${leases.map((lease, i) => entry(lease, booked, `${run}-${i + 1}`)).join('\n')}
</Stmt></BkToCstmrStmt></Document>
`;
}
