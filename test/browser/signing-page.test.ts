// The hosted signing page in a real browser (Debian's chromium under playwright-core), end to end:
// a lease, its PDF, a signature with two signers; each follows the link of the invitation e-mail,
// asks for a code, reads it, and signs: the owner on a desktop with the keyboard and a code by
// e-mail, the tenant on a phone, by SMS, after three wrong codes. The signature workflow (Temporal's
// time-skipping test server and the service's worker) finalises, the lease is ACTIVE, each signer
// is sent the signed PDF by e-mail, and it downloads from the page. Then an expired link, a locked
// request and an unknown link. Every page passes axe-core without a serious violation, loads
// nothing its CSP refuses, sends no Referer. The app's delivery relay sends the messages as the
// service does: e-mail over SMTP to the run's Mailpit, SMS to a fake of Brevo; the signers read
// them there (test/support/inbox.ts), at e-mail addresses of the test's own (the run shares Mailpit).
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { TestWorkflowEnvironment } from '@temporalio/testing';
import { DefaultLogger, type WorkflowBundleWithSourceMap, bundleWorkflowCode } from '@temporalio/worker';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { pino } from 'pino';
import { selectChannels } from '../../adapters/notify/channels.js';
import { type DeliveryLoop, startDeliveryLoop } from '../../adapters/notify/delivery-loop.js';
import { temporalTarget } from '../../adapters/temporal/workflows-client.js';
import { WORKFLOWS_PATH } from '../../adapters/temporal/worker.js';
import { type TestApp, type TestTenant, startTestApp } from '../support/app.js';
import {
  type AxeFinding,
  type ChromiumSession,
  axeViolations,
  chromiumSession,
  fitsTheScreen,
  serious,
  watch,
} from '../support/browser.js';
import { eventuallyWithin } from '../support/eventually.js';
import { type FakeBrevo, startFakeBrevo } from '../support/fake-brevo.js';
import { type SignerInbox, mailpitInbox } from '../support/inbox.js';
import { ok } from '../support/leasing.js';
import { pageClient } from '../support/pages.js';
import { PEER_ENV, peerPath } from '../support/peers.js';
import { drawings, grant, lastOtp, signableLease } from '../support/signature.js';
import { appWorker, quietTemporalRuntime } from '../support/temporal.js';
import { RecordingWorkflows } from '../support/workflows.js';

const eventually = eventuallyWithin(60_000);
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };

let chromium: ChromiumSession;
let env: TestWorkflowEnvironment;
let workflowBundle: WorkflowBundleWithSourceMap;
let app: TestApp;
let tenant: TestTenant;
let brevo: FakeBrevo;
let channels: ReturnType<typeof selectChannels>;
let delivery: DeliveryLoop;
let inbox: SignerInbox;
const taskQueue = `signing-page-${randomUUID()}`;
/** The service's clock follows the test server's. */
const clock = { offsetMs: 0, now: () => new Date(Date.now() + clock.offsetMs) };
const findings: AxeFinding[] = [];

beforeAll(async () => {
  // First: without chromium the file fails here, saying where it looked.
  chromium = await chromiumSession();
  quietTemporalRuntime();
  env = await TestWorkflowEnvironment.createTimeSkipping({
    server: {
      executable: {
        type: 'existing-path',
        path: peerPath(process.env[PEER_ENV.temporalTestServerPath], PEER_ENV.temporalTestServerPath),
      },
    },
  });
  workflowBundle = await bundleWorkflowCode({ workflowsPath: WORKFLOWS_PATH, logger: new DefaultLogger('WARN') });
  brevo = await startFakeBrevo();
  channels = selectChannels({
    smtpUrl: peerPath(process.env[PEER_ENV.mailpitSmtpUrl], PEER_ENV.mailpitSmtpUrl),
    embeddedMailpit: false,
    sms: { apiKey: brevo.apiKey, baseUrl: brevo.url },
  });
  inbox = mailpitInbox(brevo);
  app = await startTestApp({ engine: temporalTarget(env.client.workflow), taskQueue, clock, channels });
  tenant = await app.newTenant('Agence des Lilas');
  // The relay of the API process, over this file's tenant only (other files share the database).
  const logger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  delivery = startDeliveryLoop(app.services.messages, {
    intervalMs: 100,
    logger,
    scope: { tenantIds: [tenant.tenantId] },
  });
  clock.offsetMs = (await env.currentTimeMs()) - Date.now();
}, 180_000);

afterAll(async () => {
  await chromium?.close();
  await delivery?.stop();
  await app?.close();
  channels?.close();
  await brevo?.close();
  await env?.teardown();
});

/** Opens a page as a person follows a link: the status, then the axe-core check of what it shows. */
async function open(page: Page, url: string, status: number): Promise<void> {
  const response = await page.goto(url);
  expect(response?.status()).toBe(status);
  await settled(page);
}

