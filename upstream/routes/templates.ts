import type { UpstreamApp, UpstreamDeps } from '../context.ts';
import { sendAttachment } from '../files/send-attachment.ts';
import { findTemplate } from '../files/template-store.ts';
import { notFound } from '../http/errors.ts';

export function registerTemplateRoutes(app: UpstreamApp, { db, attachments }: UpstreamDeps): void {
  // GET /p/template/download/{file} – a template by its file name (business.md 7), saved under
  // its own name (RFC 5987). Templates are public: visitors may download them too.
  app.get('/p/template/download/:file', (c) => {
    const record = findTemplate(db, attachments, c.req.param('file'));
    if (!record) throw notFound('Template not found');
    return sendAttachment(c, attachments, record, { disposition: 'attachment', cache: 'public' });
  });
}
