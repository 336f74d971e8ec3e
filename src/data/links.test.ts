import { test } from 'node:test';
import assert from 'node:assert/strict';
import { links } from './links';

test('every address is https, or mailto for support, with no duplicates', () => {
  const values = Object.values(links);
  assert.equal(new Set(values).size, values.length);
  for (const [name, value] of Object.entries(links)) {
    assert.match(value, name === 'support' ? /^mailto:[^@\s]+@[^@\s]+$/ : /^https:\/\/[^\s]+$/, name);
  }
});

test('no retired address is linked', () => {
  for (const value of Object.values(links)) {
    assert.doesNotMatch(value, /t\.me\/zk_p2p|support\.zkp2p\.xyz|zkp2p\.xyz\/swap|x\.com\/zkp2p$/, value);
  }
});
