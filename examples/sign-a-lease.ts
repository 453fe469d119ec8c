// A caller of the service with its typed client: `rental-service/contract` (the package's own
// contract, built to dist/contract by `npm run build:contract`, which `npm ci` runs) and ts-rest's
// initClient. It walks lease -> PDF -> signature -> status and prints each step as one JSON line.
//
//   API_URL=http://127.0.0.1:3000 API_KEY=rk_live_... npm run example
//
// The tenant needs one signature credit (`npm run admin -- credits grant --tenant <id> --amount 1`).
import { initClient } from '@ts-rest/core';
import { contract } from 'rental-service/contract';

const baseUrl = process.env.API_URL ?? 'http://127.0.0.1:3000';
const apiKey = process.env.API_KEY;
if (!apiKey) {
  process.stderr.write('Set API_KEY (npm run admin -- tenant create --name <name> prints one)\n');
  process.exit(2);
}

const client = initClient(contract, { baseUrl, baseHeaders: { authorization: `Bearer ${apiKey}` } });

/** The body of an answer of the expected status; anything else stops the walk with the problem. */
function expect<T extends { status: number; body: unknown }, S extends T['status']>(
  step: string,
  answer: T,
  status: S,
): Extract<T, { status: S }>['body'] {
  if (answer.status !== status) {
    process.stderr.write(`${step}: HTTP ${answer.status} ${JSON.stringify(answer.body)}\n`);
    process.exit(1);
  }
  process.stdout.write(`${JSON.stringify({ step, status: answer.status })}\n`);
  return answer.body as Extract<T, { status: S }>['body'];
}

const owner = expect(
  'owner',
  await client.owners.create({
    body: { first_name: 'Claire', last_name: 'Martin', email: 'claire.martin@example.fr', mobile_phone: '0611223344' },
  }),
  201,
);
const place = expect(
  'place',
  await client.places.create({ body: { name: 'Résidence des Lilas', owner_id: owner.id, city: 'Lyon' } }),
  201,
);
const estate = expect(
  'estate',
  await client.estates.createInPlace({
    params: { id: place.id },
    body: { name: 'Lot 12', fiscal_identifier: `FI-${Date.now()}`, area: 54.3, rent_amount: 950 },
  }),
  201,
);
const types = expect('lease types', await client.leaseTypes.list(), 200);
const unfurnished = types.find((type) => type.code === 'HabitationVide')!;
const lease = expect(
  'lease',
  await client.leases.create({
    body: { estate_id: estate.id, lease_type_id: unfurnished.id, start_date: '2026-01-01', deposit_amount: 950 },
  }),
  201,
);
const lessee = expect(
  'lessee',
  await client.lessees.create({
    body: {
      first_name: 'Camille',
      last_name: 'Durand',
      email: 'camille.durand@example.fr',
      mobile_phone: '0612345678',
    },
  }),
  201,
);
expect(
  'tenant term',
  await client.leaseLessees.add({
    params: { lease_id: lease.id },
    body: { lessee_id: lessee.id, role: 'PrimaryTenant', start_date: '2026-01-01' },
  }),
  201,
);
const pdf = expect(
  'contract PDF',
  await client.leasePdfs.generate({ params: { lease_id: lease.id }, body: { template_type: 'LeaseContract' } }),
  201,
);
const signature = expect(
  'signature',
  await client.signatures.initiate({
    params: { lease_id: lease.id },
    body: {
      pdf_id: pdf.pdf_id,
      signers: [
        {
          signer_type: 'PROPRIETAIRE',
          first_name: 'Claire',
          last_name: 'Martin',
          person_id: owner.id,
          email: 'claire.martin@example.fr',
          phone: '06 11 22 33 44',
        },
        {
          signer_type: 'LOCATAIRE',
          first_name: 'Camille',
          last_name: 'Durand',
          person_id: lessee.id,
          email: 'camille.durand@example.fr',
          phone: '06 12 34 56 78',
        },
      ],
    },
  }),
  201,
);
const status = expect('status', await client.signatures.status({ params: { lease_id: lease.id } }), 200);
process.stdout.write(
  `${JSON.stringify({
    lease_id: lease.id,
    document_signature_id: signature.document_signature_id,
    status: status.status,
    lease_status: status.lease_status,
    signers: status.signature_requests.map((r) => `${r.signer_type} ${r.status}`),
  })}\n`,
);
