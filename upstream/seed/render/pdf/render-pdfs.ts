import { MessageChannel, receiveMessageOnPort, Worker } from 'node:worker_threads';
import type { MessagePort } from 'node:worker_threads';
import { readRendered, renderCacheKey, writeRendered } from '../render-cache.ts';
import type { PdfJob } from './pdf-jobs.ts';
import type { PdfReply, PdfRequest } from './pdf-worker.ts';

export type { PdfJob } from './pdf-jobs.ts';

const ANSWER_TIMEOUT_MS = 120_000;
// The worker (and the 20 MB of fonts it holds) goes away this long after its last job.
const IDLE_MS = 2_000;

type PdfThread = { worker: Worker; port: MessagePort; idleTimer?: NodeJS.Timeout };

let thread: PdfThread | undefined;

/**
 * Draws PDFs (or takes them from the render cache) and waits for them: seed modules are synchronous (they run inside a
 * database transaction), while pdf-lib only offers promises. The drawing runs on a
 * worker thread and this thread blocks on Atomics.wait until the bytes are back,
 * which is fine at start-up, before the server listens. Never call it from a handler.
 */
export function renderPdfsSync(jobs: readonly PdfJob[]): Uint8Array[] {
  const keys = jobs.map((job) => renderCacheKey('pdf', job));
  const results = keys.map(readRendered);
  const missing = jobs.flatMap((job, index) => (results[index] ? [] : [{ job, index }]));
  if (missing.length > 0) {
    const drawn = drawInWorker(missing.map((entry) => entry.job));
    missing.forEach((entry, position) => {
      const bytes = drawn[position];
      if (!bytes) throw new Error('The PDF worker returned fewer files than asked for');
      results[entry.index] = bytes;
      writeRendered(keys[entry.index] ?? '', bytes);
    });
  }
  return results.map((bytes) => {
    if (!bytes) throw new Error('A seed PDF is missing');
    return bytes;
  });
}

/**
 * The same files (and the same cache) for a request handler (the back office's quotes, contracts
 * and certificates under /__dev/): drawn on this thread, awaiting pdf-lib's promises instead of
 * blocking on the worker with Atomics.wait as renderPdfsSync does.
 */
export async function renderPdfs(jobs: readonly PdfJob[]): Promise<Uint8Array[]> {
  const { renderPdfJob } = await import('./pdf-jobs.ts');
  const results: Uint8Array[] = [];
  for (const job of jobs) {
    const key = renderCacheKey('pdf', job);
    let bytes = readRendered(key);
    if (!bytes) {
      bytes = await renderPdfJob(job);
      writeRendered(key, bytes);
    }
    results.push(bytes);
  }
  return results;
}

function drawInWorker(jobs: readonly PdfJob[]): Uint8Array[] {
  const current = startThread();
  clearTimeout(current.idleTimer);

  const signal = new Int32Array(new SharedArrayBuffer(4));
  const request: PdfRequest = { signal, jobs };
  current.port.postMessage(request);
  const outcome = Atomics.wait(signal, 0, 0, ANSWER_TIMEOUT_MS);
  const message = receiveMessageOnPort(current.port);

  current.idleTimer = setTimeout(stopThread, IDLE_MS);
  current.idleTimer.unref();
  if (outcome === 'timed-out' || !message) {
    stopThread();
    throw new Error(`The PDF worker did not answer within ${ANSWER_TIMEOUT_MS / 1000} s`);
  }
  const reply = message.message as PdfReply;
  if ('error' in reply) throw new Error(`Drawing a seed PDF failed: ${reply.error}`);
  return reply.results;
}

function startThread(): PdfThread {
  if (thread) return thread;
  const { port1, port2 } = new MessageChannel();
  const worker = new Worker(new URL('./pdf-worker.ts', import.meta.url), {
    workerData: { port: port2 },
    transferList: [port2],
  });
  // A crash inside the worker surfaces as the timeout above; say why on stderr.
  worker.on('error', (error) => {
    process.stderr.write(`PDF worker failed: ${error.stack ?? error.message}\n`);
  });
  worker.unref();
  port1.unref();
  thread = { worker, port: port1 };
  return thread;
}

function stopThread(): void {
  if (!thread) return;
  const { worker, port } = thread;
  thread = undefined;
  port.close();
  void worker.terminate();
}
