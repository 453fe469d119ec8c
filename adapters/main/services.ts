// The composition of the use cases' ports: what every entry point (server, worker, tests) builds
// the HTTP app and the activities from.
import { randomUUID } from 'node:crypto';
import { postCollectionsOfLeases } from '../../core/mandates/accounts/post-collections.js';
import type { DebtorAccount } from '../../core/mandates/payouts/transfer-batch.js';
import type { Clock } from '../../core/ports/clock.js';
import type { SecretBox } from '../../core/ports/secret-box.js';
import type { CollectionsListener } from '../../core/ports/collections.js';
import type { Stores } from '../../core/ports/store.js';
import type { FileStore } from '../../core/ports/file-store.js';
import type { MessageChannels } from '../../core/ports/message-channels.js';
import type { SenderDefaults } from '../../core/messages/sender-identity.js';
import type { Notifier } from '../../core/ports/notifier.js';
import type { PaymentProvider } from '../../core/ports/payment-provider.js';
import type { PdfRenderer } from '../../core/ports/pdf-renderer.js';
import type { WebhookSender } from '../../core/ports/webhook-sender.js';
import type { Workflows } from '../../core/ports/workflows.js';
import { planQuota } from '../../core/plans/quota.js';
import { paymentReceiptsRun } from '../../core/runs/receipts-run.js';
import { DEFAULT_SIGNATURE_SETTINGS, type SignatureSettings } from '../../core/signature/deps.js';
import type { ActivityDeps } from '../../workflows/activities.js';
import type { Services } from '../http/app.js';
import { unconfigured } from '../notify/channels.js';
import { DEFAULT_SENDER } from '../notify/default-sender.js';
import { TableOutbox } from '../notify/table-outbox.js';
import { pdfLibSignedPdf } from '../pdf/signature-page.js';
import { tableEventFeed, tableEventOutbox } from '../persistence/event-outbox.js';
import type { Orm } from '../persistence/orm.js';
import { mikroStores } from '../persistence/store.js';
import { hmacGuestSecrets } from '../security/guest-secrets.js';
import { aesSecretBox } from '../security/secret-box.js';
import { nodeSecrets } from '../security/secrets.js';
import { derivedWorkerKeys } from '../security/worker-keys.js';
import { pdfLibReader } from '../pdf/pdf-reader.js';
import { selectPdfRenderer } from '../pdf/select-renderer.js';
import { EmbeddedPdfRenderer } from '../pdf/embedded-renderer.js';
import { htmlRendererFor } from '../pdf/html-pdf-renderer.js';
import type { DocumentPrinter } from '../../core/ports/document-printer.js';
import { type PrintFallback, documentPrinter } from '../../core/templates/document-printer.js';
import { liquidEngine } from '../pdf/liquid-engine.js';
import { fileInspector } from '../storage/file-inspector.js';
import { systemClock } from '../system-clock.js';
import { noWorkflows } from '../temporal/workflow-commands.js';
import { standardWebhookSender } from '../webhooks/standard-webhook-sender.js';

export interface ServicePorts {
  orm: Orm;
  /** Uploaded and generated files: DATA_DIR/files by default, a temporary directory in tests. */
  files: FileStore;
  /**
   * Guest tokens and the service's worker keys are derived from it, and webhook secrets and queued
   * messages sealed under it (adapters/security/service-secret.ts).
   */
  serviceSecret: string;
  /** The system clock when absent. */
  clock?: Clock;
  /** The workflow engine (the command outbox, adapters/temporal/workflow-commands.ts); off unless given. */
  workflows?: Workflows;
  /** Messages to people; the outbox table when absent. */
  notifier?: Notifier;
  signature?: SignatureSettings;
  /** The PDF renderer (adapters/pdf/select-renderer.ts); the embedded pdfkit renderer when absent. */
  renderer?: PdfRenderer;
  /** The payment provider (adapters/payments/stripe-provider.ts); purchases answer 503 without one. */
  payments?: PaymentProvider | null;
  /** Dev only (WEBHOOKS_ALLOW_PRIVATE): webhooks to http, private and loopback destinations. */
  allowPrivateWebhooks?: boolean;
  /** The Standard Webhooks sender, built from allowPrivateWebhooks when absent. */
  webhookSender?: WebhookSender;
  /** The providers of e-mail and SMS (adapters/notify/channels.ts); none when absent: messages wait. */
  channels?: MessageChannels;
  /** The service's sender identity (MAIL_FROM, MAIL_REPLY_TO, SMS_SENDER); DEFAULT_SENDER when absent. */
  sender?: SenderDefaults;
  /** The agency's account of SEPA payout orders (SEPA_DEBTOR_*). */
  sepaDebtor?: DebtorAccount | null;
}

