import 'server-only';
import type { EpdRecord } from '@/lib/upstream/operations/epd';
import { STUBS_ANCHORED } from '../stubs';
import { chinaToday } from '../validity';
import { addDays, type IndexedDeclaration, type PcrNames } from './declaration-index';

// Synthetic public declarations for the bench and tests (PORTAL_DEV_OPS only, app/api/dev/declaration-index): records
// shaped as p/epd/page answers them in Chinese (business.md 3 "EPD (public)"), of steel products from about fifty
// mills under ten PCRs. The same seed gives the same declarations, so runs can be compared. GWP100 is kg CO2-eq per
// tonne, A1–A3, drawn from the ranges of the production routes (blast furnace – converter, scrap-based electric arc
// furnace, hydrogen-based direct reduction); expiry dates run evenly from three years ahead to three years ago.

/** A word of three characters or more found in a share of the product names (the FTS5 trigram path). */
export const SYNTHETIC_KEYWORD = '带肋钢筋';
/** A two-character word found in more names (too short for trigrams: the scan path). */
export const SYNTHETIC_SHORT_KEYWORD = '钢筋';

const PCRS: readonly PcrNames[] = [
  { number: 'PCR-CN-2024-001', zh: '热轧钢板及钢带', en: 'Hot-rolled steel plate, sheet and strip' },
  { number: 'PCR-CN-2024-002', zh: '钢筋混凝土用钢筋', en: 'Steel bars for the reinforcement of concrete' },
  { number: 'PCR-CN-2024-003', zh: '中厚钢板', en: 'Heavy and medium steel plate' },
  { number: 'PCR-CN-2024-004', zh: '冷轧及涂镀钢板', en: 'Cold-rolled and coated steel sheet' },
  { number: 'PCR-CN-2024-005', zh: '热轧盘条', en: 'Hot-rolled wire rod' },
  { number: 'PCR-CN-2025-006', zh: '钢管（无缝及焊接）', en: 'Steel pipes and tubes (seamless and welded)' },
  { number: 'PCR-CN-2025-007', zh: '特殊钢棒材', en: 'Special steel bars' },
  { number: 'PCR-CN-2025-008', zh: '热轧型钢', en: 'Hot-rolled sections' },
  { number: 'PCR-CN-2025-009', zh: '不锈钢板卷', en: 'Stainless steel plate and coil' },
  { number: 'PCR-CN-2025-010', zh: '预应力钢丝及钢绞线', en: 'Prestressing steel wire and strand' },
];

