/** A ZIP's entry names from its central directory, as unzip tools read it; `null` when unreadable (truncated, bent, ZIP64).
 * `bytes` may be the file's end only, from `offset` on: a directory that starts before them is unreadable. Client-safe. */
const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const END_SIZE = 22;
const ENTRY_SIZE = 46;

export function zipEntryNames(bytes: Uint8Array, offset = 0): string[] | null {
  if (bytes.byteLength < END_SIZE) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = -1;
  const lowest = Math.max(0, bytes.byteLength - END_SIZE - 0xffff);
  for (let at = bytes.byteLength - END_SIZE; at >= lowest; at -= 1) {
    if (view.getUint32(at, true) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const count = view.getUint16(end + 10, true);
  const directory = view.getUint32(end + 16, true);
  if (count === 0xffff || directory === 0xffffffff || directory < offset) return null;

  const decoder = new TextDecoder();
  const names: string[] = [];
  let at = directory - offset;
  for (let index = 0; index < count; index += 1) {
    if (at + ENTRY_SIZE > end || view.getUint32(at, true) !== DIRECTORY_ENTRY) return null;
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    if (at + ENTRY_SIZE + nameLength > end) return null;
    names.push(decoder.decode(bytes.subarray(at + ENTRY_SIZE, at + ENTRY_SIZE + nameLength)));
    at += ENTRY_SIZE + nameLength + extraLength + commentLength;
  }
  return names;
}
