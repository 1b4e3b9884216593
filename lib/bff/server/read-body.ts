import 'server-only';
import { Readable, Transform } from 'node:stream';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import { Busboy, type BusboyFileStream } from '@fastify/busboy';
import { DomainError } from '@/lib/errors/domain-error';

/** Bodies are read within their endpoint's limit: a `Content-Length` over it is refused before a byte is read. */
export function refuseDeclaredLength(headers: Headers, limit: number): void {
  const declared = Number(headers.get('content-length') ?? '0');
  if (!Number.isFinite(declared) || declared > limit) throw new DomainError('BODY_TOO_LARGE');
}

/** The body as text, read chunk by chunk; past `limit` bytes the reading stops (413). */
export async function readLimitedText(req: Request, limit: number): Promise<string> {
  refuseDeclaredLength(req.headers, limit);
  if (!req.body) return '';
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      reader.cancel().catch(() => {});
      throw new DomainError('BODY_TOO_LARGE');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export type IncomingFile = { name: string; type: string; stream: Readable };

export function isIncomingFile(value: unknown): value is IncomingFile {
  return (
    !!value &&
    typeof value === 'object' &&
    'stream' in value &&
    value.stream instanceof Readable &&
    'name' in value
  );
}

/** Text fields of an upload form are short (a business type): anything longer is not ours. */
const FIELD_LIMITS = { fields: 8, fieldSize: 1024, fieldNameSize: 64, files: 1, parts: 9, headerPairs: 8 };

/** A multipart body parsed as it streams: the fields before the file, then the file as a stream; past `limit`, BODY_TOO_LARGE.
 * `discardRest` drains the body: a browser shows an answer only once it has sent its whole request. */
export async function readMultipart(
  req: Request,
  limit: number,
): Promise<{ fields: Record<string, unknown>; discardRest: () => void }> {
  refuseDeclaredLength(req.headers, limit);
  const contentType = req.headers.get('content-type') ?? '';
  return new Promise((resolve, reject) => {
    const fields: Record<string, unknown> = {};
    let settled = false;
    const discardRest = () => {
      counted.unpipe(parser);
      counted.resume();
    };
    const settle = (outcome: () => void) => {
      if (!settled) {
        settled = true;
        outcome();
      }
    };
    let parser: InstanceType<typeof Busboy>;
    try {
      parser = new Busboy({ headers: { 'content-type': contentType }, limits: FIELD_LIMITS });
    } catch {
      reject(new DomainError('UNSUPPORTED_MEDIA_TYPE'));
      return;
    }
    const source = req.body ? Readable.fromWeb(req.body as NodeWebStream<Uint8Array>) : Readable.from([]);
    const counted = source.pipe(byteCounter(limit));
    const fail = (error: unknown) => {
      const refusal = error instanceof DomainError ? error : new DomainError('INVALID_INPUT');
      settle(() => reject(refusal));
      source.destroy();
      counted.destroy(refusal);
    };
    counted.on('error', fail);
    parser.on('error', fail);
    parser.on('field', (name, value, nameTruncated, valueTruncated) => {
      if (nameTruncated || valueTruncated || Object.hasOwn(fields, name))
        return fail(new DomainError('INVALID_INPUT'));
      fields[name] = value;
    });
    parser.on('file', (name, stream: BusboyFileStream, fileName, _encoding, mimeType) => {
      // A file's bytes that are read later fail with the body's own refusal (its size, its end).
      counted.on('error', (error) => stream.destroy(error));
      settle(() =>
        resolve({
          fields: { ...fields, [name]: { name: fileName, type: mimeType, stream } satisfies IncomingFile },
          discardRest,
        }),
      );
    });
    parser.on('partsLimit', () => fail(new DomainError('INVALID_INPUT')));
    parser.on('filesLimit', () => fail(new DomainError('INVALID_INPUT')));
    parser.on('fieldsLimit', () => fail(new DomainError('INVALID_INPUT')));
    parser.on('finish', () => settle(() => resolve({ fields, discardRest })));
    counted.pipe(parser);
  });
}

function byteCounter(limit: number): Transform {
  let size = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.byteLength;
      done(size > limit ? new DomainError('BODY_TOO_LARGE') : null, chunk);
    },
  });
}