/** Products by PCR (index into PCRS): the Chinese and English name before the grade, and the grades. */
const PRODUCTS: readonly { pcr: number; zh: string; en: string; grades: readonly string[] }[] = [
  { pcr: 0, zh: '热轧钢卷', en: 'Hot-rolled coil', grades: ['Q235B', 'Q355B', 'SPHC', 'SS400'] },
  { pcr: 0, zh: '热轧酸洗钢板', en: 'Hot-rolled pickled sheet', grades: ['SAPH440', 'QStE380TM'] },
  { pcr: 1, zh: '热轧带肋钢筋', en: 'Hot-rolled ribbed steel bar', grades: ['HRB400E', 'HRB500E', 'HRB600'] },
  { pcr: 1, zh: '电炉热轧带肋钢筋', en: 'EAF hot-rolled ribbed steel bar', grades: ['HRB400E', 'HRB500E'] },
  { pcr: 1, zh: '热轧光圆钢筋', en: 'Hot-rolled plain steel bar', grades: ['HPB300'] },
  { pcr: 2, zh: '中厚板', en: 'Heavy plate', grades: ['Q345R', 'Q420qE', 'AH36', 'S355J2'] },
  { pcr: 3, zh: '冷轧钢板', en: 'Cold-rolled steel sheet', grades: ['DC01', 'DC04', 'SPCC'] },
  {
    pcr: 3,
    zh: '热镀锌钢板',
    en: 'Hot-dip galvanised steel sheet',
    grades: ['DX51D+Z', 'DX53D+Z', 'S350GD+Z'],
  },
  { pcr: 3, zh: '彩涂钢板', en: 'Pre-painted steel sheet', grades: ['TDC51D+AZ', 'TS550GD+AZ'] },
  { pcr: 4, zh: '高速线材', en: 'High-speed wire rod', grades: ['SWRH82B', 'SAE1008', 'ER70S-6'] },
  { pcr: 5, zh: '无缝钢管', en: 'Seamless steel pipe', grades: ['20#', 'L360N', 'P110'] },
  { pcr: 5, zh: '直缝焊管', en: 'Longitudinally welded pipe', grades: ['Q235B', 'X70M'] },
  { pcr: 6, zh: '轴承钢棒材', en: 'Bearing steel bar', grades: ['GCr15', 'GCr15SiMn'] },
  { pcr: 6, zh: '齿轮钢棒材', en: 'Gear steel bar', grades: ['20CrMnTi', '42CrMo'] },
  { pcr: 7, zh: '热轧H型钢', en: 'Hot-rolled H-beam', grades: ['Q235B', 'Q355B', 'S355JR'] },
  { pcr: 7, zh: '热轧角钢', en: 'Hot-rolled angle', grades: ['Q235B', 'Q355B'] },
  { pcr: 8, zh: '不锈钢冷轧板卷', en: 'Cold-rolled stainless steel coil', grades: ['304', '316L', '430'] },
  { pcr: 9, zh: '预应力钢绞线', en: 'Prestressing steel strand', grades: ['1×7-15.20-1860'] },
];

/** About fifty mills: a place and a kind of company, in both languages. */
const PLACES: readonly (readonly [zh: string, en: string, area: string])[] = [
  ['上海', 'Shanghai', '310113'],
  ['鞍山', 'Anshan', '210303'],
  ['张家港', 'Zhangjiagang', '320582'],
  ['石家庄', 'Shijiazhuang', '130104'],
  ['唐山', 'Tangshan', '130209'],
  ['武汉', 'Wuhan', '420107'],
  ['马鞍山', "Ma'anshan", '340500'],
  ['南京', 'Nanjing', '320111'],
  ['湘潭', 'Xiangtan', '430300'],
  ['包头', 'Baotou', '150203'],
  ['太原', 'Taiyuan', '140108'],
  ['济南', 'Jinan', '370112'],
  ['日照', 'Rizhao', '371102'],
  ['本溪', 'Benxi', '210502'],
  ['攀枝花', 'Panzhihua', '510402'],
  ['柳州', 'Liuzhou', '450202'],
  ['韶关', 'Shaoguan', '440205'],
  ['福州', 'Fuzhou', '350121'],
  ['邯郸', 'Handan', '130402'],
  ['酒泉', 'Jiuquan', '620902'],
  ['昆明', 'Kunming', '530113'],
  ['重庆', 'Chongqing', '500104'],
  ['新余', 'Xinyu', '360502'],
  ['萍乡', 'Pingxiang', '360302'],
  ['江阴', 'Jiangyin', '320281'],
];
const KINDS: readonly (readonly [zh: string, en: string])[] = [
  ['钢铁股份有限公司', 'Iron & Steel Co., Ltd.'],
  ['特钢有限公司', 'Special Steel Co., Ltd.'],
];

/** The production routes' GWP ranges (kg CO2-eq/t) and their shares, as a running total: most mills run blast furnaces. */
const ROUTES: readonly { upTo: number; min: number; max: number }[] = [
  { upTo: 0.6, min: 1800, max: 2800 }, // blast furnace – converter
  { upTo: 0.9, min: 300, max: 900 }, // scrap-based electric arc furnace
  { upTo: 1, min: 400, max: 1200 }, // hydrogen-based direct reduction – electric arc furnace
];

