import 'server-only';
import type * as z from '@/lib/validation/zod';
import type { SignedInViewer } from '@/lib/session/viewer';
import { callOperation } from '@/lib/upstream/operation';
import { saveApplication } from '@/lib/upstream/operations/applications-apply';
import { applicationPcr, applyResultType } from '../dto';
import type { applySaveSchema } from '../schemas';

/**
 * Files an application with the platform (business.md 3 "Application form": companyName,
 * pcrNumber, items with pcrNumber, productType, productName, lcaAttachmentId, dataAttachment,
 * epdAttachmentId, technologyId): only the fields the spec names. Each product carries its own type
 * and PCR; the form's `pcrNumber` is the first product's. The company is the caller's own: its name
 * as the platform gave it to the route's fresh guard (upstream also takes the company from the
 * token), so nothing from the page's query ever reaches this call. Answers the result page's type.
 */
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
