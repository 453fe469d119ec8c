// The statement parsers: camt.053 of several versions and prefixes, batch entries, CSV mappings,
// keys across imports, and the 400 naming where a file is malformed.
import { describe, expect, it } from '@jest/globals';
import { parseCamt053 } from '../../../adapters/import/camt053.js';
import { parseCsvStatement } from '../../../adapters/import/csv-statement.js';
import { ValidationError } from '../../../core/shared/errors.js';
import { statementFixture } from '../../support/banking.js';

const values = { BOOKED: '2026-03-05', RUN: 'U1', REF_A: 'rf18 5390 0754 7034', REF_C_TYPO: 'RF18539007547035' };

function camt(version: string, entries: string): string {
  return `<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.${version}"><BkToCstmrStmt><Stmt><Id>S</Id>${entries}</Stmt></BkToCstmrStmt></Document>`;
}

function failure(read: () => unknown): string {
  try {
    read();
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    return (error as ValidationError).errors![0].message;
  }
  throw new Error('expected a ValidationError');
}

describe('camt.053', () => {
  it('reads the entries of a .02 statement: amounts as cents, days, payer, IBAN, remittance, keys', () => {
    const statement = parseCamt053(statementFixture('exact-reference.xml', values), 'r.xml');
    expect(statement).toMatchObject({
      format: 'CAMT053',
      statement_id: 'STMT-2026-03-05-1',
      account_iban: 'FR7630006000011234567890189',
    });
    expect(statement.lines.map((l) => [l.credit, l.amount_cents, l.booked_on])).toEqual([
      [true, 75_000, '2026-03-05'],
      [false, 4_500, '2026-03-05'],
      [true, 12_345, '2026-03-05'],
      [true, 85_000, '2026-03-05'],
    ]);
    expect(statement.lines[0]).toMatchObject({
      payer_name: 'MLLE JEANNE MARTIN',
      payer_iban: 'FR7630004000031234567890143',
      remittance: 'loyer rf18 5390 0754 7034 merci',
      entry_key: 'ref:FR7630006000011234567890189:U1-0001',
      source: 'Document/BkToCstmrStmt/Stmt[1]/Ntry[1]',
    });
    expect(statement.lines[2].entry_key).toBe('ref:FR7630006000011234567890189:U1-N3');
    expect(statement.lines[3].entry_key).toMatch(/^sha256:/);
    expect(parseCamt053(statementFixture('exact-reference.xml', values), 'again.xml').lines[3].entry_key).toBe(
      statement.lines[3].entry_key,
    );
  });

  it('reads a prefixed .08 statement, its parties nested in Pty and its structured reference', () => {
    const statement = parseCamt053(statementFixture('typo-reference.xml', values), 'r.xml');
    expect(statement.lines[0]).toMatchObject({ payer_name: 'M OU MME BERNARD SOPHIE', remittance: 'RF18539007547035' });
  });

  it('splits a batch entry whose transactions carry their amounts, and keeps two equal transfers two', () => {
    const tx = (amount: string, name: string) =>
      `<TxDtls><Amt Ccy="EUR">${amount}</Amt><RltdPties><Dbtr><Nm>${name}</Nm></Dbtr></RltdPties></TxDtls>`;
    const batch = `<Ntry><Amt Ccy="EUR">30.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><BookgDt><Dt>2026-03-05</Dt></BookgDt><NtryRef>B1</NtryRef><NtryDtls>${tx('10.00', 'A')}${tx('20.00', 'B')}</NtryDtls></Ntry>`;
    const same = `<Ntry><Amt Ccy="EUR">5.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><BookgDt><Dt>2026-03-05</Dt></BookgDt></Ntry>`;
    const lines = parseCamt053(camt('13', batch + same + same), 'b.xml').lines;
    expect(
      lines.map((l) => [l.amount_cents, l.payer_name, l.entry_key.replace(/^sha256:[0-9a-f]{64}$/, 'hash')]),
    ).toEqual([
      [1_000, 'A', 'ref:B1#1'],
      [2_000, 'B', 'ref:B1#2'],
      [500, null, 'hash'],
      [500, null, 'hash'],
    ]);
    expect(lines[2].entry_key).not.toBe(lines[3].entry_key);
  });

  it('names the line of XML that is not well-formed, and the path of a missing or wrong element', () => {
    expect(failure(() => parseCamt053(statementFixture('malformed.xml', values), 'm.xml'))).toMatch(/^line 12, column/);
    expect(failure(() => parseCamt053(statementFixture('missing-amount.xml', values), 'm.xml'))).toBe(
      'Document/BkToCstmrStmt/Stmt[1]/Ntry[2]/Amt: required',
    );
    const entry = (inner: string) => camt('02', `<Ntry>${inner}</Ntry>`);
    expect(failure(() => parseCamt053(entry('<Amt>1.00</Amt><CdtDbtInd>X</CdtDbtInd>'), 'm.xml'))).toBe(
      'Document/BkToCstmrStmt/Stmt[1]/Ntry[1]/CdtDbtInd: X is neither CRDT nor DBIT',
    );
    expect(
      failure(() =>
        parseCamt053(
          entry('<Amt>-1.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><BookgDt><Dt>2026-03-05</Dt></BookgDt>'),
          'm.xml',
        ),
      ),
    ).toBe('Document/BkToCstmrStmt/Stmt[1]/Ntry[1]/Amt: -1.00 is not a positive amount');
    expect(failure(() => parseCamt053(entry('<Amt>1.00</Amt><CdtDbtInd>CRDT</CdtDbtInd>'), 'm.xml'))).toBe(
      'Document/BkToCstmrStmt/Stmt[1]/Ntry[1]/BookgDt: required (Dt or DtTm)',
    );
    expect(failure(() => parseCamt053('<Statement/>', 'm.xml'))).toBe('/: the root element is not Document');
  });
});

describe('CSV', () => {
  it('reads a signed amount column, skips empty amounts, and names a bad line', () => {
    const options = {
      mapping: { booked_on: 'date', amount: 'montant', remittance: 'libelle' },
      delimiter: ',',
      date_format: 'YYYY-MM-DD' as const,
    };
    const text = 'date,montant,libelle\n2026-03-01,"1 234,56",LOYER\n2026-03-02,-10.5,FRAIS\n2026-03-03,,RIEN\n';
    const statement = parseCsvStatement(text, 's.csv', options);
    expect(statement.lines.map((l) => [l.credit, l.amount_cents, l.remittance, l.source])).toEqual([
      [true, 123_456, 'LOYER', 'line 2'],
      [false, 1_050, 'FRAIS', 'line 3'],
    ]);
    expect(
      failure(() => parseCsvStatement('date,montant,libelle\n2026-03-01,1,A\n2026-02-30,2,B\n', 's.csv', options)),
    ).toBe('line 3: date: 2026-02-30 is not a date (YYYY-MM-DD)');
  });
});
