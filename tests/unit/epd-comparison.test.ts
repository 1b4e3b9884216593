import { describe, expect, it } from 'vitest';
import {
  comparePath,
  compareSearchPath,
  gwpAxis,
  lowestGwpIds,
  MAX_COMPARED,
  openEpdDocumentPath,
  parseCompareIds,
  validityOn,
} from '@/lib/epd/comparison';
import { chinaToday } from '@/lib/epd/validity';

describe('the comparison address', () => {
  it('keeps the ids in the order given, each once, normalised', () => {
    expect(parseCompareIds('15,12,015, 20,12')).toEqual({
      requested: ['15', '12', '20'],
      compared: ['15', '12', '20'],
      leftOut: [],
      invalid: [],
    });
    expect(parseCompareIds(['12', '15,20']).requested).toEqual(['12', '15', '20']);
    expect(parseCompareIds('12，15、20').requested).toEqual(['12', '15', '20']);
  });

  it(`compares the first ${MAX_COMPARED} and names the rest`, () => {
    const parsed = parseCompareIds('1,2,3,4,5,6');
    expect(parsed.compared).toEqual(['1', '2', '3', '4']);
    expect(parsed.leftOut).toEqual(['5', '6']);
  });

  it('names what is no id at all, shortened, and reads a bounded number of parts', () => {
    const parsed = parseCompareIds(`abc,0,-3,12,${'9'.repeat(13)},${'x'.repeat(40)}`);
    expect(parsed.requested).toEqual(['12']);
    expect(parsed.invalid).toEqual(['abc', '0', '-3', '9'.repeat(13), `${'x'.repeat(24)}…`]);
    expect(parseCompareIds(Array.from({ length: 500 }, (_, i) => i + 1).join(',')).requested).toHaveLength(
      40,
    );
    expect(parseCompareIds(undefined)).toEqual({ requested: [], compared: [], leftOut: [], invalid: [] });
  });

  it('writes the fixed addresses with readable commas', () => {
    expect(comparePath(['12', '15'])).toBe('/epd/compare?ids=12,15');
    expect(comparePath([])).toBe('/epd/compare');
    expect(compareSearchPath(['12', '15'])).toBe('/epd/epdSearch?compare=12,15');
    expect(compareSearchPath([])).toBe('/epd/epdSearch');
    expect(openEpdDocumentPath('12')).toBe('/api/open/v1/epds/12');
  });
});

describe('validity on China’s date', () => {
  it('is valid to the last day, expiring within 90 days, expired the day after', () => {
    expect(validityOn('2027-03-01', '2026-11-29')).toEqual({ state: 'valid', daysLeft: 92 });
    expect(validityOn('2027-02-27', '2026-11-29')).toEqual({ state: 'expiring', daysLeft: 90 });
    expect(validityOn('2026-11-29', '2026-11-29')).toEqual({ state: 'expiring', daysLeft: 0 });
    expect(validityOn('2026-11-28', '2026-11-29')).toEqual({ state: 'expired', daysLeft: -1 });
    expect(validityOn('2026-11-28 00:00:00', '2026-11-29').state).toBe('expired');
    expect(validityOn(null, '2026-11-29')).toEqual({ state: 'valid', daysLeft: null });
  });

  it('turns at midnight in Beijing, not at the server’s midnight', () => {
    // 16:30 UTC on the 28th is 00:30 on the 29th in Beijing: a declaration valid to the 28th has expired.
    const today = chinaToday(new Date('2026-11-28T16:30:00Z'));
    expect(validityOn('2026-11-28', today).state).toBe('expired');
    expect(validityOn('2026-11-28', chinaToday(new Date('2026-11-28T15:30:00Z'))).state).toBe('expiring');
  });
});

describe('one GWP scale', () => {
  it('spans the typical scale, further when a value lies beyond it, in round ticks', () => {
    expect(gwpAxis([612.4, 2136.4])).toEqual({ max: 3000, ticks: [0, 1000, 2000, 3000] });
    expect(gwpAxis([4100])).toEqual({ max: 5000, ticks: [0, 1000, 2000, 3000, 4000, 5000] });
    expect(gwpAxis([9100]).max).toBe(10_000);
    expect(gwpAxis([]).max).toBe(3000);
  });

  it('marks the lowest of two or more declared values, every one on a tie', () => {
    expect(
      lowestGwpIds([
        { id: '1', gwp100: 2136.4 },
        { id: '9', gwp100: 612.4 },
        { id: '5', gwp100: null },
      ]),
    ).toEqual(['9']);
    expect(
      lowestGwpIds([
        { id: '1', gwp100: 600 },
        { id: '2', gwp100: 600 },
      ]),
    ).toEqual(['1', '2']);
    expect(lowestGwpIds([{ id: '1', gwp100: 600 }])).toEqual([]);
  });
});
