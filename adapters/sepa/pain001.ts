// A SEPA credit transfer order as ISO 20022 XML, pain.001.001.03 (the version the EPC rulebook and
// French banks take), built with fast-xml-parser's XMLBuilder from core's model
// (core/mandates/payouts/transfer-batch.ts). One payment information block, SEPA service level.
import { XMLBuilder } from 'fast-xml-parser';
import type { TransferBatch } from '../../core/mandates/payouts/transfer-batch.js';

const euros = (cents: number) => (cents / 100).toFixed(2);
const agent = (bic: string | null) =>
  bic ? { FinInstnId: { BIC: bic } } : { FinInstnId: { Othr: { Id: 'NOTPROVIDED' } } };

export function pain001Xml(batch: TransferBatch): string {
  const document = {
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    Document: {
      '@_xmlns': 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.03',
      '@_xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
      CstmrCdtTrfInitn: {
        GrpHdr: {
          MsgId: batch.message_id,
          CreDtTm: batch.created_at,
          NbOfTxs: batch.transfers.length,
          CtrlSum: euros(batch.control_sum_cents),
          InitgPty: { Nm: batch.debtor.name.slice(0, 70) },
        },
        PmtInf: {
          PmtInfId: batch.message_id,
          PmtMtd: 'TRF',
          BtchBookg: true,
          NbOfTxs: batch.transfers.length,
          CtrlSum: euros(batch.control_sum_cents),
          PmtTpInf: { SvcLvl: { Cd: 'SEPA' } },
          ReqdExctnDt: batch.execution_date,
          Dbtr: { Nm: batch.debtor.name.slice(0, 70) },
          DbtrAcct: { Id: { IBAN: batch.debtor.iban } },
          DbtrAgt: agent(batch.debtor.bic),
          ChrgBr: 'SLEV',
          CdtTrfTxInf: batch.transfers.map((transfer) => ({
            PmtId: { EndToEndId: transfer.end_to_end_id },
            Amt: { InstdAmt: { '@_Ccy': 'EUR', '#text': euros(transfer.amount_cents) } },
            ...(transfer.bic ? { CdtrAgt: agent(transfer.bic) } : {}),
            Cdtr: { Nm: transfer.creditor_name },
            CdtrAcct: { Id: { IBAN: transfer.iban } },
            RmtInf: { Ustrd: transfer.remittance },
          })),
        },
      },
    },
  };
  const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', format: true });
  return builder.build(document) as string;
}
