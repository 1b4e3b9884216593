// The thread behind render-pdfs.ts: draws the PDFs it is sent, posts the bytes
// back on its port, then wakes the waiting seed thread through the shared signal.
import type { MessagePort } from 'node:worker_threads';
import { workerData } from 'node:worker_threads';
import type { PdfJob } from './pdf-jobs.ts';

export type PdfRequest = { signal: Int32Array; jobs: readonly PdfJob[] };
export type PdfReply = { results: Uint8Array[] } | { error: string };

const { port } = workerData as { port: MessagePort };

port.on('message', async ({ signal, jobs }: PdfRequest) => {
  let reply: PdfReply;
  try {
    // Imported here, so a module that fails to load is reported instead of hanging the seed.
    const { renderPdfJob } = await import('./pdf-jobs.ts');
    const results: Uint8Array[] = [];
    for (const job of jobs) results.push(await renderPdfJob(job));
    reply = { results };
  } catch (error) {
    reply = { error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  port.postMessage(reply);
  Atomics.store(signal, 0, 1);
  Atomics.notify(signal, 0);
});
