import {
  bullets,
  colours,
  CONTENT_WIDTH,
  createFlow,
  createSeedPdf,
  drawFooters,
  heading,
  MARGIN,
  PAGE_HEIGHT,
  paragraph,
  savePdf,
  table,
  wrap,
} from './pdf-layout.ts';
import type { Column } from './pdf-layout.ts';

export type DocumentBlock =
  | { kind: 'heading'; text: string; level?: 1 | 2 }
  | { kind: 'paragraph'; text: string; muted?: boolean }
  | { kind: 'bullets'; items: readonly string[] }
  | { kind: 'table'; columns: readonly Column[]; rows: readonly (readonly string[])[] };

/** A titled document (PCR, notice attachment, GPI, resource file); plain data for the PDF worker. */
export type DocumentInput = {
  title: string;
  subtitle?: string;
  /** Shown in the running header and footer, e.g. "PCR-CN-2024-001". */
  reference: string;
  /** Who issues it, under the title. */
  issuer: string;
  date: string;
  language: 'zh-CN' | 'en';
  accent: 'steel' | 'green';
  blocks: readonly DocumentBlock[];
  keywords?: readonly string[];
};

export async function renderDocument(input: DocumentInput): Promise<Uint8Array> {
  const { doc, fonts } = await createSeedPdf({
    title: input.subtitle ? `${input.title} — ${input.subtitle}` : input.title,
    subject: input.reference,
    author: input.issuer,
    keywords: [input.reference, ...(input.keywords ?? [])],
    language: input.language,
  });
  const platform =
    input.language === 'en'
      ? 'Low-Carbon Steel EPD Platform · 低碳钢环境产品声明（EPD）平台'
      : '低碳钢环境产品声明（EPD）平台 · Low-Carbon Steel EPD Platform';
  const flow = createFlow(doc, fonts, `${platform} · ${input.reference}`);

  // Title band on the first page.
  const titleSize = 20;
  const titleLines = wrap(fonts.bold, input.title, titleSize, CONTENT_WIDTH - 40);
  const subtitleLines = input.subtitle ? wrap(fonts.regular, input.subtitle, 11, CONTENT_WIDTH - 40) : [];
  const bandHeight = 40 + titleLines.length * titleSize * 1.3 + subtitleLines.length * 16 + 18;
  const bandTop = PAGE_HEIGHT - 56;
  flow.page.drawRectangle({
    x: MARGIN,
    y: bandTop - bandHeight,
    width: CONTENT_WIDTH,
    height: bandHeight,
    color: input.accent === 'green' ? colours.green : colours.steel,
  });
  let y = bandTop - 22;
  for (const line of titleLines) {
    y -= titleSize * 1.1;
    flow.page.drawText(line, { x: MARGIN + 20, y, size: titleSize, font: fonts.bold, color: colours.white });
    y -= titleSize * 0.2;
  }
  for (const line of subtitleLines) {
    y -= 16;
    flow.page.drawText(line, { x: MARGIN + 20, y, size: 11, font: fonts.regular, color: colours.white });
  }
  flow.y = bandTop - bandHeight - 10;
  paragraph(flow, `${input.issuer} · ${input.date} · ${input.reference}`, { size: 9, color: colours.muted });

  for (const block of input.blocks) {
    if (block.kind === 'heading') heading(flow, block.text, block.level ?? 1);
    else if (block.kind === 'paragraph') {
      paragraph(flow, block.text, block.muted ? { size: 8.5, color: colours.muted } : {});
    } else if (block.kind === 'bullets') bullets(flow, block.items);
    else table(flow, block.columns, block.rows);
  }

  drawFooters(doc, fonts, `${input.reference} · ${input.issuer}`);
  return savePdf(doc);
}
