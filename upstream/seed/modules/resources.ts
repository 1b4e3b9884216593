import { execute } from '../../db/sql.ts';
import { drawCover } from '../render/cover-image.ts';
import { renderPdfsSync } from '../render/pdf/render-pdfs.ts';
import type { PdfJob } from '../render/pdf/render-pdfs.ts';
import type { SeedModule } from '../seed-module.ts';
import { resources } from './resources-data.ts';

export const TYPE_LABELS: Record<number, { zh: string; en: string }> = {
  255: { zh: '技术指标与标准', en: 'Technical indicators and standards' },
  256: { zh: '文献资料', en: 'Literature' },
  257: { zh: '报告模板', en: 'Report templates' },
};

/** Resources of the three RESOURCE_TYPE tabs: a cover PNG and a Chinese (and maybe English) PDF each. */
export const resourcesSeed: SeedModule = {
  name: 'resources',
  run({ db, attachments }) {
    const jobs: PdfJob[] = resources.flatMap((item) => {
      const base = { reference: item.reference, date: '2026-09-01', accent: 'green' as const };
      const zh: PdfJob = {
        kind: 'document',
        input: {
          ...base,
          title: item.zh.name,
          issuer: '低碳钢 EPD 平台资源中心',
          language: 'zh-CN',
          blocks: [...item.zh.blocks, { kind: 'paragraph', text: '本文件为平台演示数据。', muted: true }],
        },
      };
      if (!item.en) return [zh];
      const en: PdfJob = {
        kind: 'document',
        input: {
          ...base,
          title: item.en.name,
          issuer: 'Low-Carbon Steel EPD Platform resource centre',
          language: 'en',
          blocks: [
            ...item.en.blocks,
            { kind: 'paragraph', text: 'Demo document of the platform.', muted: true },
          ],
        },
      };
      return [zh, en];
    });
    const pdfs = renderPdfsSync(jobs);
    let next = 0;
    const nextPdf = (): Uint8Array => {
      const bytes = pdfs[next++];
      if (!bytes) throw new Error('The PDF worker returned fewer files than asked for');
      return bytes;
    };

    resources.forEach((item, index) => {
      const label = TYPE_LABELS[item.type] ?? { zh: '资源', en: 'Resource' };
      const image = attachments.save({
        fileName: `${item.zh.name}.png`,
        mime: 'image/png',
        businessType: 'RESOURCE',
        bytes: drawCover({
          title: item.zh.name,
          kicker: `${label.zh} · ${label.en}`,
          footer: item.reference,
          accent: item.accent,
          width: 480,
          height: 300,
        }),
      });
      const cn = attachments.save({
        fileName: `${item.zh.name}.pdf`,
        mime: 'application/pdf',
        businessType: 'RESOURCE',
        bytes: nextPdf(),
      });
      const en = item.en
        ? attachments.save({
            fileName: `${item.en.name}.pdf`,
            mime: 'application/pdf',
            businessType: 'RESOURCE',
            bytes: nextPdf(),
          })
        : null;
      const english = item.en ?? item.enListing ?? { name: item.zh.name, introduce: item.zh.introduce };
      execute(
        db,
        `INSERT INTO resources (type_id, name_zh, name_en, introduce_zh, introduce_en, image_id, cn_file_id,
                                en_file_id, sort)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        item.type,
        item.zh.name,
        english.name,
        item.zh.introduce,
        english.introduce,
        image.id,
        cn.id,
        en?.id ?? null,
        index + 1,
      );
    });
  },
};
