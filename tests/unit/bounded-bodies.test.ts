import { describe, expect, it } from 'vitest';
import { DomainError } from '@/lib/errors/domain-error';
import { isIncomingFile, readLimitedText, readMultipart } from '@/lib/bff/server/read-body';

/**
 * Request bodies are read within their endpoint's limit (lib/bff/server/read-body.ts): a declared length
 * over it is refused before a byte is pulled, and a body without one is pulled only until it
 * passes the limit. The bodies here are made as they are pulled, so a reader that kept going
 * would be seen pulling them.
 */
const MB = 1024 * 1024;

/** A body of `total` bytes made 64 KiB at a time, counting what the reader pulled. */
function lazyBody(total: number, first: Uint8Array = new Uint8Array(0)) {
  const pulled = { bytes: 0 };
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (pulled.bytes >= total) return controller.close();
        const chunk =
          pulled.bytes === 0 && first.byteLength
            ? first
            : new Uint8Array(Math.min(64 * 1024, total - pulled.bytes));
        pulled.bytes += chunk.byteLength;
        controller.enqueue(chunk);
      },
    },
    { highWaterMark: 0 },
  );
  return { body, pulled };
}

function requestWith(body: ReadableStream<Uint8Array>, headers: Record<string, string>): Request {
  return new Request('http://localhost/api/x', {
    method: 'POST',
    body,
    headers,
    duplex: 'half',
  } as RequestInit);
}

async function codeOf(promise: Promise<unknown>): Promise<string | undefined> {
  return promise.then(
    () => undefined,
    (error: unknown) => (error instanceof DomainError ? error.code : String(error)),
  );
}

describe('a JSON body', () => {
  it('is read whole when within its limit', async () => {
    const text = JSON.stringify({ company: '宝山钢铁', note: 'x'.repeat(1000) });
    expect(
      await readLimitedText(new Request('http://localhost/api/x', { method: 'POST', body: text }), 64 * 1024),
    ).toBe(text);
  });

  it('of 256 MB without a length is refused once it passes the limit, having pulled little more than the limit', async () => {
    const { body, pulled } = lazyBody(256 * MB);
    expect(await codeOf(readLimitedText(requestWith(body, {}), 64 * 1024))).toBe('BODY_TOO_LARGE');
    expect(pulled.bytes).toBeLessThan(256 * 1024);
  });

  it('whose Content-Length says more than the limit is refused before a byte is pulled', async () => {
    const { body, pulled } = lazyBody(256 * MB);
    expect(
      await codeOf(readLimitedText(requestWith(body, { 'content-length': String(256 * MB) }), 64 * 1024)),
    ).toBe('BODY_TOO_LARGE');
    expect(pulled.bytes).toBe(0);
  });
});

describe('a multipart body', () => {
  const boundary = 'xYzBoundary';
  const head = new TextEncoder().encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="businessType"\r\n\r\nLCA\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="报告.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`,
  );
  const type = { 'content-type': `multipart/form-data; boundary=${boundary}` };

  it('hands over the fields before the file and the file as a stream, not yet read', async () => {
    const { body, pulled } = lazyBody(8 * MB, head);
    const { fields } = await readMultipart(requestWith(body, type), 21 * MB);
    expect(fields.businessType).toBe('LCA');
    expect(isIncomingFile(fields.file)).toBe(true);
    expect(fields.file).toMatchObject({ name: '报告.pdf', type: 'application/pdf' });
    expect(pulled.bytes, 'the file part has only begun').toBeLessThan(MB);
  });

  it('fails the file’s stream with BODY_TOO_LARGE once the whole body passes its limit', async () => {
    const { body, pulled } = lazyBody(256 * MB, head);
    const { fields } = await readMultipart(requestWith(body, type), 2 * MB);
    const file = fields.file as { stream: AsyncIterable<Uint8Array> };
    const code = await codeOf(
      (async () => {
        for await (const chunk of file.stream) void chunk;
      })(),
    );
    expect(code).toBe('BODY_TOO_LARGE');
    expect(pulled.bytes).toBeLessThan(4 * MB);
  });

  it('whose Content-Length says more than the limit is refused before a byte is pulled', async () => {
    const { body, pulled } = lazyBody(64 * MB, head);
    expect(
      await codeOf(readMultipart(requestWith(body, { ...type, 'content-length': String(64 * MB) }), 21 * MB)),
    ).toBe('BODY_TOO_LARGE');
    expect(pulled.bytes).toBe(0);
  });

  it('drops the rest of a body refused half-way, up to its limit', async () => {
    const { body, pulled } = lazyBody(8 * MB, head);
    const { discardRest } = await readMultipart(requestWith(body, type), 21 * MB);
    expect(pulled.bytes).toBeLessThan(MB);
    discardRest();
    await expect.poll(() => pulled.bytes, { timeout: 5_000 }).toBe(8 * MB);
  });

  it('refuses a body that is not multipart, and a field that comes twice', async () => {
    expect(
      await codeOf(readMultipart(requestWith(lazyBody(10).body, { 'content-type': 'text/plain' }), MB)),
    ).toBe('UNSUPPORTED_MEDIA_TYPE');
    const twice = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--${boundary}\r\nContent-Disposition: form-data; name="a"\r\n\r\n2\r\n--${boundary}--\r\n`,
    );
    expect(await codeOf(readMultipart(requestWith(lazyBody(twice.byteLength, twice).body, type), MB))).toBe(
      'INVALID_INPUT',
    );
  });
});
