// A bank statement as its parser reads it (adapters/import/camt053.ts, csv-statement.ts), before
// anything is written: its lines, each keyed once for all imports (docs/decisions.md 243).
import type { StatementFormat } from '../../contract/vocabulary/banking.js';

export interface StatementLine {
  /** Where the line is in the file, for an error: "line 7", or the XML path of the entry. */
  source: string;
  credit: boolean;
  /**
   * The line's key across imports: `ref:` and the bank's reference of the entry (AcctSvcrRef, else
   * NtryRef) when it gives one, else `sha256:` of its fields and its rank among equal lines of the file.
   */
  entry_key: string;
  booked_on: string;
  value_date: string | null;
  amount_cents: number;
  currency: string;
  payer_name: string | null;
  payer_iban: string | null;
  remittance: string | null;
}

export interface ParsedStatement {
  format: StatementFormat;
  file_name: string;
  statement_id: string | null;
  account_iban: string | null;
  lines: StatementLine[];
}
