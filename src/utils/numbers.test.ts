import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { groupThousands } from './numbers';

describe('groupThousands', () => {
  it('writes whole numbers as en-US number formatting does', () => {
    const enUs = new Intl.NumberFormat('en-US');
    for (const value of [0, 7, 999, 1000, 12345, 999999, 1000000, 33358470, -1, -1234, -1234567, 2 ** 53 - 1]) {
      assert.equal(groupThousands(value), enUs.format(value), String(value));
    }
  });

  it('refuses a fraction or a number it cannot write exactly', () => {
    assert.throws(() => groupThousands(1.5), RangeError);
    assert.throws(() => groupThousands(Number.NaN), RangeError);
    assert.throws(() => groupThousands(2 ** 53), RangeError);
  });
});
