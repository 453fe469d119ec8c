// The "download a cached lease PDF" scenario's preparation: once the contract has the spec's lease
// PDF routes (POST /leases/{lease_id}/pdf, GET /leases/pdf/{pdf_id}), one PDF is generated for a
// lease and the scenario downloads it again and again (the cached copy). Until then the scenario
// is reported as not measured, with the reason.
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
  const generate = all.find((r) => r.method === 'POST' && /^\/leases\/:[a-z_]+\/pdf$/.test(r.path));
  const download = all.find((r) => r.method === 'GET' && /^\/leases\/pdf\/:[a-z_]+$/.test(r.path));
  if (!generate || !download)
    return { skipped: 'the contract has no lease PDF routes yet (POST /leases/{id}/pdf, GET /leases/pdf/{pdf_id})' };
  const res = await fetch(`${baseUrl}/api${generate.path.replace(/:[a-z_]+/, leaseId)}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ template_type: 'StandardLease', include_amendments: false, include_tenant_info: true }),
  });
  const body = (await res.json().catch(() => ({}))) as { pdf_id?: string; id?: string };
  const pdfId = body.pdf_id ?? body.id;
  if (!res.ok || !pdfId) return { skipped: `generating a lease PDF answered ${res.status}` };
  return { path: `/api${download.path.replace(/:[a-z_]+/, pdfId)}` };
}