/** Once the PDF viewer of the page's frame, which loads last, is done: axe-core on the page. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  findings.push(...(await axeViolations(page)));
}

/**
 * Reaches a control as a person does: with the keyboard (focus, then the key), or with the pointer
 * once it is on screen (the pointer's own scrolling can land beside it, on the PDF's frame).
 */
async function use(page: Page, control: Locator, how: 'keyboard' | 'pointer', key = 'Enter'): Promise<void> {
  if (how === 'keyboard') {
    await control.focus();
    await page.keyboard.press(key);
  } else {
    await control.scrollIntoViewIfNeeded();
    await control.click();
  }
}

/** Sends the page's form by its button; the page it answers with has this status (a 303 for 200). */
async function submit(page: Page, button: string, status: number, how: 'keyboard' | 'pointer'): Promise<void> {
  const answered = page.waitForResponse((r) => r.request().isNavigationRequest() && r.request().method() === 'POST');
  const landed = page.waitForEvent('framenavigated', { predicate: (frame) => frame === page.mainFrame() });
  await use(page, page.getByRole('button', { name: button }), how);
  // A refusal answers the form itself; a success redirects (303) to the page.
  expect((await answered).status()).toBe(status === 200 ? 303 : status);
  await landed;
  await settled(page);
}

/** A stroke across the signature pad, with the pointer. */
async function draw(page: Page): Promise<void> {
  const canvas = page.locator('canvas');
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) await page.mouse.move(box.x + 20 + i * 25, box.y + box.height / 2 + (i % 2 ? -25 : 25));
  await page.mouse.up();
  expect(await page.locator('input[name="signature_image"]').inputValue()).toMatch(/^data:image\/png;base64,/);
}

async function ownerSigns(context: BrowserContext, link: string, email: string): Promise<Page> {
  const page = await context.newPage();
  const seen = watch(page);
  await open(page, link, 200);
  expect(await page.locator('h1').textContent()).toBe('Signature électronique');
  expect(await page.locator('.lead').textContent()).toBe(
    'Agence des Lilas vous invite à signer le bail du logement « Appartement 12 ».',
  );
  // The keyboard all along: the e-mail chosen with an arrow, the name written as the signature,
  // the box ticked with the space bar, the buttons pressed with Enter.
  await use(page, page.getByLabel(/par SMS au/), 'keyboard', 'ArrowDown');
  expect(await page.getByLabel(/par e-mail à/).isChecked()).toBe(true);
  await submit(page, 'Recevoir mon code', 200, 'keyboard');
  const code = await eventuallyCode(() => inbox.lastCode(email));
  await page.getByLabel('Code reçu (6 chiffres)').fill(code);
  await use(page, page.getByRole('button', { name: 'Signer avec mon nom' }), 'keyboard');
  expect(await page.locator('input[name="signature_image"]').inputValue()).toMatch(/^data:image\/png;base64,/);
  await use(page, page.getByLabel(/J’ai lu le bail/), 'keyboard', 'Space');
  await submit(page, 'Signer le bail', 200, 'keyboard');
  expect(await page.locator('h1').textContent()).toBe('Votre signature est enregistrée');
  expect(seen).toEqual({ errors: [], referers: [] });
  return page;
}

async function tenantSigns(context: BrowserContext, link: string, phone: string): Promise<Page> {
  const page = await context.newPage();
  const seen = watch(page);
  await open(page, link, 200);
  // Made for the phone: nothing wider than the screen.
  expect(await fitsTheScreen(page)).toBe(true);
  await submit(page, 'Recevoir mon code', 200, 'pointer');
  const code = await eventuallyCode(() => inbox.lastCode(phone));
  const wrong = code === '999999' ? '999998' : '999999';
  for (const [otp, status, left] of [
    [wrong, 400, '4 essais'],
    [wrong, 400, '3 essais'],
    [wrong, 400, '2 essais'],
    [code, 200, null],
  ] as const) {
    await page.getByLabel('Code reçu (6 chiffres)').fill(otp);
    await draw(page);
    await use(page, page.getByLabel(/J’ai lu le bail/), 'pointer');
    await submit(page, 'Signer le bail', status, 'pointer');
    if (left) expect(await page.getByRole('alert').textContent()).toBe(`Code incorrect. Il vous reste ${left}.`);
  }
  expect(await page.locator('h1').textContent()).toBe('Votre signature est enregistrée');
  expect(seen).toEqual({ errors: [], referers: [] });
  return page;
}

async function eventuallyCode(read: () => Promise<string>): Promise<string> {
  let code = '';
  await eventually(async () => {
    code = await read();
  });
  return code;
}

