/**
 * A number the data holds (how long an intent lasts, a fee or fee cap, a
 * per-order cap, a cooldown, a referral or discount rate, the dust threshold)
 * is rendered from `src/data/`, never typed: a typed value goes stale the day
 * the owner or the app changes it. The forbidden forms come from the data
 * itself (`parameters.ts`), so a changed value is caught in its new form, and
 * for the values a reader acts on directly any number of the same unit is
 * refused too. A dated post may keep what it said on its day only where
 * `datedValues` in `parameters.ts` lists the sentence and says why.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { protocolParameters } from '../../src/data/protocolParameters';
import { methodCaps, tiers } from '../../src/data/tiers';
import {
  TOPIC_OF_PARAMETER,
  datedValues,
  dollarForms,
  durationForms,
  parameterProblems,
  percentForms,
  topics,
  valueForms,
} from './parameters';
import { readerFiles } from './prose';
import type { Problem } from './addresses';

const files = readerFiles();
const isDated = (problem: Problem) =>
  datedValues.some(({ page, says }) => problem.page === page && says.test(problem.text));

test('no page types a number the data holds', () => {
  const problems = files.flatMap(parameterProblems).filter((problem) => !isDated(problem));
  assert.deepEqual(
    problems.map(({ page, line, text, rule }) => `${page}:${line}: ${rule} | ${text}`),
    [],
  );
});

test('every dated exception still matches a sentence, on a page that is history', () => {
  const problems = files.flatMap(parameterProblems);
  for (const { page, says } of datedValues) {
    assert.match(page, /^blog\//, `${page} is not a dated post`);
    assert.ok(
      problems.some((problem) => problem.page === page && says.test(problem.text)),
      `${page}: ${says}`,
    );
  }
});

test('every parameter of the data belongs to a topic the rule reads', () => {
  const names = [...new Set(protocolParameters.map((p) => p.name))];
  assert.deepEqual(
    names.filter((name) => !(name in TOPIC_OF_PARAMETER)),
    [],
    'give each new parameter a topic in parameters.ts',
  );
  // Each value yields the forms a writer types; a zero duration ("none (0 seconds)") has no number to type.
  for (const p of protocolParameters) {
    if (TOPIC_OF_PARAMETER[p.name] !== 'none' && !p.value.startsWith('none'))
      assert.ok(valueForms(p.value).length > 0, `${p.id}: "${p.value}"`);
  }
  const keys = new Set(topics.map((topic) => topic.key));
  for (const key of Object.values(TOPIC_OF_PARAMETER)) assert.ok(key === 'none' || keys.has(key), key);
});

test('a value is written every way a writer types it, and only that value', () => {
  const matches = (forms: RegExp[], text: string) => forms.some((form) => form.test(text));
  for (const typed of [
    '6 hours',
    'six hours',
    'six-hour',
    '6h',
    '21,600 seconds',
    '21600 seconds',
    '360 minutes',
    '21600',
  ]) {
    assert.ok(matches(durationForms(21_600), typed), typed);
  }
  for (const typed of [
    '1 day',
    'one day',
    'a day',
    '24 hours',
    'twenty-four hours',
    '86,400 seconds',
    '1,440 minutes',
  ]) {
    assert.ok(matches(durationForms(86_400), typed), typed);
  }
  for (const typed of ['16 hours', '60 hours', '216,000 seconds', '6 minutes']) {
    assert.ok(!matches(durationForms(21_600), typed), typed);
  }
  for (const typed of ['5%', '5 %', '5.00%', '5 percent', 'five percent', '500 basis points', '500 bps']) {
    assert.ok(matches(percentForms(5), typed), typed);
  }
  for (const typed of ['0.40%', '0.4%', '.4%', '40 bps', '40 basis points']) {
    assert.ok(matches(percentForms(0.4), typed), typed);
  }
  for (const typed of ['15%', '2.5%', '0.05%', '1.5 percent']) assert.ok(!matches(percentForms(5), typed), typed);
  assert.ok(!matches(percentForms(0), '2.00%'), 'a zero fee is not the end of 2.00%');
  for (const typed of [
    'no protocol fee',
    'the protocol charges them no fee',
    'the protocol took no fee',
    'fee-free',
    '0%',
  ]) {
    assert.ok(matches(percentForms(0), typed), typed);
  }
  assert.ok(!matches(percentForms(0), 'the guide gives no fees or timing'), 'a source that is silent on fees');
  assert.ok(!matches(percentForms(0), 'a zero recipient or zero fee'), 'an invalid referral entry, not a fee level');
  assert.ok(!matches(percentForms(0), 'leave the option out when you take no fee'), 'an integrator’s own choice');
  for (const typed of ['$12,500', '$12500', '$12,500.00', '$12.5k', '12,500 USD', '12,500 dollars', '12,500 USDC']) {
    assert.ok(matches(dollarForms(12_500), typed), typed);
  }
  for (const typed of ['$125', '$112,500', '$12,5000', '12.5%']) assert.ok(!matches(dollarForms(12_500), typed), typed);
});

test('the forms follow the data: the current expiry, every tier cap and cooldown', () => {
  const expiry = protocolParameters.find((p) => p.id === 'current.base.intentExpirationPeriod');
  assert.ok(expiry);
  const page = (text: string) => parameterProblems({ name: 'guides/for-buyers/index.mdx', text });
  assert.equal(page(`Your order lasts ${expiry.value.replace(/ \(.*\)$/, '')}.`).length, 1, expiry.value);
  for (const row of methodCaps) {
    for (const cap of Object.values(row.caps)) {
      if (cap !== 'locked')
        assert.ok(page(`The ${row.method} cap at your tier is $${cap.toLocaleString('en-US')}.`).length > 0);
    }
  }
  for (const tier of tiers.filter((t) => t.cooldownHours > 0)) {
    assert.equal(page(`The cooldown between orders is ${tier.cooldownHours} hours.`).length, 1, tier.name);
  }
});

test('a stale value typed in a buyer guide fails, and the rendered value passes', () => {
  const name = 'guides/for-buyers/complete-guide-to-onboarding.mdx';
  const rules = (text: string) => parameterProblems({ name, text }).map(({ rule }) => rule);
  assert.match(rules('The intent expires after 6 hours.').join(), /how long an intent lasts/);
  assert.match(rules('Orders expire after 7 hours, so pay quickly.').join(), /how long an intent lasts/);
  assert.match(rules('You have 6 hours to pay the seller.').join(), /how long an intent lasts/);
  assert.match(
    rules("If you don't pay within six hours, the seller's USDC is freed.").join(),
    /how long an intent lasts/,
  );
  assert.match(rules('An unpaid order is cancelled automatically after 6 hours.').join(), /how long an intent lasts/);
  assert.match(rules('The seller’s USDC stays locked for 21,600 seconds.').join(), /how long an intent lasts/);
  assert.match(rules('You have one day to pay before the order expires.').join(), /how long an intent lasts/);
  assert.match(rules('| Step | Time limit |\n| --- | --- |\n| Pay | 24 hours |').join(), /how long an intent lasts/);
  assert.match(rules('A Peer Pro wallet can buy up to $9,999 per order on Zelle at its tier.').join(), /per-order cap/);
  assert.match(rules('Level 1 referrals earn you 0.55% of their volume.').join(), /referral share/);
  assert.match(rules('The protocol fee is capped at 7%.').join(), /fee cap/);
  assert.deepEqual(rules('The intent expires after <ParameterValue id="current.base.intentExpirationPeriod" />.'), []);
  assert.deepEqual(rules("After an order you wait {tierCooldown('peasant')} before the next."), []);
  assert.deepEqual(rules('A bank transfer usually takes about 3 days to arrive.'), []);
  assert.deepEqual(rules('```text\nThe intent expires after 6 hours.\n```'), []);
  // The app's numbers (src/data/peerApp.ts): typed they fail, rendered or as worked examples they pass.
  assert.match(rules('Verification takes about 30 seconds.').join(), /payment check/);
  assert.match(rules('Wait for confirmation, usually 10 to 20 seconds, after you deposit.').join(), /deposit takes/);
  assert.match(rules('In Advanced you drag a slider from −5% to +5%.').join(), /premium/);
  assert.match(rules('Sellers on major currencies price 0.5% to 1% above the market.').join(), /premium/);
  assert.deepEqual(rules('This usually takes {verificationTime()}.'), []);
  assert.deepEqual(rules('So $10,000 filled by a level 1 referral earns you {referralEarning(1, 10_000)}.'), []);
  assert.deepEqual(rules('You send $50 for a $40 order.'), []);
  assert.deepEqual(rules('Halve the spread to 1% and the APR halves.'), []);
  assert.match(rules('A single signature from one of the witness keys is enough.').join(), /witness signatures/);
  assert.deepEqual(rules('The one signature is `proof.signatures.claimSignature`.'), []);
  assert.deepEqual(rules('## Sources {#sources}\n\n- `Escrow.sol` at 4241be0: intents expire after 1 day.'), []);
});
