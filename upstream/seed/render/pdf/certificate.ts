import type { PDFPage, RGB } from 'pdf-lib';
import { rgb } from 'pdf-lib';
import QRCode from 'qrcode';
import {
  colours,
  createSeedPdf,
  fit,
  PAGE_HEIGHT,
  PAGE_WIDTH,
  savePdf,
  textWidth,
  wrap,
} from './pdf-layout.ts';
import type { PdfFonts } from './pdf-layout.ts';

/** The registration certificate of a published EPD or CFP; plain data, so it can cross to the PDF worker. */
export type CertificateInput = {
  productType: 'EPD' | 'CFP';
  registrationNumber: string;
  productNameZh: string;
  productNameEn: string | null;
  companyNameZh: string;
  companyNameEn: string;
  companyCode: string;
  pcrNumber: string;
  pcrNameZh: string;
  pcrNameEn: string;
  technologyZh: string;
  technologyEn: string;
  /** A1–A3, kg CO2-eq per tonne. */
  gwp100: number;
  effectiveDate: string;
  expirationDate: string;
  dataTxHash: string;
  dataBlockTime: string;
  reportTxHash: string;
  reportBlockTime: string;
  /** What the QR code on the certificate opens: the product page. */
  productPageUrl: string;
};

const PLATFORM_ZH = '低碳钢环境产品声明（EPD）平台';
const PLATFORM_EN = 'Low-Carbon Steel EPD Platform';
const OPERATOR_ZH = '钢铁低碳声明服务（上海）有限公司';
const OPERATOR_EN = 'Steel Low-Carbon Declaration Services (Shanghai) Co., Ltd.';
const SEAL_RED = rgb(0.78, 0.13, 0.13);
const GOLD = rgb(0.72, 0.57, 0.24);

