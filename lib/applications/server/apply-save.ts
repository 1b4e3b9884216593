import 'server-only';
import type * as z from '@/lib/validation/zod';
import type { SignedInViewer } from '@/lib/session/viewer';
import { callOperation } from '@/lib/upstream/operation';
import { saveApplication } from '@/lib/upstream/operations/applications-apply';
import type { applySaveSchema } from '../apply-schemas';

/**
 * Files an application with the platform (business.md 3 "Application form": companyName,
 * pcrNumber, items). The company is the caller's own: its name as the platform gave it to the
 * route's fresh guard (upstream also takes the company from the token), so nothing from the page's
 * query ever reaches this call.
 */
export async function saveApply(input: z.output<typeof applySaveSchema>, viewer: SignedInViewer, companyName: string | null | undefined): Promise<void> {
  await callOperation(
    saveApplication,
    {
      apply: { companyName: companyName ?? undefined, pcrNumber: input.pcrNumber },
      epd: input.products.map((product) => ({
        productType: input.productType,
        productName: product.productName,
        pcrNumber: input.pcrNumber,
        productCategoryId: product.productCategoryId,
        technologyId: product.technologyId,
        lcaAttachmentId: product.lcaAttachmentId,
        dataAttachment: product.dataAttachment,
        epdAttachmentId: product.epdAttachmentId,
      })),
    },
    { locale: viewer.locale, token: viewer.token },
  );
}
