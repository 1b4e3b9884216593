import type { ProductType } from '../../applications/application-states.ts';

// The demo applications (upstream/README.md, "Seeded applications"): 13800138000 (宝山钢铁) has
// one at each stage the portal shows, and demo@lowcarbonsteel.example (南京钢铁) has the
// "高强度船板 EH36" application its seeded messages speak of (a quote, then a contract waiting).
// Times are fixed China wall-clock times, or counted back from the demo's "today" (2026-11-22 10:00,
// as the declarations' validity is) the way the seeded messages count back from seeding. Fixed, not
// counted from the clock: the quotes, contracts and reports drawn from them stay the same files, so the
// render cache keeps them (a clock-dependent date would redraw them every day, in every test file).

export const DEMO_TODAY = '2026-11-22 10:00:00';

export type When = { on: string } | { ago: { days: number; hours?: number } };

export type DemoProduct = {
  name: string;
  /** A technology route code (application-references-data.ts). */
  technology: string;
  /** A second-level product category code, when the name was chosen from the cascader. */
  category?: string;
  gwp100: number;
  /** Files the applicant uploaded: the LCA report always, the data collection sheet (ZIP) and the preliminary EPD report where set. */
  data?: boolean;
  epdTest?: boolean;
};

export type DemoApplication = {
  id: number;
  userId: number;
  productType: ProductType;
  pcrNumber: string;
  products: readonly DemoProduct[];
  applied: When;
  quote?: { sent: When; confirmed?: When };
  contract?: { sent: When; signed?: When };
  /** Nodes 4–6 reached after signing. */
  advanced?: readonly { node: number; at: When }[];
  /** The operator's note is one text in the one language the back office writes it in (Chinese). */
  correction?: { at: When; note: string };
  /** Published as this seeded declaration (its reports, dates and chain proof). */
  publishedAs?: number;
};

