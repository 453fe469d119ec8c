// The files of annexes: the static notice, rendered once and kept under a versioned key of the
// FileStore; generated annexes, rendered from their source and kept as media of the lease.
import { reportView } from '../inspections/condition-reports.js';
import { ConditionReport } from '../inspections/condition-report.js';
import { conditionReportDocument, furnitureInventoryDocument } from '../inspections/report-document.js';
import type { Lease } from '../leasing/lease.js';
import { type Media } from '../media/media.js';
import { mediaUseCases } from '../media/media-use-cases.js';
import type { PrintableDocument } from '../ports/pdf-renderer.js';
import type { Store } from '../ports/store.js';
import { Estate } from '../property/estate.js';
import { renderPdf } from '../shared/pdf.js';
import { catalogueEntry } from './annex-catalogue.js';
import type { AnnexSource } from './annex-sources.js';
import type { AnnexDeps } from './deps.js';
import { NOTICE_INFORMATION_DOCUMENT } from './notice-information.js';
import { rentMentionFacts, rentMentionsDocument } from './rent-mentions.js';
import type { AnnexCode } from '../../contract/vocabulary/annexes.js';
import { NOTICE_VERSION } from './annex-sources.js';

/** The notice's PDF: rendered by the embedded renderer the first time, then read from the FileStore. */
export async function staticNoticeFile(deps: Pick<AnnexDeps, 'files' | 'staticPdf'>): Promise<Uint8Array> {
  const key = `system/annexes/${NOTICE_VERSION}`;
  const stored = await deps.files.get(key);
  if (stored) return stored;
  const bytes = await renderPdf(deps.staticPdf, NOTICE_INFORMATION_DOCUMENT);
  await deps.files.put(key, bytes, 'application/pdf');
  return bytes;
}

async function generatedDocument(store: Store, lease: Lease, source: AnnexSource): Promise<PrintableDocument> {
  if (source.kind === 'rent_mentions') return rentMentionsDocument(await rentMentionFacts(store, lease));
  const report = await store.repo(ConditionReport).get(source.id!);
  const estate = await store.repo(Estate).get(lease.estate_id);
  const view = await reportView(store, report);
  if (source.kind === 'furniture_inventory')
    return furnitureInventoryDocument({ report, inventory: view.inventory, lease, estate });
  return conditionReportDocument({
    report,
    items: view.items,
    keys: view.keys,
    inventory: view.inventory,
    lease,
    estate,
  });
}

/** Renders a generated annex and keeps it as a media of the lease. */
export async function generatedAnnexFile(
  store: Store,
  deps: AnnexDeps,
  lease: Lease,
  code: AnnexCode,
  source: AnnexSource,
): Promise<Media> {
  const bytes = await renderPdf(deps.renderer, await generatedDocument(store, lease, source));
  return mediaUseCases(store, deps).upload(
    {
      file_name: `${code.toLowerCase().replace(/_/g, '-')}.pdf`,
      bytes,
      lease_id: lease.id,
      description: catalogueEntry(code).name,
    },
    lease.tenant_id,
  );
}
