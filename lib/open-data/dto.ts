// The open data API (docs/open-data.md): its addresses, bounds and answer shapes, zod-free so the /open-data page
// and the product page can link to it. The schemas of the same shapes are in ./schemas.ts (server side).

export const OPEN_API_BASE = '/api/open/v1';

export const openApiPaths = {
  epds: `${OPEN_API_BASE}/epds`,
  epd: (id: string | number) => `${OPEN_API_BASE}/epds/${encodeURIComponent(String(id))}`,
  csv: `${OPEN_API_BASE}/epds.csv`,
  openapi: `${OPEN_API_BASE}/openapi.json`,
} as const;

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
/** The deepest page a list may ask for: with MAX_PAGE_SIZE, more rows than the index holds (EPD_INDEX_MAX_RECORDS). */
export const MAX_PAGE = 100_000;
/** A CSV holds at most this many rows; `X-Truncated` says when the search matched more. */
export const CSV_MAX_ROWS = 10_000;
/** Requests per minute per client address when OPEN_API_RATE_LIMIT is unset. */
export const DEFAULT_RATE_LIMIT = 120;
/** How long a client, a CDN or a browser may reuse an answer (seconds). */
export const CACHE_SECONDS = 60;

/** The key under openEPD's `ext` for what the format has no field for (names in both languages, the chain proof). */
export const OPENEPD_EXTENSION = 'lcsepd';
/** openEPD's name for an LCIA method the declaration does not state (the platform gives GWP100 alone). */
export const UNKNOWN_LCIA = 'Unknown LCIA';

export type OpenLang = 'zh' | 'en';

export type OpenChainProof = {
  kind: 'data' | 'report';
  tx_hash: string;
  /** ISO 8601 with China's offset where the platform's time could be read, else as the platform gave it. */
  block_time: string | null;
};

export type OpenReport = {
  lang: OpenLang;
  /** The PDF (needs a signed-in account, business.md 1: "the PDF behind it is only opened after login"). */
  url: string;
  /** The mobile PDF viewer page (/apppdf/{businessId}), when the platform names the report's business id. */
  viewer_url: string | null;
};

export type OpenEpdExtension = {
  product_type: 'EPD' | 'CFP';
  product_name_zh: string;
  product_name_en: string | null;
  manufacturer_name_zh: string;
  manufacturer_name_en: string | null;
  /** The search's `company` value (the platform's company code, or the name when the record has none). */
  manufacturer_key: string;
  pcr_number: string | null;
  /** The search's `pcr` value: the PCR's number, or its name when the record has none. */
  pcr_key: string | null;
  pcr_name_zh: string | null;
  pcr_name_en: string | null;
  product_address_zh: string | null;
  product_address_en: string | null;
  /** GWP100 as the platform states it: kg CO2-eq per tonne. */
  gwp100_kgco2e_per_t: number | null;
  chain: OpenChainProof[];
  product_page: { zh: string; en: string | null };
  reports: OpenReport[];
};

type Org = { name: string; alt_names?: string[]; web_domain?: string };

/** One declaration in the openEPD format's own field names (docs/open-data.md has the mapping). */
export type OpenEpdDocument = {
  doctype: 'openEPD';
  openepd_version: string;
  id: string;
  language: OpenLang;
  product_name: string;
  declaration_url: string;
  program_operator: Org & { web_domain: string };
  program_operator_doc_id: string;
  manufacturer: Org;
  date_of_issue: string | null;
  valid_until: string | null;
  declared_unit: { qty: 1; unit: 't' };
  kg_per_declared_unit: { qty: 1000; unit: 'kg' };
  pcr: { name: string | null; issuer_doc_id: string | null } | null;
  plants?: { address: string }[];
  impacts: Record<string, { gwp: { A1A2A3: { mean: number; unit: 'kgCO2e' } } }> | null;
  attachments: Record<string, string>;
  ext: Record<typeof OPENEPD_EXTENSION, OpenEpdExtension>;
};

export type OpenEpdPage = {
  data: OpenEpdDocument[];
  meta: { total: number; page: number; pageSize: number; pageCount: number };
  links: { self: string; next: string | null; prev: string | null; csv: string };
};

/** RFC 9457 problem details, with the parameters at fault. */
export type Problem = {
  type: string;
  title: string;
  status: number;
  detail: string;
  invalid_params?: { name: string; reason: string }[];
};
