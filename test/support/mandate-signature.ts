// Fixtures for the mandate signature tests (docs/decisions.md 300): a DRAFT mandate whose owner can
// sign (e-mail and mobile on the record), and the agency's signer.
import type { Client } from './app.js';
import { ok } from './leasing.js';
import { draftMandate } from './mandates.js';

export const agencySigner = {
  first_name: 'Agnès',
  last_name: 'Gérance',
  email: 'agnes@agence.example.fr',
  phone: '06 98 76 54 32',
};

/** A DRAFT mandate over a new estate, its owner reachable for the one-time code. */
export async function signableMandate(client: Client) {
  const drafted = await draftMandate(client);
  ok(
    await client.owners.update({
      params: { id: drafted.owner.id },
      body: { email: 'helene.mandant@example.fr', mobile_phone: '0612345678' } as never,
    }),
    200,
  );
  return drafted;
}