/** One A4 page: a framed, bilingual certificate with the figures, the chain proof and a QR code. */
export async function renderCertificate(input: CertificateInput): Promise<Uint8Array> {
  const isEpd = input.productType === 'EPD';
  const titleZh = isEpd ? '环境产品声明注册证书' : '产品碳足迹声明注册证书';
  const titleEn = isEpd
    ? 'EPD Registration Certificate'
    : 'Carbon Footprint Declaration Registration Certificate';
  const { doc, fonts } = await createSeedPdf({
    title: `${input.registrationNumber} ${titleZh} / ${titleEn}`,
    subject: `${input.companyNameZh} ${input.productNameZh}`,
    author: `${PLATFORM_ZH} / ${PLATFORM_EN}`,
    keywords: [input.registrationNumber, input.pcrNumber, 'certificate', '证书'],
    language: 'zh-CN',
  });
  const page = doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
  const accent = isEpd ? colours.steel : colours.green;
  drawFrame(page, accent);

  const centre = PAGE_WIDTH / 2;
  let y = PAGE_HEIGHT - 92;
  centred(page, fonts.regular, `${PLATFORM_ZH} · ${PLATFORM_EN}`, 9, centre, y, colours.muted);
  y -= 44;
  centred(page, fonts.bold, titleZh, 28, centre, y, accent);
  y -= 26;
  centred(page, fonts.regular, titleEn, 13, centre, y, accent);
  y -= 26;
  centred(
    page,
    fonts.bold,
    `证书编号 Certificate No. ${input.registrationNumber}`,
    11,
    centre,
    y,
    colours.ink,
  );

  y -= 34;
  const textWidthLimit = PAGE_WIDTH - 150;
  y = centredLines(
    page,
    fonts.regular,
    '兹证明 This is to certify that',
    10,
    centre,
    y,
    colours.muted,
    textWidthLimit,
  );
  y = centredLines(page, fonts.bold, input.companyNameZh, 16, centre, y - 4, colours.ink, textWidthLimit);
  y = centredLines(
    page,
    fonts.regular,
    `${input.companyNameEn} (USCC ${input.companyCode})`,
    10,
    centre,
    y,
    colours.ink,
    textWidthLimit,
  );
  y = centredLines(
    page,
    fonts.regular,
    isEpd
      ? '的下列产品已按 ISO 14025 与 EN 15804+A2 完成环境产品声明的独立验证并在本平台注册发布：\nhas had the environmental product declaration of the following product independently verified to ISO 14025 and EN 15804+A2 and registered on this platform:'
      : '的下列产品已按 ISO 14067 完成碳足迹声明的独立验证并在本平台注册发布：\nhas had the carbon footprint declaration of the following product independently verified to ISO 14067 and registered on this platform:',
    9,
    centre,
    y - 8,
    colours.muted,
    textWidthLimit,
  );
  y = centredLines(page, fonts.bold, input.productNameZh, 18, centre, y - 10, accent, textWidthLimit);
  if (input.productNameEn) {
    y = centredLines(page, fonts.regular, input.productNameEn, 11, centre, y, accent, textWidthLimit);
  }

  y -= 16;
  const rows: [string, string][] = [
    ['产品类别规则 PCR', `${input.pcrNumber} ${input.pcrNameZh} / ${input.pcrNameEn}`],
    ['工艺路线 Production route', `${input.technologyZh} / ${input.technologyEn}`],
    ['全球变暖潜势 GWP100 (A1–A3)', `${formatGwp(input.gwp100)} kg CO2 eq. / t`],
    ['声明单位 Declared unit', '1 吨出厂产品 · 1 tonne of product at the factory gate'],
    ['有效期 Validity', `${input.effectiveDate} 至 to ${input.expirationDate}`],
  ];
  y = drawKeyValues(page, fonts, rows, 90, y, PAGE_WIDTH - 180, accent);

  // The chain proof, in a tinted box.
  y -= 14;
  const proofLines = [
    `数据存证 Data anchored ${input.dataBlockTime}`,
    `Tx ${input.dataTxHash}`,
    `报告存证 Report anchored ${input.reportBlockTime}`,
    `Tx ${input.reportTxHash}`,
  ];
  const boxHeight = 18 + proofLines.length * 13;
  page.drawRectangle({
    x: 90,
    y: y - boxHeight,
    width: PAGE_WIDTH - 180,
    height: boxHeight,
    color: isEpd ? colours.steelLight : colours.greenLight,
  });
  page.drawText('区块链存证 Blockchain proof', {
    x: 98,
    y: y - 13,
    size: 8.5,
    font: fonts.bold,
    color: accent,
  });
  proofLines.forEach((line, index) => {
    page.drawText(fit(fonts.regular, line, 7.5, PAGE_WIDTH - 196), {
      x: 98,
      y: y - 26 - index * 13,
      size: 7.5,
      font: fonts.regular,
      color: colours.ink,
    });
  });

  drawQr(page, fonts, input.productPageUrl, 90, 92);
  drawSeal(page, fonts, PAGE_WIDTH - 118, 160);
  page.drawText(`签发 Issued by ${OPERATOR_ZH}`, {
    x: 200,
    y: 118,
    size: 8,
    font: fonts.regular,
    color: colours.ink,
  });
  page.drawText(OPERATOR_EN, { x: 200, y: 106, size: 8, font: fonts.regular, color: colours.ink });
  page.drawText(`签发日期 Date of issue ${input.effectiveDate}`, {
    x: 200,
    y: 94,
    size: 8,
    font: fonts.regular,
    color: colours.ink,
  });
  return savePdf(doc);
}

function drawFrame(page: PDFPage, accent: RGB): void {
  page.drawRectangle({
    x: 24,
    y: 24,
    width: PAGE_WIDTH - 48,
    height: PAGE_HEIGHT - 48,
    borderColor: accent,
    borderWidth: 3,
  });
  page.drawRectangle({
    x: 32,
    y: 32,
    width: PAGE_WIDTH - 64,
    height: PAGE_HEIGHT - 64,
    borderColor: GOLD,
    borderWidth: 0.8,
  });
}

function centred(
  page: PDFPage,
  font: PdfFonts['regular'],
  text: string,
  size: number,
  centre: number,
  y: number,
  color: RGB,
): void {
  page.drawText(text, { x: centre - textWidth(font, text, size) / 2, y, size, font, color });
}

