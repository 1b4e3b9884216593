import 'server-only';
import type * as z from '@/lib/validation/zod';
import type { SignedInViewer } from '@/lib/session/viewer';
import { callOperation } from '@/lib/upstream/operation';
import { saveApplication } from '@/lib/upstream/operations/applications-apply';
import { applicationPcr, applyResultType } from '../dto';
import type { applySaveSchema } from '../schemas';

/** Sends only the fields business.md 3 "Application form" names; the company is the caller's own, from the route's fresh
 * guard, never from the page. Answers the result page's type. */
export async function saveApply(
  input: z.output<typeof applySaveSchema>,
  viewer: SignedInViewer,
  companyName: string | null | undefined,
): Promise<ReturnType<typeof applyResultType>> {
  await callOperation(
    saveApplication,
    {
      apply: { companyName: companyName ?? undefined, pcrNumber: applicationPcr(input.products) },
      epd: input.products.map((product) => ({
        pcrNumber: product.pcrNumber,
        productType: product.productType,
        productName: product.productName,
        lcaAttachmentId: product.lcaAttachmentId,
        dataAttachment: product.dataAttachment,
        epdAttachmentId: product.epdAttachmentId,
        technologyId: product.technologyId,
      })),
    },
    { locale: viewer.locale, token: viewer.token },
  );
  return applyResultType(input.products.map((product) => product.productType));
}
