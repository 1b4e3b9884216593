// What the PCR application form needs besides its schema, without zod: the form loads its schema
// when it is first needed (components/forms/use-bff-form.ts), and these with the page (README
// "Page weight"). The schema is in `./pcr-application-schemas`.

/** The platform's limits (upstream: 100 and 200). */
export const PCR_COMPANY_MAX = 100;
export const PCR_PRODUCT_MAX = 200;

/** The form's draft in this tab (components/forms/use-form-draft.ts), under the user's id. */
export function pcrApplicationDraftKey(userId: string | number): string {
  return `pcr-application:${userId}`;
}
