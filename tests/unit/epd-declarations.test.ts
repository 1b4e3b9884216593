import { describe, expect, it } from 'vitest';
import { toEpdSummary, productPageLocale } from '@/lib/epd/epd-summary';
import { gwpPosition } from '@/lib/epd/gwp-benchmarks';
import { jsonLdText, productJsonLd } from '@/lib/epd/product-json-ld';
import { pdfjsAsset } from '@/lib/epd/server/pdfjs-assets';
import { canShowQr } from '@/lib/epd/qr-access';
import { epdSearchParams } from '@/lib/epd/search-url';
import { parseEpdSearchQuery, renderedPages } from '@/lib/epd/schemas';
import { chinaToday, isExpired } from '@/lib/epd/validity';
import type { EpdRecord } from '@/lib/upstream/operations/epd';
import pdfjsPackage from 'pdfjs-dist/package.json';

// Shaped like the reference upstream's GET /n/epd/1 and a Chinese-only record (upstream/routes/epd.ts).
const anchored: EpdRecord = {
  id: 1,
  epdRegistrationNumber: 'EPD-CN-2025-0001',
  productType: 'EPD',
  productName: '热轧钢卷 Q355B',
  productNameEn: 'Hot-rolled coil Q355B',
  businessId: 34,
  businessIdEn: 35,
  companyName: '宝山钢铁股份有限公司',
  companyNameEn: 'Baoshan Iron & Steel Co., Ltd.',
  companyCode: '91310113790459990C',
  productAddress: '上海市宝山区富锦路885号',
  productAddressEn: '885 Fujin Road, Baoshan District, Shanghai',
  pcrNumber: 'PCR-CN-2024-001',
  pcrProductName: 'Hot-rolled steel plate, sheet and strip',
  gwp100: 2136.4,
  epdEffectiveDate: '2025-01-16',
  epdExpirationDate: '2030-01-15',
  cnAttachmentId: 34,
  enAttachmentId: 35,
  isDataStubs: 3,
  dataStubsBlocktime: '2025-01-17 10:20:07',
  dataStubsTxhash: '042bd2189c514eaca0ca83707c81591bd49b2dc5adb9849ad6089bdd2645aefa',
  isReportStubs: 3,
  reportStubsBlocktime: '2025-01-17 14:58:32',
  reportStubsTxhash: '934577b1b928e1c0e6c55535121fb84100449552952b308a2f90382cf9c1f9a4',
};

const chineseOnly: EpdRecord = {
  ...anchored,
  id: 6,
  productName: '热轧酸洗钢板 SAPH440',
  productNameEn: null,
  businessId: 44,
  businessIdEn: null,
  cnAttachmentId: 44,
  enAttachmentId: null,
  epdExpirationDate: '2026-05-31',
  isDataStubs: 0,
  dataStubsTxhash: null,
  isReportStubs: '0',
  reportStubsTxhash: null,
};

describe('validity (expiry date against the day in China)', () => {
  it('counts the day in Shanghai, not the server clock', () => {
    // 2026-11-21 16:30 UTC is already the 22nd in Shanghai.
    expect(chinaToday(new Date('2026-11-21T16:30:00Z'))).toBe('2026-11-22');
    expect(chinaToday(new Date('2026-11-21T15:59:00Z'))).toBe('2026-11-21');
  });

  it('is valid through its last day and expired the day after', () => {
    expect(isExpired('2026-11-21', '2026-11-21')).toBe(false);
    expect(isExpired('2026-11-21', '2026-11-22')).toBe(true);
    expect(isExpired(null, '2026-11-22')).toBe(false);
    expect(isExpired('not a date', '2026-11-22')).toBe(false);
  });
});

