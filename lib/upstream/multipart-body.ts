import '@/lib/security/server-module';
import { randomBytes } from 'node:crypto';

export type OutgoingFile = { field: string; name: string; type: string; chunks: AsyncIterable<Uint8Array> };

/** A multipart/form-data body (RFC 7578) streaming the file's bytes; names escaped as browsers and undici's FormData do. */
export function multipartBody(
  fields: Record<string, string>,
  file: OutgoingFile,
): { contentType: string; body: AsyncIterable<Uint8Array> } {
  const boundary = `----portal-${randomBytes(16).toString('hex')}`;
  const escape = (text: string) => text.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  const encoder = new TextEncoder();
  async function* body(): AsyncIterable<Uint8Array> {
    for (const [name, value] of Object.entries(fields)) {
      yield encoder.encode(
        `--${boundary}\r\nContent-Disposition: form-data; name="${escape(name)}"\r\n\r\n${value}\r\n`,
      );
    }
    yield encoder.encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="${escape(file.field)}"; filename="${escape(file.name)}"\r\n` +
        `Content-Type: ${file.type}\r\n\r\n`,
    );
    yield* file.chunks;
    yield encoder.encode(`\r\n--${boundary}--\r\n`);
  }
  return { contentType: `multipart/form-data; boundary=${boundary}`, body: body() };
}
