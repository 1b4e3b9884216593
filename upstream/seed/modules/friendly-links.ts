import { execute } from '../../db/sql.ts';
import { NO_LOGO_ATTACHMENT_ID } from '../../files/attachment-store.ts';
import { drawLinkLogo } from '../render/link-logo.ts';
import type { SeedModule } from '../seed-module.ts';
import { links, linkTypes } from './friendly-links-data.ts';

/** Link types, links, and a PNG logo per link drawn now (never committed to the repo). */
export const friendlyLinksSeed: SeedModule = {
  name: 'friendly-links',
  run({ db, attachments }) {
    const accentOf = new Map<string, string>();
    linkTypes.forEach((type, index) => {
      execute(
        db,
        'INSERT INTO friendly_link_types (code, name_zh, name_en, sort) VALUES (?, ?, ?, ?)',
        type.code,
        type.zh,
        type.en,
        index + 1,
      );
      accentOf.set(type.code, type.accent);
    });

    links.forEach((link, index) => {
      const attachmentId = link.badge
        ? attachments.save({
            fileName: `${link.zh}.png`,
            mime: 'image/png',
            businessType: 'FRIENDLY_LINK',
            bytes: drawLinkLogo({ ...link.badge, accent: accentOf.get(link.typeCode) ?? '#1f5fa8' }),
          }).id
        : NO_LOGO_ATTACHMENT_ID;
      execute(
        db,
        `INSERT INTO friendly_links (type_code, company_name_zh, company_name_en, link, attachment_id, sort)
         VALUES (?, ?, ?, ?, ?, ?)`,
        link.typeCode,
        link.zh,
        link.en,
        link.link,
        attachmentId,
        index + 1,
      );
    });
  },
};