describe('EPD summary (the DTO of cards and the product page)', () => {
  it('maps an anchored declaration for an English page', () => {
    const epd = toEpdSummary(anchored, 'en', '2026-11-22');
    expect(epd).toMatchObject({
      id: '1',
      productType: 'EPD',
      productName: 'Hot-rolled coil Q355B',
      productNameLang: 'en',
      hasEnglish: true,
      productPath: '/en/app/epd/1',
      companyName: 'Baoshan Iron & Steel Co., Ltd.',
      productAddress: '885 Fujin Road, Baoshan District, Shanghai',
      pcr: { number: 'PCR-CN-2024-001', name: 'Hot-rolled steel plate, sheet and strip' },
      gwp100: 2136.4,
      expired: false,
      report: { attachmentId: '35', businessId: '35', lang: 'en' },
    });
    expect(epd.chain.map((proof) => [proof.kind, proof.blockTime])).toEqual([
      ['data', '2025-01-17 10:20:07'],
      ['report', '2025-01-17 14:58:32'],
    ]);
  });

  it('keeps a Chinese-only declaration in Chinese, with its Chinese report, on an English page', () => {
    const epd = toEpdSummary(chineseOnly, 'en', '2026-11-22');
    expect(epd.productName).toBe('热轧酸洗钢板 SAPH440');
    expect(epd.productNameLang).toBe('zh');
    expect(epd.productPath).toBe('/app/epd/6');
    expect(epd.companyName).toBe('Baoshan Iron & Steel Co., Ltd.');
    expect(epd.report).toEqual({ attachmentId: '44', businessId: '44', lang: 'zh' });
    expect(epd.expired).toBe(true);
    expect(epd.chain).toEqual([]);
  });

  it('renders the product page in English only where an English name exists', () => {
    expect(productPageLocale(anchored, 'en')).toBe('en');
    expect(productPageLocale(anchored, 'zh')).toBe('zh');
    expect(productPageLocale(chineseOnly, 'en')).toBe('zh');
    expect(productPageLocale({ productNameEn: '   ' }, 'en')).toBe('zh');
  });

  it('shows only anchored proofs that carry a hash', () => {
    const dataOnly = toEpdSummary({ ...anchored, isReportStubs: 0 }, 'zh', '2026-11-22');
    expect(dataOnly.chain.map((proof) => proof.kind)).toEqual(['data']);
    const noHash = toEpdSummary({ ...anchored, dataStubsTxhash: '' }, 'zh', '2026-11-22');
    expect(noHash.chain.map((proof) => proof.kind)).toEqual(['report']);
  });
});

describe('QR button (business.md 6)', () => {
  it('shows for the owning company while qrShow is "true"', () => {
    expect(
      canShowQr({
        userCompanyCode: '91310113790459990C',
        epdCompanyCode: '91310113790459990C',
        qrShow: 'true',
      }),
    ).toBe(true);
    expect(
      canShowQr({
        userCompanyCode: '91310113790459990C',
        epdCompanyCode: '91320116499031219R',
        qrShow: 'true',
      }),
    ).toBe(false);
    expect(
      canShowQr({
        userCompanyCode: '91310113790459990C',
        epdCompanyCode: '91310113790459990C',
        qrShow: 'false',
      }),
    ).toBe(false);
    expect(canShowQr({ userCompanyCode: null, epdCompanyCode: null, qrShow: 'true' })).toBe(false);
    expect(canShowQr({ userCompanyCode: '', epdCompanyCode: '', qrShow: 'true' })).toBe(false);
  });
});

