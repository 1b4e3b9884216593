import { BffError } from '@/lib/bff/bff-error';
import { withBff } from '@/lib/bff/with-bff';
import { receiveUpload } from '@/lib/uploads/receive-upload';
import { isUploadKind } from '@/lib/uploads/upload-policy';

// POST /api/uploads/{kind} – checks a file (size, extension, first bytes) and uploads it to the platform.
export const POST = withBff<{ kind: string }>(async ({ req, params, session, locale }) => {
  if (!isUploadKind(params.kind)) throw new BffError(404, 'UNKNOWN_OPERATION');
  return { data: await receiveUpload(req, params.kind, session, locale) };
});
