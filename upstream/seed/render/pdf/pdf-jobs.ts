import type { WorkbookInput } from '../workbook.ts';
import { renderEpdReport } from './epd-report.ts';
import type { EpdReportInput } from './epd-report.ts';
import { renderDocument } from './simple-document.ts';
import type { DocumentInput } from './simple-document.ts';

/** One file to draw (a PDF, or an Excel template); plain data, so it can be posted to the render worker. */
export type PdfJob =
  | { kind: 'epd-report'; input: EpdReportInput }
  | { kind: 'document'; input: DocumentInput }
  | { kind: 'workbook'; input: WorkbookInput };

export async function renderPdfJob(job: PdfJob): Promise<Uint8Array> {
  if (job.kind === 'epd-report') return renderEpdReport(job.input);
  if (job.kind === 'document') return renderDocument(job.input);
  // Loaded only when a workbook is asked for: most starts draw PDFs only.
  const { renderWorkbook } = await import('../workbook.ts');
  return renderWorkbook(job.input);
}