describe('the hosted signing page in chromium', () => {
  it('two signers sign through their invitation links; the workflow finalises and the lease is ACTIVE', async () => {
    const worker = await appWorker(env, app, {
      taskQueue,
      clock,
      workflows: app.services.leasing.workflows,
      workflowBundle,
      publicBaseUrl: app.baseUrl,
    });
    await worker.runUntil(() =>
      chromium.run(async (browser) => {
        const lease = await signableLease(tenant.client, { owner: 'Moreau', tenant: 'Bernard' });
        await grant(app, tenant, 1);
        // Addresses of this test's own: Mailpit holds the whole run's mail.
        const run = randomUUID().slice(0, 8);
        const signers = lease.signers.map((s) => ({ ...s, email: s.email.replace('@', `.${run}@`) }));
        const body = { pdf_id: lease.pdfId, signers };
        const document = ok(
          await tenant.client.signatures.initiate({ params: { lease_id: lease.leaseId }, body }),
          201,
        );
        const [owner, lessee] = signers;
        const links: string[] = [];
        await eventually(async () => {
          links.splice(0, 2, await inbox.invitationLink(owner.email), await inbox.invitationLink(lessee.email));
        });
        expect(links[0]).toBe(`${app.baseUrl}/sign/${app.guestToken(document.signature_requests[0].id)}`);

        await ownerSigns(await browser.newContext({ viewport: { width: 1280, height: 900 } }), links[0], owner.email);
        const phone = await tenantSigns(await browser.newContext(PHONE), links[1], '+33755667788');

        await eventually(async () =>
          expect(ok(await tenant.client.signatures.status({ params: { lease_id: lease.leaseId } }), 200)).toMatchObject(
            {
              status: 'COMPLETED',
              lease_status: 'ACTIVE',
            },
          ),
        );
        expect(ok(await tenant.client.leases.get({ params: { id: lease.leaseId } }), 200).status).toBe('ACTIVE');
        for (const signer of signers)
          await eventually(async () =>
            expect(await inbox.signedLeaseAttachments(signer.email)).toEqual(['application/pdf']),
          );
        await open(phone, links[1], 200);
        expect(await phone.locator('h1').textContent()).toBe('Le bail est signé');
        const [download] = await Promise.all([
          phone.waitForEvent('download'),
          use(phone, phone.getByRole('link', { name: 'Télécharger le bail signé (PDF)' }), 'pointer'),
        ]);
        expect(download.suggestedFilename()).toBe('bail-signe.pdf');
        expect((await readFile((await download.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
      }),
    );
    expect(serious(findings)).toEqual([]);
  }, 360_000);

  it('gives an expired link, a locked request and an unknown link a clear page each', async () => {
    const later = { offsetMs: 0, now: () => new Date(Date.now() + later.offsetMs) };
    const quiet = await startTestApp({ workflows: new RecordingWorkflows(), clock: later });
    try {
      const other = await quiet.newTenant('Agence des Lilas');
      /** The tenant's request of a new signature. */
      const request = async () => {
        const lease = await signableLease(other.client);
        await grant(quiet, other, 1);
        const body = { pdf_id: lease.pdfId, signers: lease.signers };
        const document = ok(await other.client.signatures.initiate({ params: { lease_id: lease.leaseId }, body }), 201);
        return document.signature_requests[1];
      };
      await chromium.run(async (browser) => {
        const requests = [await request(), await request()];
        later.offsetMs = 0;
        const page = await (await browser.newContext(PHONE)).newPage();
        const seen = watch(page);

        // Locked: five wrong codes.
        const locked = `/sign/${quiet.guestToken(requests[0].id)}`;
        const pages = pageClient(quiet.baseUrl);
        await pages.post(`${locked}/code`, { channel: 'sms' });
        const code = await lastOtp(quiet, other.tenantId, requests[0].id);
        const drawing = drawings.dataUrl(drawings.png());
        for (let i = 0; i < 5; i++)
          await pages.post(`${locked}/sign`, {
            otp: code === '999999' ? '999998' : '999999',
            signature_image: drawing,
            consent: 'oui',
          });
        await open(page, `${quiet.baseUrl}${locked}`, 423);
        expect(await page.locator('h1').textContent()).toBe('Cette demande de signature est bloquée');

        later.offsetMs = 15 * 86_400_000;
        await open(page, `${quiet.baseUrl}/sign/${quiet.guestToken(requests[1].id)}`, 410);
        expect(await page.locator('h1').textContent()).toBe('Cette demande de signature a expiré');

        await open(page, `${quiet.baseUrl}/sign/${'A'.repeat(43)}`, 404);
        expect(await page.locator('h1').textContent()).toBe('Ce lien de signature n’est pas valable');
        expect(seen).toEqual({ errors: [], referers: [] });
      });
    } finally {
      await quiet.close();
    }
    expect(serious(findings)).toEqual([]);
  }, 240_000);
});
