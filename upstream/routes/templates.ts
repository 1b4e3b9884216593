import type { UpstreamApp, UpstreamDeps } from '../context.ts';
import { sendAttachment } from '../files/send-attachment.ts';
import { findTemplate } from '../files/template-store.ts';
import { notFound } from '../http/errors.ts';
import { requestLanguage } from '../http/language.ts';
import { findApplicationTemplateAttachment } from './application-catalogue.ts';

export function registerTemplateRoutes(app: UpstreamApp, { db, attachments }: UpstreamDeps): void {
  // GET /p/template/download/{file} – a template (business.md 7): an EPD application template by
  // its code in the request's language or its listed file name, or a low-carbon steel template by
  // its file name; saved under its own name (RFC 5987). Templates are public: visitors may download them.
  app.get('/p/template/download/:file', (c) => {
    const file = c.req.param('file').trim();
    const record =
      findApplicationTemplateAttachment(db, attachments, file, requestLanguage(c)) ??
      findTemplate(db, attachments, file);
    if (!record) throw notFound('Template not found');
    return sendAttachment(c, attachments, record, { disposition: 'attachment', cache: 'public' });
  });
}
