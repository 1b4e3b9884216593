// The PCR application in the browser without zod; its schema is in `./schemas`.

export const PCR_COMPANY_MAX = 100;
export const PCR_PRODUCT_MAX = 200;

export function pcrApplicationDraftKey(userId: string | number): string {
  return `pcr-application:${userId}`;
}
