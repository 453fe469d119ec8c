// The "download a cached lease PDF" scenario's preparation: one lease contract PDF is recorded
// through the spec's routes (POST /leases/{lease_id}/pdf in shape A, then GET /leases/pdf/{pdf_id})
// and the scenario downloads it again and again. Where the routes are missing or the generation
// is refused, the scenario is reported as not measured, with the reason.
import type { AppRoute } from '@ts-rest/core';
import { contract } from '../../contract/index.js';

function routes(node: object): AppRoute[] {
  return Object.values(node).flatMap((child: object) =>
    'method' in child && 'path' in child ? [child as AppRoute] : routes(child),
  );
}

export async function prepareCachedLeasePdf(
  baseUrl: string,
  apiKey: string,
  leaseId: string,
): Promise<{ path: string } | { skipped: string }> {
  const all = routes(contract);
  const generate = all.find((r) => r.method === 'POST' && /^(\/api)?\/leases\/:[a-z_]+\/pdf$/.test(r.path));
  const download = all.find((r) => r.method === 'GET' && /^(\/api)?\/leases\/pdf\/:[a-z_]+$/.test(r.path));
  if (!generate || !download)
    return { skipped: 'the contract has no lease PDF routes yet (POST /leases/{id}/pdf, GET /leases/pdf/{pdf_id})' };
  const api = (path: string) => (path.startsWith('/api/') ? path : `/api${path}`);
  const res = await fetch(`${baseUrl}${api(generate.path).replace(/:[a-z_]+/, leaseId)}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ template_type: 'LeaseContract' }),
  });
  const body = (await res.json().catch(() => ({}))) as { pdf_id?: string; id?: string };
  const pdfId = body.pdf_id ?? body.id;
  if (!res.ok || !pdfId) return { skipped: `generating a lease PDF answered ${res.status}` };
  return { path: api(download.path).replace(/:[a-z_]+/, pdfId) };
}
