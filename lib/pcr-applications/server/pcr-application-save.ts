import 'server-only';
import type * as z from '@/lib/validation/zod';
import type { SignedInViewer } from '@/lib/session/viewer';
import { callOperation } from '@/lib/upstream/operation';
import { insertPcrApplication } from '@/lib/upstream/operations/pcr';
import type { pcrApplicationSchema } from '../schemas';

/** Sends a PCR application: the company as `productName` (the spec's field), the product as `product`. */
export async function savePcrApplication(
  input: z.output<typeof pcrApplicationSchema>,
  viewer: SignedInViewer,
): Promise<void> {
  await callOperation(
    insertPcrApplication,
    { productName: input.companyName, product: input.product },
    { locale: viewer.locale, token: viewer.token },
  );
}
