// Letting fees of a lease (core/mandates/letting-fees/): the caps, the fees recorded.
import { initServer } from '@ts-rest/express';
import { contract } from '../../../../contract/index.js';
import type { MandateDeps } from '../../../../core/mandates/deps.js';
import {
  lettingFeeCapsOfLease,
  lettingFeesOfLease,
  recordLettingFees,
} from '../../../../core/mandates/letting-fees/letting-fees.js';
import { fromCents } from '../../../../core/shared/money.js';
import { storeOf } from '../../context.js';
import { wire } from '../../wire.js';

const s = initServer();

type CapsRead = Awaited<ReturnType<typeof lettingFeeCapsOfLease>>;

function capsWire({ caps, ...read }: CapsRead) {
  const { version } = caps;
  return {
    ...read,
    zone: caps.zone,
    version: { code: version.code, title: version.title, from: version.from, to: version.to },
    per_m2: {
      visits_file_lease: fromCents(caps.visits_file_lease_cents_per_m2),
      entry_report: fromCents(caps.entry_report_cents_per_m2),
    },
    caps:
      caps.visits_file_lease_cents === null || caps.entry_report_cents === null
        ? null
        : {
            visits_file_lease: fromCents(caps.visits_file_lease_cents),
            entry_report: fromCents(caps.entry_report_cents),
          },
  };
}

export function lettingFeesRouter(deps: MandateDeps) {
  return s.router(contract.lettingFees, {
    caps: async ({ params, query, req }) => ({
      status: 200,
      body: capsWire(await lettingFeeCapsOfLease(storeOf(req), deps, params.lease_id, query.living_area)),
    }),
    get: async ({ params, req }) => ({
      status: 200,
      body: wire(await lettingFeesOfLease(storeOf(req), params.lease_id)),
    }),
    put: async ({ params, body, req }) => {
      const { fees, created } = await recordLettingFees(storeOf(req), deps, params.lease_id, body);
      return { status: created ? 201 : 200, body: wire(fees) };
    },
  });
}
