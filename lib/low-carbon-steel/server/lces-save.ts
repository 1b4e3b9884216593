import 'server-only';
import type * as z from '@/lib/validation/zod';
import type { SignedInViewer } from '@/lib/session/viewer';
import { callOperation } from '@/lib/upstream/operation';
import { addLcesApplication } from '@/lib/upstream/operations/low-carbon-steel';
import { toLcesItems, type lcesSaveSchema } from '../schemas';

/** One item per product, each with the company from the fresh guard (never from the form) and the introduction. */
export async function saveLcesApplication(
  input: z.output<typeof lcesSaveSchema>,
  companyName: string,
  viewer: SignedInViewer,
): Promise<void> {
  await callOperation(
    addLcesApplication,
    { items: toLcesItems(input, companyName) },
    { locale: viewer.locale, token: viewer.token },
  );
}
