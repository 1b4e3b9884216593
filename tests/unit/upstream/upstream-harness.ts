import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startUpstream } from '../../../upstream/app.ts';

export type Language = 'zh-CN' | 'en';

export type Envelope<T = unknown> = { code: number; data: T; message: string };

export type TestUpstream = {
  url: string;
  dbPath: string;
  filesDir: string;
  get(path: string, options?: { language?: Language; token?: string }): Promise<Response>;
  post(path: string, body: unknown, options?: { language?: Language; token?: string }): Promise<Response>;
  getJson<T>(path: string, options?: { language?: Language; token?: string }): Promise<Envelope<T>>;
  postJson<T>(
    path: string,
    body: unknown,
    options?: { language?: Language; token?: string },
  ): Promise<Envelope<T>>;
  close(): Promise<void>;
};

/** A fresh temporary directory for one test file's database and files. */
export function makeTempDir(): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'upstream-test-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Starts the reference upstream in-process on a free port, on the database under `dir`. */
export async function startTestUpstream(
  dir: string,
  options: {
    devOps?: boolean;
    /** The upstream's clock (epoch ms); a test moves it forward to age codes and tokens. */
    now?: () => number;
  } = {},
): Promise<TestUpstream> {
  const dbPath = join(dir, 'upstream.sqlite');
  const filesDir = join(dir, 'files');
  const running = await startUpstream({
    port: 0,
    dbPath,
    filesDir,
    devOps: options.devOps ?? true,
    log: false,
    ...(options.now ? { now: options.now } : {}),
  });

  const get: TestUpstream['get'] = (path, { language = 'zh-CN', token } = {}) =>
    fetch(`${running.url}${path}`, {
      headers: { 'Accept-Language': language, ...(token ? { Authorization: token } : {}) },
    });
  const post: TestUpstream['post'] = (path, body, { language = 'zh-CN', token } = {}) =>
    fetch(`${running.url}${path}`, {
      method: 'POST',
      headers: {
        'Accept-Language': language,
        'Content-Type': 'application/json',
        ...(token ? { Authorization: token } : {}),
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  return {
    url: running.url,
    dbPath,
    filesDir,
    get,
    post,
    getJson: async <T>(path: string, options?: { language?: Language; token?: string }) =>
      (await (await get(path, options)).json()) as Envelope<T>,
    postJson: async <T>(path: string, body: unknown, options?: { language?: Language; token?: string }) =>
      (await (await post(path, body, options)).json()) as Envelope<T>,
    close: running.close,
  };
}
