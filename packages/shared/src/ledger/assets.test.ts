import { describe, expect, it } from 'vitest';
import { clubIdOfAsset, formatAsset, parseAsset, pointsAsset, slicesAsset } from './assets';

const id = '6f1d2c3b-1a2b-4c3d-8e9f-0a1b2c3d4e5f';

describe('ledger asset names', () => {
  it('formats and parses points and slices, both ways', () => {
    expect(pointsAsset(id)).toBe(`points:${id}`);
    expect(slicesAsset(id)).toBe(`slices:${id}`);
    for (const asset of [
      { kind: 'points', clubId: id },
      { kind: 'slices', pieId: id },
    ] as const)
      expect(parseAsset(formatAsset(asset))).toEqual(asset);
    expect(clubIdOfAsset(pointsAsset(id))).toBe(id);
    expect(clubIdOfAsset(slicesAsset(id))).toBeNull();
  });

  it('refuses what is not an asset name', () => {
    for (const name of ['', 'points', 'points:', ':x', 'money:EUR', 'points:a:b'])
      expect(parseAsset(name)).toBeNull();
  });
});