/** mulberry32: a small seeded generator, so the same seed gives the same declarations. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(next: () => number, items: readonly T[]): T => items[Math.floor(next() * items.length)]!;

function hex(next: () => number, length: number): string {
  let out = '';
  while (out.length < length)
    out += Math.floor(next() * 0x1_0000_0000)
      .toString(16)
      .padStart(8, '0');
  return out.slice(0, length);
}

export type SyntheticOptions = {
  /** China's date the expiry dates are spread around (`chinaToday()` when absent). */
  today?: string;
  seed?: number;
};

/**
 * `count` declarations, newest first (the platform's order): lazily, so a large index is built without holding
 * every record at once. Ids run from 1; registration numbers are unique (`EPD-CN-<year>-<serial>`, CFP likewise).
 */
export function* syntheticDeclarations(
  count: number,
  options: SyntheticOptions = {},
): Generator<IndexedDeclaration> {
  const today = options.today ?? chinaToday();
  const next = random(options.seed ?? 37);
  const companies = PLACES.flatMap(([placeZh, placeEn, area], place) =>
    KINDS.map(([kindZh, kindEn], kind) => ({
      zh: `${placeZh}${kindZh}`,
      en: `${placeEn} ${kindEn}`,
      code: `91${area}${String(100_000_000 + place * 7919 + kind * 104_729).slice(-9)}${'0123456789ABCDEFGHJKLMNPQRTUWXY'[(place * 2 + kind) % 31]}`,
      addressZh: `${placeZh}市钢城大道${place + 1}号`,
      addressEn: `${place + 1} Gangcheng Avenue, ${placeEn}`,
    })),
  );
  const spanDays = 6 * 365;
  for (let i = 0; i < count; i++) {
    const cfp = next() < 0.2;
    const years = cfp ? 3 : 5;
    // Evenly from three years ahead (the newest) to three years ago (the oldest).
    const expiration = addDays(today, 3 * 365 - Math.round((i * spanDays) / Math.max(count - 1, 1)));
    const effective = addDays(expiration, -years * 365);
    const product = pick(next, PRODUCTS);
    const grade = pick(next, product.grades);
    const pcr = PCRS[product.pcr]!;
    const company = pick(next, companies);
    const roll = next();
    const { min, max } = ROUTES.find((route) => roll < route.upTo) ?? ROUTES[0]!;
    const gwp100 = Math.round((min + next() * (max - min)) * 10) / 10;
    const english = next() >= 0.1;
    const chain = next();
    const dataAnchored = chain < 0.4;
    const reportAnchored = chain < 0.2;
    const blocktime = `${effective} 10:${String(Math.floor(next() * 60)).padStart(2, '0')}:00`;
    const id = i + 1;
    const record: EpdRecord = {
      id,
      epdRegistrationNumber: `${cfp ? 'CFP' : 'EPD'}-CN-${effective.slice(0, 4)}-${String(id).padStart(4, '0')}`,
      productType: cfp ? 'CFP' : 'EPD',
      productName: `${product.zh} ${grade}`,
      productNameEn: english ? `${product.en} ${grade}` : null,
      businessId: 2 * id,
      businessIdEn: english ? 2 * id + 1 : null,
      companyName: company.zh,
      companyNameEn: company.en,
      companyCode: company.code,
      productAddress: company.addressZh,
      productAddressEn: english ? company.addressEn : null,
      pcrNumber: pcr.number,
      pcrProductName: pcr.zh,
      gwp100,
      epdEffectiveDate: effective,
      epdExpirationDate: expiration,
      cnAttachmentId: 2 * id,
      enAttachmentId: english ? 2 * id + 1 : null,
      isDataStubs: dataAnchored ? Number(STUBS_ANCHORED) : 0,
      dataStubsBlocktime: dataAnchored ? blocktime : null,
      dataStubsTxhash: dataAnchored ? `0x${hex(next, 64)}` : null,
      isReportStubs: reportAnchored ? Number(STUBS_ANCHORED) : 0,
      reportStubsBlocktime: reportAnchored ? blocktime : null,
      reportStubsTxhash: reportAnchored ? `0x${hex(next, 64)}` : null,
    };
    yield { record, pcr };
  }
}
