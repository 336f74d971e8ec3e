import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sourceUrl } from './chains';
import {
  depositConfirmationSeconds,
  depositConfirmationTime,
  premiumControl,
  premiumControlRange,
  typicalPremium,
  typicalPremiums,
  verificationSeconds,
  verificationTime,
} from './peerApp';

test('the numbers read as the guides print them', () => {
  assert.equal(verificationTime(), 'about 30 seconds');
  assert.equal(depositConfirmationTime(), '10 to 20 seconds');
  assert.equal(premiumControlRange(), '−5% to +5%');
  assert.equal(typicalPremium('major'), '0.5% to 1%');
  assert.equal(typicalPremium('emerging'), '1% to 3%');
});

test('ranges run low to high, and the typical premiums fit inside the control', () => {
  for (const range of [depositConfirmationSeconds, premiumControl, ...Object.values(typicalPremiums)]) {
    assert.ok(range.min < range.max, `${range.min} < ${range.max}`);
  }
  for (const range of Object.values(typicalPremiums)) {
    assert.ok(range.min >= premiumControl.min && range.max <= premiumControl.max);
  }
  assert.ok(verificationSeconds.typical > 0);
});

test('every number names the zkp2p/docs page that published it', () => {
  for (const { source } of [
    verificationSeconds,
    depositConfirmationSeconds,
    premiumControl,
    ...Object.values(typicalPremiums),
  ]) {
    assert.match(sourceUrl(source), /^https:\/\/github\.com\/zkp2p\/docs\/blob\/6425a54\/guides\/\S+\.md$/);
  }
});
