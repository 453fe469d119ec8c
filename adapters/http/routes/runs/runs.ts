// /runs: batch runs (core/runs/runs.ts), their progress, cancellation and the ZIP of their PDFs.
import { PassThrough, Readable } from 'node:stream';
import { initServer } from '@ts-rest/express';
import type { Response } from 'express';
import { contract } from '../../../../contract/index.js';
import type { FileStore } from '../../../../core/ports/file-store.js';
import type { Store } from '../../../../core/ports/store.js';
import type { RunDocument, BatchRun } from '../../../../core/runs/batch-run.js';
import type { RunsDeps } from '../../../../core/runs/deps.js';
import { RUN_ITEM_HANDLERS } from '../../../../core/runs/kinds/index.js';
import { progressOf } from '../../../../core/runs/run-rules.js';
import { runUseCases } from '../../../../core/runs/runs.js';
import { type HasContext, storeOf } from '../../context.js';
import { paged, wire } from '../../wire.js';

const s = initServer();

async function detail(store: Store, deps: Pick<RunsDeps, 'workflows'>, run: BatchRun) {
  const failures = await runUseCases(store, deps).failures(run.id);
  return {
    ...wire(run),
    progress: progressOf(run),
    failures: failures.map((f) => ({
      ...wire(f),
      lease_id: RUN_ITEM_HANDLERS[run.kind].subjects.leases ? f.subject_id : null,
    })),
    documents_url: `/api/runs/${run.id}/documents.zip`,
  };
}

/** Entry names made unique within the archive (two leases without a reference may clash). */
function entryName(used: Set<string>, name: string): string {
  let candidate = name;
  for (let n = 2; used.has(candidate); n += 1) candidate = name.replace(/(\.pdf)?$/, `-${n}$1`);
  used.add(candidate);
  return candidate;
}

/** The ZIP of the documents, streamed: each PDF read from the FileStore as the archive asks for more. */
async function zipOf(res: Response, files: FileStore, runId: string, documents: RunDocument[]): Promise<PassThrough> {
  // archiver (3 MB of heap) is loaded at the first archive asked for, not by every API process.
  const { ZipArchive } = await import('archiver');
  const archive = new ZipArchive({ zlib: { level: 6 } });
  // archiver's streams are readable-stream's: handed through a Node stream, which ts-rest pipes.
  const out = new PassThrough();
  archive.on('error', (error) => out.destroy(error));
  archive.pipe(out);
  res.setHeader('Content-Type', 'application/zip');
  res.setHeader('Content-Disposition', `attachment; filename="run-${runId}.zip"`);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.once('close', () => archive.abort());
  void (async () => {
    const used = new Set<string>();
    for (const document of documents) {
      const file = await files.open(document.storage_key);
      if (!file) continue;
      // One file open at a time: the next is opened once the archive has taken this one in.
      const taken = new Promise((resolve) => archive.once('entry', resolve));
      archive.append(Readable.from(file.body), { name: entryName(used, document.file_name) });
      await taken;
    }
    await archive.finalize();
  })().catch((error: unknown) => out.destroy(error as Error));
  return out;
}

export function runsRouter(deps: RunsDeps) {
  const runs = (req: HasContext) => runUseCases(storeOf(req), deps);
  return s.router(contract.runs, {
    start: async ({ body, req }) => {
      const run = await runs(req).start(body);
      return { status: 201, body: await detail(storeOf(req), deps, run) };
    },
    list: async ({ query, req }) => ({ status: 200, body: paged(await runs(req).list(query)) }),
    get: async ({ params, req }) => ({
      status: 200,
      body: await detail(storeOf(req), deps, await runs(req).get(params.id)),
    }),
    cancel: async ({ params, req }) => {
      const run = await runs(req).cancel(params.id, deps.clock.now());
      return { status: 200, body: await detail(storeOf(req), deps, run) };
    },
    documents: async ({ params, req, res }) => {
      const { documents } = await runs(req).documents(params.id);
      return { status: 200, body: await zipOf(res, deps.files, params.id, documents) };
    },
  });
}