const NO_PROVIDER = unconfigured('no provider configured');

const ids = { next: randomUUID };

/** An account template that could not render printed the built-in document instead (docs/decisions.md 297). */
const logPrintFallback = (fallback: PrintFallback) =>
  console.warn(
    JSON.stringify({
      msg: 'account template fell back to the built-in document',
      type: fallback.type,
      template_id: fallback.template.template_id,
      template_version: fallback.template.template_version,
      reason: fallback.reason,
    }),
  );

/** Collections on managed lots post to the owner's account in the payment's transaction (issue 35). */
const ownerCollections: CollectionsListener = { allocated: postCollectionsOfLeases };

export function buildServices(ports: ServicePorts): Services {
  const clock = ports.clock ?? systemClock;
  const workflows = ports.workflows ?? noWorkflows;
  const renderer = ports.renderer ?? selectPdfRenderer({});
  const stores = mikroStores(ports.orm);
  const box = aesSecretBox(ports.serviceSecret);
  const notifier = ports.notifier ?? new TableOutbox(ports.orm, box);
  // The plan limits every write that consumes one checks (docs/decisions.md 283).
  const quota = planQuota({ clock, events: tableEventOutbox });
  // Leases and their amendments: the same files, PDF renderer and reader, timers and events.
  const leaseDocumentDeps = {
    clock,
    ids,
    files: ports.files,
    inspector: fileInspector,
    workflows,
    renderer,
    pdfReader: pdfLibReader,
    events: tableEventOutbox,
    quota,
  };
  const templates = { ...leaseDocumentDeps, engine: liquidEngine(), htmlRenderer: htmlRendererFor(renderer) };
  const printer = documentPrinter(templates, logPrintFallback);
  return {
    clock,
    quota,
    plans: {
      clock,
      ids,
      events: tableEventOutbox,
      stores,
      payments: ports.payments ?? null,
      quota,
      secrets: nodeSecrets,
    },
    staticPdf: new EmbeddedPdfRenderer(),
    leasing: leaseDocumentDeps,
    billing: {
      clock,
      ids,
      files: ports.files,
      pdf: renderer,
      printer,
      workflows,
      events: tableEventOutbox,
      notifier,
      collections: ownerCollections,
      // Arrears paid at once: their receipts as a batch run (docs/decisions.md 350).
      receiptsLater: workflows.enabled ? paymentReceiptsRun({ clock, workflows }) : undefined,
    },
    amendments: { ...leaseDocumentDeps },
    templates,
    meters: { clock, ids, files: ports.files, inspector: fileInspector },
    charges: { clock, ids, renderer, files: ports.files, notifier, events: tableEventOutbox },
    signature: {
      clock,
      ids,
      secrets: nodeSecrets,
      guestSecrets: hmacGuestSecrets(ports.serviceSecret),
      files: ports.files,
      inspector: fileInspector,
      workflows,
      events: tableEventOutbox,
      notifier,
      stores,
      settings: ports.signature ?? DEFAULT_SIGNATURE_SETTINGS,
      quota,
      renderer,
    },
    credits: { clock, ids, events: tableEventOutbox, stores, payments: ports.payments ?? null },
    mandates: { clock, ids, workflows },
    syndic: { workflows },
    ...ownerServices(ports, { clock, renderer, printer, notifier, workflows, stores }),
    ...messagingServices(ports, { clock, stores, box, quota }),
  };
}

