import { renderEpdReport } from './epd-report.ts';
import type { EpdReportInput } from './epd-report.ts';
import { renderDocument } from './simple-document.ts';
import type { DocumentInput } from './simple-document.ts';

/** One PDF to draw; plain data, so it can be posted to the PDF worker. */
export type PdfJob =
  { kind: 'epd-report'; input: EpdReportInput } | { kind: 'document'; input: DocumentInput };

export function renderPdfJob(job: PdfJob): Promise<Uint8Array> {
  return job.kind === 'epd-report' ? renderEpdReport(job.input) : renderDocument(job.input);
}
