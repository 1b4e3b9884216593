import { describe, expect, it } from 'vitest';
import { addDays, DeclarationIndex } from '@/lib/epd/server/declaration-index';
import {
  SYNTHETIC_KEYWORD,
  SYNTHETIC_SHORT_KEYWORD,
  syntheticDeclarations,
} from '@/lib/epd/server/synthetic-declarations';

const TODAY = '2026-03-15';
const COUNT = 2_000;
const declarations = [...syntheticDeclarations(COUNT, { today: TODAY })];
const records = declarations.map((declaration) => declaration.record);
const share = (test: (record: (typeof records)[number]) => boolean) => records.filter(test).length / COUNT;

describe('syntheticDeclarations', () => {
  it('gives count declarations with unique ids and registration numbers, the same for the same seed', () => {
    expect(declarations).toHaveLength(COUNT);
    expect(new Set(records.map((record) => record.id)).size).toBe(COUNT);
    expect(new Set(records.map((record) => record.epdRegistrationNumber)).size).toBe(COUNT);
    const again = [...syntheticDeclarations(50, { today: TODAY })];
    expect([...syntheticDeclarations(50, { today: TODAY })]).toEqual(again);
    expect([...syntheticDeclarations(50, { today: TODAY, seed: 1 })]).not.toEqual(again);
  });

  it('spreads mills, PCRs, types, GWP, expiry and chain proofs as the platform would', () => {
    const companies = new Set(records.map((record) => record.companyCode));
    expect(companies.size).toBeGreaterThanOrEqual(45);
    expect(companies.size).toBeLessThanOrEqual(55);
    expect(new Set(declarations.map((declaration) => declaration.pcr?.number)).size).toBe(10);
    for (const record of records) {
      expect(record.epdRegistrationNumber).toMatch(new RegExp(`^${record.productType}-CN-\\d{4}-\\d{4,}$`));
      expect(record.gwp100).toBeGreaterThanOrEqual(300);
      expect(record.gwp100).toBeLessThanOrEqual(2800);
      expect(record.epdExpirationDate! >= addDays(TODAY, -3 * 365)).toBe(true);
      expect(record.epdExpirationDate! <= addDays(TODAY, 3 * 365)).toBe(true);
      expect(record.productName).toMatch(/[\u4e00-\u9fff]/);
    }
    expect(share((record) => record.productType === 'CFP')).toBeGreaterThan(0.1);
    expect(share((record) => record.epdExpirationDate! < TODAY)).toBeCloseTo(0.5, 1);
    expect(share((record) => (record.gwp100 ?? 0) <= 1500)).toBeGreaterThan(0.25);
    expect(share((record) => record.isDataStubs === 3 && !!record.dataStubsTxhash)).toBeGreaterThan(0.2);
    expect(share((record) => record.productNameEn === null)).toBeGreaterThan(0.02);
    expect(share((record) => record.productName.includes(SYNTHETIC_KEYWORD))).toBeGreaterThan(0.05);
  });

  it('is found by the index: the keyword by trigram and by scan, a registration number exactly', () => {
    const index = DeclarationIndex.build(declarations);
    try {
      const filters = { validity: 'valid', gwpMax: 1500, sort: 'gwp' } as const;
      const found = index.search({ ...filters, keyword: SYNTHETIC_KEYWORD, limit: 4, offset: 0 }, TODAY);
      expect(found.total).toBeGreaterThan(0);
      expect(found.items.every(({ record }) => record.productName.includes(SYNTHETIC_KEYWORD))).toBe(true);
      const short = index.search(
        { ...filters, keyword: SYNTHETIC_SHORT_KEYWORD, limit: 4, offset: 0 },
        TODAY,
      );
      expect(short.total).toBeGreaterThan(found.total);
      const wanted = records[1234]!.epdRegistrationNumber;
      const exact = index.search({ keyword: wanted, limit: 4, offset: 0 }, TODAY);
      expect(exact.items.map(({ record }) => record.epdRegistrationNumber)).toEqual([wanted]);
    } finally {
      index.close();
    }
  });
});
