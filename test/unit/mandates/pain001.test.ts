// The SEPA credit transfer order of a batch of payouts (pain.001.001.03): its group header, its one
// payment information block and each transfer, as the EPC rulebook names them.
import { describe, expect, it } from '@jest/globals';
import { XMLParser } from 'fast-xml-parser';
import { pain001Xml } from '../../../adapters/sepa/pain001.js';

describe('pain.001.001.03', () => {
  const xml = pain001Xml({
    message_id: 'a1b2c3',
    created_at: '2026-04-02T09:30:00',
    execution_date: '2026-04-03',
    debtor: { name: 'Agence & Fils', iban: 'FR7630006000011234567890189', bic: null },
    control_sum_cents: 200_005,
    transfers: [
      {
        end_to_end_id: 'e2e1',
        amount_cents: 200_000,
        creditor_name: 'Hélène <Mandant>',
        iban: 'FR1420041010050500013M02606',
        bic: 'PSSTFRPPPAR',
        remittance: 'T1',
      },
      {
        end_to_end_id: 'e2e2',
        amount_cents: 5,
        creditor_name: 'B',
        iban: 'DE89370400440532013000',
        bic: null,
        remittance: 'T1',
      },
    ],
  });
  const order = new XMLParser({ ignoreAttributes: false, parseTagValue: false }).parse(xml).Document.CstmrCdtTrfInitn;

  it('totals the batch in the header and the payment block, two decimals', () => {
    expect(order.GrpHdr).toMatchObject({
      MsgId: 'a1b2c3',
      NbOfTxs: '2',
      CtrlSum: '2000.05',
      CreDtTm: '2026-04-02T09:30:00',
    });
    expect(order.PmtInf).toMatchObject({
      PmtMtd: 'TRF',
      NbOfTxs: '2',
      CtrlSum: '2000.05',
      ReqdExctnDt: '2026-04-03',
      ChrgBr: 'SLEV',
    });
    expect(order.PmtInf.PmtTpInf.SvcLvl.Cd).toBe('SEPA');
  });

  it('names the debtor agent NOTPROVIDED without a BIC, and escapes the names', () => {
    expect(order.PmtInf.DbtrAgt.FinInstnId.Othr.Id).toBe('NOTPROVIDED');
    expect(xml).toContain('<Nm>Agence &amp; Fils</Nm>');
    expect(xml).toContain('Hélène &lt;Mandant&gt;');
    const [first, second] = order.PmtInf.CdtTrfTxInf;
    expect(first.Amt.InstdAmt).toEqual({ '#text': '2000.00', '@_Ccy': 'EUR' });
    expect(first.CdtrAgt.FinInstnId.BIC).toBe('PSSTFRPPPAR');
    expect(second.CdtrAgt).toBeUndefined();
    expect(second.Amt.InstdAmt['#text']).toBe('0.05');
  });
});