// Wrapped, centred lines starting at y; answers the y below them.
function centredLines(
  page: PDFPage,
  font: PdfFonts['regular'],
  text: string,
  size: number,
  centre: number,
  y: number,
  color: RGB,
  width: number,
): number {
  let cursor = y;
  for (const line of wrap(font, text, size, width)) {
    cursor -= size * 1.45;
    centred(page, font, line, size, centre, cursor, color);
  }
  return cursor - 2;
}

function drawKeyValues(
  page: PDFPage,
  fonts: PdfFonts,
  rows: readonly [string, string][],
  x: number,
  top: number,
  width: number,
  accent: RGB,
): number {
  const keyWidth = 150;
  let y = top;
  page.drawLine({ start: { x, y }, end: { x: x + width, y }, thickness: 0.8, color: accent });
  for (const [key, value] of rows) {
    const lines = wrap(fonts.regular, value, 8.5, width - keyWidth - 10);
    const height = Math.max(1, lines.length) * 12 + 8;
    page.drawText(key, { x: x + 4, y: y - 14, size: 8.5, font: fonts.bold, color: colours.ink });
    lines.forEach((line, index) => {
      page.drawText(line, {
        x: x + keyWidth,
        y: y - 14 - index * 12,
        size: 8.5,
        font: fonts.regular,
        color: colours.ink,
      });
    });
    y -= height;
    page.drawLine({ start: { x, y }, end: { x: x + width, y }, thickness: 0.4, color: colours.rule });
  }
  return y;
}

// A real QR code (byte mode, level M) of the product page, drawn module by module.
function drawQr(page: PDFPage, fonts: PdfFonts, url: string, x: number, y: number): void {
  // The same well-kept encoder as the QR labels (qrcode), read module by module.
  const symbol = QRCode.create(url, { errorCorrectionLevel: 'M' }).modules;
  const matrix = Array.from({ length: symbol.size }, (_, row) =>
    Array.from({ length: symbol.size }, (_, column) => Boolean(symbol.get(row, column))),
  );
  const quiet = 2;
  const modules = matrix.length + 2 * quiet;
  const side = 84;
  const scale = side / modules;
  page.drawRectangle({ x, y, width: side, height: side, color: colours.white });
  matrix.forEach((row, rowIndex) => {
    row.forEach((dark, columnIndex) => {
      if (!dark) return;
      page.drawRectangle({
        x: x + (columnIndex + quiet) * scale,
        y: y + side - (rowIndex + quiet + 1) * scale,
        width: scale + 0.05,
        height: scale + 0.05,
        color: colours.ink,
      });
    });
  });
  page.drawText('扫码查看产品页面', { x, y: y - 12, size: 7, font: fonts.regular, color: colours.muted });
  page.drawText('Scan for the product page', {
    x,
    y: y - 21,
    size: 7,
    font: fonts.regular,
    color: colours.muted,
  });
}

function drawSeal(page: PDFPage, fonts: PdfFonts, cx: number, cy: number): void {
  page.drawCircle({ x: cx, y: cy, size: 46, borderColor: SEAL_RED, borderWidth: 2.2, borderOpacity: 0.85 });
  page.drawCircle({ x: cx, y: cy, size: 41, borderColor: SEAL_RED, borderWidth: 0.6, borderOpacity: 0.85 });
  const lines: [string, number, 'bold' | 'regular'][] = [
    ['低碳钢 EPD 平台', 9, 'bold'],
    ['注册专用', 11, 'bold'],
    ['REGISTERED', 7, 'regular'],
  ];
  lines.forEach(([text, size, weight], index) => {
    const font = weight === 'bold' ? fonts.bold : fonts.regular;
    page.drawText(text, {
      x: cx - textWidth(font, text, size) / 2,
      y: cy + 10 - index * 14,
      size,
      font,
      color: SEAL_RED,
      opacity: 0.9,
    });
  });
}

function formatGwp(value: number): string {
  return value.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}
