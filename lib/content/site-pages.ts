/** The platform's own pages (business.md 2.2: about, service, pricing), by their portal name. */
export type SitePageKey = 'about' | 'service' | 'pricing';