/** Owner accounts and the owner claim (issue 35): their deps, from the ports the others share. */
function ownerServices(
  ports: ServicePorts,
  shared: {
    clock: Clock;
    notifier: Notifier;
    workflows: Workflows;
    stores: Stores;
    renderer: PdfRenderer;
    printer: DocumentPrinter;
  },
): Pick<Services, 'ownerAccounts' | 'ownerClaim'> {
  const { clock, notifier, workflows, stores } = shared;
  return {
    ownerAccounts: {
      clock,
      ids,
      pdf: shared.renderer,
      printer: shared.printer,
      events: tableEventOutbox,
      notifier,
      workflows,
      stores,
      files: ports.files,
      debtor: ports.sepaDebtor ?? null,
    },
    ownerClaim: {
      clock,
      ids,
      secrets: nodeSecrets,
      guestSecrets: hmacGuestSecrets(ports.serviceSecret),
      notifier,
      stores,
    },
  };
}

export interface ActivityPorts {
  orm: Orm;
  files: FileStore;
  serviceSecret: string;
  /** The API the activities call the worker endpoints of (its origin, without /api). */
  apiOrigin: string;
  /** The origin of the guest links in invitations. */
  publicBaseUrl: string;
  /** The engine (the command outbox), for the activities that move a lease (its status use case records its timers). */
  workflows: Workflows;
  notifier?: Notifier;
  clock?: Clock;
  /** The PDF renderer of the documents the activities issue (fund-call notices, batch runs); the embedded pdfkit renderer when absent. */
  renderer?: PdfRenderer;
}

/** What the worker's activities are built from (adapters/temporal/worker.ts). */
export function buildActivityDeps(ports: ActivityPorts): ActivityDeps {
  const activityRenderer = ports.renderer ?? selectPdfRenderer({});
  const clock = ports.clock ?? systemClock;
  return {
    stores: mikroStores(ports.orm),
    notifier: ports.notifier ?? new TableOutbox(ports.orm, aesSecretBox(ports.serviceSecret)),
    guestSecrets: hmacGuestSecrets(ports.serviceSecret),
    // The hosted signing page (adapters/http/pages/), not the JSON session.
    guestLink: (token) => `${ports.publicBaseUrl}/sign/${token}`,
    files: ports.files,
    inspector: fileInspector,
    signedPdf: pdfLibSignedPdf,
    clock,
    ids,
    events: tableEventOutbox,
    workerApi: { origin: ports.apiOrigin, keyFor: derivedWorkerKeys(ports.orm, ports.serviceSecret).keyFor },
    workflows: ports.workflows,
    pdf: activityRenderer,
    printer: documentPrinter(
      { files: ports.files, clock, engine: liquidEngine(), htmlRenderer: htmlRendererFor(activityRenderer) },
      logPrintFallback,
    ),
  };
}

/** Messages to people and webhook deliveries: their deps, from the ports the others share. */
function messagingServices(
  ports: ServicePorts,
  shared: { clock: Clock; stores: Services['webhooks']['stores']; box: SecretBox; quota: Services['quota'] },
): Pick<Services, 'messages' | 'webhooks'> {
  const { clock, stores, box, quota } = shared;
  const allowPrivate = ports.allowPrivateWebhooks ?? false;
  return {
    messages: {
      clock,
      ids,
      stores,
      box,
      files: ports.files,
      channels: ports.channels ?? { email: NO_PROVIDER, sms: NO_PROVIDER },
      defaults: ports.sender ?? DEFAULT_SENDER,
    },
    webhooks: {
      clock,
      ids,
      stores,
      events: tableEventOutbox,
      feed: tableEventFeed,
      sender: ports.webhookSender ?? standardWebhookSender({ allowPrivate }),
      box,
      allowPrivate,
      quota,
    },
  };
}
