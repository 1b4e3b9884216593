import { describe, expect, it } from 'vitest';
import {
  checkUpload,
  checkUploadEnd,
  isUploadKind,
  storedFileName,
  TAIL_BYTES,
  uploadRefusalCode,
} from '@/lib/uploads/upload-policy';
import { pdfOf, pngOf, xlsxOf, zipOf } from '../support/real-files';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]);
const PDF = new TextEncoder().encode('%PDF-1.7\n');
const ZIP = Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0]);
const MB = 1024 * 1024;

describe('upload policy (accounts.md 5, business.md 5)', () => {
  it('accepts real JPEG and PNG images under 5 MB for the company documents', () => {
    expect(checkUpload('companyImage', { name: '营业执照.jpg', size: 1 * MB, head: JPEG })).toBeNull();
    expect(checkUpload('companyImage', { name: 'billing.PNG', size: 5 * MB - 1, head: PNG })).toBeNull();
  });

  it('refuses an image of 5 MB or more, by the bytes received', () => {
    expect(checkUpload('companyImage', { name: 'licence.png', size: 5 * MB, head: PNG })).toBe('tooLarge');
    expect(checkUpload('companyImage', { name: 'licence.png', size: 5 * MB + 1, head: PNG })).toBe(
      'tooLarge',
    );
    expect(uploadRefusalCode('companyImage', 'tooLarge')).toBe('UPLOAD_IMAGE_TOO_LARGE');
    // A name too long is said with its limit: 90 for images and the verification PDF, 160 for the rest.
    expect(uploadRefusalCode('companyImage', 'nameTooLong')).toBe('UPLOAD_NAME_TOO_LONG_90');
    expect(uploadRefusalCode('verificationPdf', 'nameTooLong')).toBe('UPLOAD_NAME_TOO_LONG_90');
    expect(uploadRefusalCode('pdfReport', 'nameTooLong')).toBe('UPLOAD_NAME_TOO_LONG');
  });

  it("refuses a document of 20 MB or more, with the documents' limit in its message code", () => {
    expect(checkUpload('pdfReport', { name: 'report.pdf', size: 20 * MB - 1, head: PDF })).toBeNull();
    expect(checkUpload('pdfReport', { name: 'report.pdf', size: 20 * MB, head: PDF })).toBe('tooLarge');
    for (const kind of ['pdfReport', 'verificationPdf', 'dataZip', 'excelSheet'] as const)
      expect(uploadRefusalCode(kind, 'tooLarge')).toBe('UPLOAD_TOO_LARGE');
  });

  it('refuses a PNG renamed to .pdf, and a PDF renamed to .png', () => {
    expect(checkUpload('pdfReport', { name: 'report.pdf', size: 1000, head: PNG })).toBe('wrongType');
    expect(checkUpload('companyImage', { name: 'licence.png', size: 1000, head: PDF })).toBe('wrongType');
    expect(uploadRefusalCode('pdfReport', 'wrongType')).toBe('UPLOAD_PDFONLY');
  });

  it('takes a PDF by its declared type when its name has no .pdf (business.md 5: "by type or .pdf extension"), its bytes still checked', () => {
    expect(
      checkUpload('pdfReport', { name: 'LCA 报告', size: 1000, head: PDF, type: 'application/pdf' }),
    ).toBeNull();
    expect(
      checkUpload('verificationPdf', { name: 'EPD-CN-2025-0001.PDF', size: 1000, head: PDF, type: '' }),
    ).toBeNull();
    expect(
      checkUpload('pdfReport', { name: 'LCA 报告', size: 1000, head: PNG, type: 'application/pdf' }),
    ).toBe('wrongType');
    expect(checkUpload('pdfReport', { name: 'LCA 报告', size: 1000, head: PDF, type: '' })).toBe('wrongType');
    expect(
      checkUpload('pdfReport', { name: 'report.doc', size: 1000, head: PDF, type: 'application/msword' }),
    ).toBe('wrongType');
    // A declared type stands in for an extension only where the spec says so: not for images or sheets.
    expect(checkUpload('companyImage', { name: 'licence', size: 1000, head: PNG, type: 'image/png' })).toBe(
      'wrongType',
    );
  });

  it('refuses the wrong extension even with the right bytes', () => {
    expect(checkUpload('companyImage', { name: 'licence.gif', size: 1000, head: PNG })).toBe('wrongType');
  });

  it('limits file names to 90 characters for images and 160 for reports, counting Chinese characters once', () => {
    expect(checkUpload('companyImage', { name: `${'钢'.repeat(86)}.png`, size: 10, head: PNG })).toBeNull();
    expect(checkUpload('companyImage', { name: `${'钢'.repeat(87)}.png`, size: 10, head: PNG })).toBe(
      'nameTooLong',
    );
    expect(checkUpload('pdfReport', { name: `${'a'.repeat(156)}.pdf`, size: 10, head: PDF })).toBeNull();
    expect(checkUpload('pdfReport', { name: `${'a'.repeat(157)}.pdf`, size: 10, head: PDF })).toBe(
      'nameTooLong',
    );
  });

  it('takes ZIP for data sheets; an Excel workbook must be a ZIP that lists the workbook parts (tests/unit/low-carbon-steel.test.ts)', () => {
    expect(checkUpload('dataZip', { name: 'data.zip', size: 10, head: ZIP })).toBeNull();
    const workbook = zipOf({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<workbook/>' });
    expect(
      checkUpload('excelSheet', { name: '数据收集表.xlsx', size: workbook.byteLength, head: workbook }),
    ).toBeNull();
    expect(checkUpload('excelSheet', { name: '数据收集表.xlsx', size: 10, head: ZIP })).toBe('wrongType');
    expect(checkUpload('excelSheet', { name: 'data.csv', size: workbook.byteLength, head: workbook })).toBe(
      'wrongType',
    );
  });

  it('refuses an empty file', () => {
    expect(checkUpload('pdfReport', { name: 'report.pdf', size: 0, head: new Uint8Array() })).toBe('empty');
  });

  it('knows only its own kinds: a built-in property name from the URL is no kind', () => {
    expect(isUploadKind('pdfReport')).toBe(true);
    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf'])
      expect(isUploadKind(name), name).toBe(false);
  });
});

/** Security review (stop 24): names passed on as the request gave them. */
describe('storedFileName', () => {
  it('keeps a name the policy takes as it is', () => {
    expect(storedFileName('pdfReport', 'LCA 报告 2026.pdf')).toBe('LCA 报告 2026.pdf');
    expect(storedFileName('companyImage', '营业执照.PNG')).toBe('营业执照.PNG');
    expect(storedFileName('excelSheet', 'data.xlsm')).toBe('data.xlsm');
  });

  it('keeps only the last path segment', () => {
    expect(storedFileName('pdfReport', '../../../etc/x.pdf')).toBe('x.pdf');
    expect(storedFileName('verificationPdf', '..\\..\\win\\x.pdf')).toBe('x.pdf');
    expect(storedFileName('pdfReport', '../')).toBe('file.pdf');
  });

  it('gives a PDF taken by its declared type the .pdf its name lacked', () => {
    expect(storedFileName('pdfReport', 'report')).toBe('report.pdf');
    expect(storedFileName('verificationPdf', 'x.pdf.exe')).toBe('x.pdf.exe.pdf');
  });

  it('drops control characters', () => {
    expect(storedFileName('pdfReport', 'a\u0000b\r\n.pdf')).toBe('ab.pdf');
  });

  it('drops bidirectional controls, so the extension shown is the one the file has', () => {
    // With the override this PDF reads as "reportfdp.doc": what follows U+202E is shown reversed.
    expect(storedFileName('pdfReport', 'report\u202Ecod.pdf')).toBe('reportcod.pdf');
    expect(
      storedFileName(
        'pdfReport',
        '\u2066报告\u2069\u200f\u200e\u202a\u202b\u202c\u202d\u2067\u2068\u061c.pdf',
      ),
    ).toBe('报告.pdf');
    expect(storedFileName('verificationPdf', 'x\u202E.pdf')).toBe('x.pdf');
  });

  it('drops quotes and C1 control characters', () => {
    expect(storedFileName('pdfReport', 'a"b\'c`d\u0085\u009b.pdf')).toBe('abcd.pdf');
  });
});

describe('the end of a streamed file (checkUploadEnd)', () => {
  const tailOf = (bytes: Uint8Array) => ({
    size: bytes.byteLength,
    tail: bytes.subarray(Math.max(0, bytes.byteLength - TAIL_BYTES)),
  });

  it('takes whole PDFs, PNGs and JPEGs, and calls one cut before its end marker damaged', async () => {
    const pdf = await pdfOf('end');
    expect(checkUploadEnd('pdfReport', { name: 'a.pdf', ...tailOf(pdf) })).toBeNull();
    expect(
      checkUploadEnd('pdfReport', { name: 'a.pdf', ...tailOf(pdf.subarray(0, pdf.byteLength - 8)) }),
    ).toBe('damaged');
    const png = pngOf(20, 20);
    expect(checkUploadEnd('companyImage', { name: 'a.png', ...tailOf(png) })).toBeNull();
    expect(
      checkUploadEnd('companyImage', { name: 'a.png', ...tailOf(png.subarray(0, png.byteLength - 12)) }),
    ).toBe('damaged');
    const jpeg = Uint8Array.from([...JPEG, 0, 0, 0xff, 0xd9]);
    expect(checkUploadEnd('companyImage', { name: 'a.jpg', ...tailOf(jpeg) })).toBeNull();
    expect(checkUploadEnd('pdfReport', { name: 'a.pdf', size: 0, tail: new Uint8Array(0) })).toBe('empty');
  });

  it('reads a workbook’s directory from the last bytes of a file larger than what is kept', async () => {
    const workbook = await xlsxOf('tail');
    // A ZIP may carry anything before its entries' offsets; here the workbook sits at the end of a larger file.
    const file = zipOf({
      'padding.bin': 'x'.repeat(TAIL_BYTES * 2),
      '[Content_Types].xml': '<Types/>',
      'xl/workbook.xml': '<workbook/>',
    });
    expect(checkUploadEnd('excelSheet', { name: 'big.xlsx', ...tailOf(file) })).toBeNull();
    expect(checkUploadEnd('excelSheet', { name: 'small.xlsx', ...tailOf(workbook) })).toBeNull();
    expect(checkUploadEnd('excelSheet', { name: 'plain.xlsx', ...tailOf(zipOf({ 'a.txt': 'a' })) })).toBe(
      'wrongType',
    );
    expect(
      checkUploadEnd('dataZip', { name: 'cut.zip', ...tailOf(file.subarray(0, file.byteLength - 30)) }),
    ).toBe('damaged');
    expect(file.byteLength).toBeGreaterThan(TAIL_BYTES * 2);
  });
});