export const demoApplications: readonly DemoApplication[] = [
  {
    // Published: the CFP of the hydrogen DRI coil, seeded declaration 4 (CFP-CN-2026-0004).
    id: 1,
    userId: 1,
    productType: 'CFP',
    pcrNumber: 'PCR-CN-2024-001',
    products: [{ name: '氢基竖炉低碳热轧钢卷', technology: 'H2-DRI-EAF', gwp100: 642.8, epdTest: true }],
    applied: { on: '2026-06-15 09:30:00' },
    quote: { sent: { on: '2026-06-18 14:00:00' }, confirmed: { on: '2026-06-19 10:20:00' } },
    contract: { sent: { on: '2026-06-22 09:00:00' }, signed: { on: '2026-06-24 16:45:00' } },
    advanced: [
      { node: 4, at: { on: '2026-08-05 10:00:00' } },
      { node: 5, at: { on: '2026-08-26 15:00:00' } },
      { node: 6, at: { on: '2026-09-16 09:30:00' } },
    ],
    publishedAs: 4,
  },
  {
    // LCA correction requested: the EPD of the same coil (its CFP is published), at LCA calculation
    // since the contract was signed 21 days before (the seeded message says so).
    id: 2,
    userId: 1,
    productType: 'EPD',
    pcrNumber: 'PCR-CN-2024-001',
    products: [{ name: '氢基竖炉低碳热轧钢卷', technology: 'H2-DRI-EAF', gwp100: 655.1, data: true }],
    applied: { ago: { days: 35, hours: 3 } },
    quote: { sent: { ago: { days: 33, hours: 6 } }, confirmed: { ago: { days: 32, hours: 2 } } },
    contract: { sent: { ago: { days: 30, hours: 4 } }, signed: { ago: { days: 21, hours: 5 } } },
    correction: {
      at: { ago: { days: 4, hours: 2 } },
      note: '<p>原因：电力消耗数据缺少 2025 年 7–9 月的电费单，氢气外购量与物料台账不一致，请补充后重新上传 LCA 报告与数据收集表。</p>',
    },
  },
  {
    // Contract awaiting confirmation: two coated automotive sheets.
    id: 3,
    userId: 1,
    productType: 'EPD',
    pcrNumber: 'PCR-CN-2024-004',
    products: [
      { name: '热镀锌汽车外板 DX54D+Z', technology: 'BF-BOF', gwp100: 2412.6 },
      { name: '锌铝镁镀层钢板', technology: 'BF-BOF', category: 'ZAM_SHEET', gwp100: 2438.9 },
    ],
    applied: { ago: { days: 14, hours: 2 } },
    quote: { sent: { ago: { days: 11, hours: 5 } }, confirmed: { ago: { days: 10, hours: 3 } } },
    contract: { sent: { ago: { days: 4, hours: 3 } } },
  },
  {
    // Quote awaiting confirmation (the seeded message of 3 days 4 hours ago).
    id: 4,
    userId: 1,
    productType: 'EPD',
    pcrNumber: 'PCR-CN-2024-004',
    products: [{ name: '冷轧电工钢 B35A300', technology: 'BF-BOF', gwp100: 2520.4, epdTest: true }],
    applied: { ago: { days: 5, hours: 6 } },
    quote: { sent: { ago: { days: 3, hours: 4 } } },
  },
  {
    // demo@lowcarbonsteel.example (南京钢铁): submitted 10 days 5 hours ago, quoted 6 days 2 hours
    // ago and confirmed, contract sent 2 days 1 hour ago and waiting, as its messages say.
    id: 5,
    userId: 8,
    productType: 'EPD',
    pcrNumber: 'PCR-CN-2024-003',
    products: [{ name: '高强度船板 EH36', technology: 'BF-BOF-HS', gwp100: 1876.3, data: true }],
    applied: { ago: { days: 10, hours: 5 } },
    quote: { sent: { ago: { days: 6, hours: 2 } }, confirmed: { ago: { days: 5, hours: 1 } } },
    contract: { sent: { ago: { days: 2, hours: 1 } } },
  },
  // 361..364, one per account of the same ids (accounts-data.ts), each waiting for one act of the
  // company: a contract to confirm, a CFP quote to accept, a contract to decline, an LCA correction.
  {
    id: 361,
    userId: 361,
    productType: 'EPD',
    pcrNumber: 'PCR-CN-2024-004',
    products: [
      { name: '冷轧汽车板 DC04', technology: 'BF-BOF', category: 'COLD_ROLLED_SHEET', gwp100: 2386.2 },
    ],
    applied: { ago: { days: 12, hours: 3 } },
    quote: { sent: { ago: { days: 9, hours: 2 } }, confirmed: { ago: { days: 8, hours: 5 } } },
    contract: { sent: { ago: { days: 3, hours: 1 } } },
  },
  {
    id: 362,
    userId: 362,
    productType: 'CFP',
    pcrNumber: 'PCR-CN-2024-001',
    products: [{ name: '无取向硅钢 50W470', technology: 'BF-BOF', gwp100: 2598.7, epdTest: true }],
    applied: { ago: { days: 6, hours: 4 } },
    quote: { sent: { ago: { days: 2, hours: 6 } } },
  },
  {
    id: 363,
    userId: 363,
    productType: 'EPD',
    pcrNumber: 'PCR-CN-2024-004',
    products: [
      { name: '热镀锌家电板 DX51D+Z', technology: 'BF-BOF', category: 'GALVANISED_SHEET', gwp100: 2455.3 },
    ],
    applied: { ago: { days: 15, hours: 2 } },
    quote: { sent: { ago: { days: 12, hours: 4 } }, confirmed: { ago: { days: 11, hours: 1 } } },
    contract: { sent: { ago: { days: 1, hours: 7 } } },
  },
  {
    id: 364,
    userId: 364,
    productType: 'EPD',
    pcrNumber: 'PCR-CN-2024-001',
    products: [{ name: '短流程热轧带钢', technology: 'H2-DRI-EAF', gwp100: 712.4, data: true }],
    applied: { ago: { days: 40, hours: 2 } },
    quote: { sent: { ago: { days: 38, hours: 5 } }, confirmed: { ago: { days: 37, hours: 3 } } },
    contract: { sent: { ago: { days: 35, hours: 6 } }, signed: { ago: { days: 30, hours: 2 } } },
    correction: {
      at: { ago: { days: 2, hours: 3 } },
      note: '<p>原因：废钢比例与炉料台账不符，请核对 2026 年第三季度的废钢采购记录后重新上传数据收集表。</p>',
    },
  },
];
