import type { WorkbookInput } from '../workbook.ts';
import { renderDataSheet } from '../data-sheet.ts';
import type { DataSheetInput } from '../data-sheet.ts';
import { renderCertificate } from './certificate.ts';
import type { CertificateInput } from './certificate.ts';
import { renderEpdReport } from './epd-report.ts';
import type { EpdReportInput } from './epd-report.ts';
import { renderDocument } from './simple-document.ts';
import type { DocumentInput } from './simple-document.ts';

/**
 * One file to draw; plain data, so it can be posted to the render worker. Every kind is a PDF but
 * `data-sheet` and `workbook`, .xlsx workbooks: exceljs, like pdf-lib, only offers promises.
 */
export type PdfJob =
  | { kind: 'epd-report'; input: EpdReportInput }
  | { kind: 'document'; input: DocumentInput }
  | { kind: 'certificate'; input: CertificateInput }
  | { kind: 'data-sheet'; input: DataSheetInput }
  | { kind: 'workbook'; input: WorkbookInput };

export async function renderPdfJob(job: PdfJob): Promise<Uint8Array> {
  switch (job.kind) {
    case 'epd-report':
      return renderEpdReport(job.input);
    case 'document':
      return renderDocument(job.input);
    case 'certificate':
      return renderCertificate(job.input);
    case 'data-sheet':
      return renderDataSheet(job.input);
    case 'workbook': {
      // Loaded only when a workbook is asked for: most starts draw PDFs only.
      const { renderWorkbook } = await import('../workbook.ts');
      return renderWorkbook(job.input);
    }
  }
}
