import { test } from 'node:test';
import assert from 'node:assert/strict';
import baseMethods from '@zkp2p/contracts-v2/paymentMethods/base.json' with { type: 'json' };
import lookups from '@zkp2p/contracts-v2/paymentMethods/lookups.json' with { type: 'json' };
import { PAYMENT_PLATFORMS } from '@zkp2p/sdk';
import { sourceUrl } from './chains';
import {
  capOf,
  defaultOrderLimits,
  lockPenalties,
  lockedBelow,
  methodCaps,
  methodNames,
  notOnBase,
  notOnBaseNames,
  openAt,
  referralEarning,
  referralShare,
  referralsPublished,
  tierCooldown,
  tierDiscount,
  tierRules,
  tiers,
} from './tiers';

test('tiers run lowest first, with rising volume and falling cooldowns', () => {
  assert.ok(!tiers.some((tier) => /president/i.test(tier.name)), 'Peer President was removed on 1 July 2026');
  for (let i = 1; i < tiers.length; i += 1) {
    const [lower, higher] = [tiers[i - 1], tiers[i]];
    assert.ok(lower && higher);
    assert.ok(higher.volumeUsd > lower.volumeUsd, higher.name);
    assert.ok(higher.cooldownHours <= lower.cooldownHours, higher.name);
    assert.ok(higher.feeDiscountPercent > lower.feeDiscountPercent, higher.name);
  }
  assert.equal(tierCooldown('peasant'), '12 hours');
  assert.equal(tierCooldown('plus'), 'none');
  assert.equal(tierDiscount('platinum'), '0.30%');
});

test('every method has a cap at every tier, no cap falls as the tier rises, and ids are protocol names', () => {
  const ids = methodCaps.map((row) => row.methodId);
  assert.equal(new Set(ids).size, ids.length, 'no method listed twice');
  for (const row of methodCaps) {
    const known: readonly string[] = PAYMENT_PLATFORMS;
    assert.ok(
      Object.hasOwn(lookups.nameToHash, row.methodId) || known.includes(row.methodId),
      `${row.methodId} is a payment method of @zkp2p/contracts-v2 or @zkp2p/sdk`,
    );
    let previous = 0;
    for (const tier of tiers) {
      const cap = row.caps[tier.id];
      const value = cap === 'locked' ? 0 : cap;
      assert.ok(value >= previous, `${row.method} at ${tier.name}`);
      previous = value;
    }
  }
  assert.equal(capOf('revolut', 'platinum'), '$25,000');
  assert.equal(capOf('venmo', 'peer'), 'Locked');
  assert.throws(() => capOf('not-a-method', 'peer'));
});

test('Venmo and PayPal are locked below Peer Plus, as published on 1 July 2026 (5c5468c)', () => {
  assert.equal(lockedBelow('plus'), 'Venmo and PayPal');
  assert.equal(methodNames('higher'), 'Zelle, Venmo, Cash App, Chime and PayPal');
});

test('penalties rise with the score, one tier at a time, down to the lowest tier at most', () => {
  lockPenalties.forEach((penalty, index) => {
    assert.equal(penalty.tiersDown, index + 1);
    assert.ok(index === 0 || penalty.minScore > (lockPenalties[index - 1]?.minScore ?? 0), `${penalty.minScore}`);
  });
  assert.ok(lockPenalties.length < tiers.length);
});

test('sources are GitHub files at a commit, with ISO dates', () => {
  for (const publication of [tierRules.published, referralsPublished, defaultOrderLimits.published]) {
    assert.match(
      sourceUrl(publication.source),
      /^https:\/\/github\.com\/zkp2p\/docs\/blob\/[0-9a-f]{7}\/guides\/\S+\.md$/,
    );
    assert.match(publication.date, /^2026-\d{2}-\d{2}$/);
  }
});

test('referral shares read as a percentage and in basis points', () => {
  assert.equal(referralShare(1), '0.40% (40 basis points)');
  assert.equal(referralEarning(1, 10_000), '$40');
  assert.equal(referralEarning(2, 10_000), '$10');
});

test('the methods no deposit on Base can accept are exactly the tier-table methods the package leaves out', () => {
  const onBase = Object.keys(baseMethods.methods);
  const missing = methodCaps.map((row) => row.methodId).filter((id) => !onBase.includes(id));
  assert.deepEqual([...notOnBase].sort(), missing.sort());
  assert.equal(notOnBaseNames(), 'Luxon and N26');
  assert.equal(openAt('peasant'), 'Revolut, Wise, Monzo, Mercado Pago, Alipay, Zelle, Cash App and Chime');
  assert.match(openAt('plus'), /Venmo.*PayPal/);
});