describe('EPD search query (the URL keeps the search)', () => {
  it('reads filters and page, ignoring what is malformed', () => {
    expect(
      parseEpdSearchQuery({ company: ' 913 ', pcr: 'PCR-CN-2024-001', keyword: ['Q355B', 'x'], page: '3' }),
    ).toEqual({
      company: '913',
      pcr: 'PCR-CN-2024-001',
      keyword: 'Q355B',
      page: 3,
    });
    expect(parseEpdSearchQuery({ page: '-2', keyword: '' })).toEqual({
      company: undefined,
      pcr: undefined,
      keyword: undefined,
      page: 1,
    });
    expect(parseEpdSearchQuery({ page: 'abc', keyword: 'x'.repeat(101) }).page).toBe(1);
    expect(parseEpdSearchQuery({})).toEqual({
      company: undefined,
      pcr: undefined,
      keyword: undefined,
      page: 1,
    });
    expect(parseEpdSearchQuery({ page: ['2', '5'], pcr: [] }).page).toBe(2);
    // An over-long filter from an old or hand-edited URL is searched as the box would take it, not dropped.
    expect(parseEpdSearchQuery({ keyword: '钢'.repeat(300) }).keyword).toBe('钢'.repeat(100));
    expect(parseEpdSearchQuery({ keyword: `${'x'.repeat(99)}  tail` }).keyword).toBe('x'.repeat(99));
  });

  it('writes filters in a stable order, page only above 1', () => {
    expect(epdSearchParams({ keyword: '热轧 钢', company: 'A1', page: 1 })).toBe(
      'company=A1&keyword=%E7%83%AD%E8%BD%A7+%E9%92%A2',
    );
    expect(epdSearchParams({ pcr: 'P', page: 2 })).toBe('pcr=P&page=2');
  });

  it('renders at most the last 25 pages server-side', () => {
    expect(renderedPages(1)).toEqual({ fromPage: 1, toPage: 1 });
    expect(renderedPages(3)).toEqual({ fromPage: 1, toPage: 3 });
    expect(renderedPages(30)).toEqual({ fromPage: 6, toPage: 30 });
  });
});

describe('GWP reading against the typical ranges', () => {
  it('places a value', () => {
    expect(gwpPosition(455.9)).toBe('eaf');
    expect(gwpPosition(300)).toBe('eaf');
    expect(gwpPosition(700)).toBe('eaf');
    expect(gwpPosition(250)).toBe('belowEaf');
    expect(gwpPosition(871.2)).toBe('between');
    expect(gwpPosition(1200)).toBe('between');
    expect(gwpPosition(1800)).toBe('bfBof');
    expect(gwpPosition(2136.4)).toBe('bfBof');
    expect(gwpPosition(2700)).toBe('aboveBfBof');
  });
});

describe('product JSON-LD', () => {
  const labels = {
    gwp: 'Global warming potential (GWP100)',
    gwpUnit: 'kg CO₂-eq per tonne',
    registrationNumber: 'Registration number',
    validUntil: 'Valid until',
    certification: 'Environmental Product Declaration (EPD)',
    platform: 'Steel Industry EPD Platform',
  };

  it('is a Product with its declared GWP100 and the declaration as a certification', () => {
    const epd = toEpdSummary(anchored, 'en', '2026-11-22');
    const data = productJsonLd(epd, 'https://epd.example.cn/en/app/epd/1', labels);
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Hot-rolled coil Q355B',
      productID: 'EPD-CN-2025-0001',
    });
    expect(data.additionalProperty).toContainEqual(
      expect.objectContaining({ propertyID: 'GWP100', value: 2136.4 }),
    );
    expect(data.hasCertification).toMatchObject({
      certificationStatus: 'CertificationActive',
      expires: '2030-01-15',
    });
  });

  it('cannot close its script element', () => {
    const text = jsonLdText({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});

describe('downloads and pdf.js assets', () => {
  it('serves only the installed version and known files of pdfjs-dist', () => {
    const version = pdfjsPackage.version;
    expect(pdfjsAsset({ version, kind: 'cmaps', name: 'UniGB-UCS2-H.bcmap' })).toMatchObject({
      dir: 'cmaps',
    });
    expect(pdfjsAsset({ version, kind: 'standard_fonts', name: 'LiberationSans-Regular.ttf' })).toMatchObject(
      { dir: 'standard_fonts' },
    );
    expect(pdfjsAsset({ version, kind: 'wasm', name: 'openjpeg.wasm' })).toMatchObject({
      contentType: 'application/wasm',
    });
    expect(pdfjsAsset({ version: '0.0.1', kind: 'cmaps', name: 'UniGB-UCS2-H.bcmap' })).toBeNull();
    expect(pdfjsAsset({ version, kind: 'build', name: 'pdf.mjs' })).toBeNull();
    expect(pdfjsAsset({ version, kind: 'cmaps', name: '../package.json' })).toBeNull();
    expect(pdfjsAsset({ version, kind: 'cmaps', name: '.bcmap' })).toBeNull();
  });
});
