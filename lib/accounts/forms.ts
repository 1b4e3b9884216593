/** The domain's form schemas (zod), loaded by `useBffForm` when the form is idle or first checks. */
export const schemas = () => import('./schemas');
