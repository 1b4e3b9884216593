import { describe, expect, it } from 'vitest';
import { sizeAtLimit } from '../../bench/declaration-index.ts';

describe("the bench's size at which the index's p99 passes 100 ms", () => {
  it('interpolates between the two sizes around it', () => {
    expect(
      sizeAtLimit([
        { size: 1_000, p99: 20 },
        { size: 10_000, p99: 40 },
        { size: 100_000, p99: 160 },
      ]),
    ).toBe('≈ 55,000 (interpolated)');
  });

  it('takes the size from which it stays past the limit, not a single slow run below it', () => {
    expect(
      sizeAtLimit([
        { size: 1_000, p99: 131 },
        { size: 10_000, p99: 71 },
        { size: 100_000, p99: 163 },
      ]),
    ).toBe('≈ 38,370 (interpolated)');
  });

  it('extrapolates past the largest size, and says when it is already passed or never reached', () => {
    expect(
      sizeAtLimit([
        { size: 10_000, p99: 40 },
        { size: 100_000, p99: 70 },
      ]),
    ).toBe('≈ 190,000 (extrapolated past 100,000)');
    expect(sizeAtLimit([{ size: 1_000, p99: 120 }])).toMatch(/^already at 1,000/);
    expect(
      sizeAtLimit([
        { size: 1_000, p99: 50 },
        { size: 10_000, p99: 40 },
      ]),
    ).toBe('not reached by 10,000');
  });
});
