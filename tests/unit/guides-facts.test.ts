/**
 * The user guides state facts that money depends on (who can move deposits,
 * how long an order lasts, what fees can be taken, which apps take which
 * currencies). These checks keep the guides from typing such a value by hand
 * where it must be rendered from `src/data/`, and from bringing back promises
 * the contracts do not keep.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseDoc } from '../../src/utils/markdown';
import { markdownFiles } from './docs';

const root = path.resolve(import.meta.dirname, '../..');
const guides = path.join(root, 'guides');

const all = markdownFiles(guides).map((file) => ({
  name: path.relative(root, file),
  text: readFileSync(file, 'utf8'),
}));

test('the guides are found', () => {
  assert.ok(all.length >= 14, `${all.length} guide pages`);
});

for (const { name, text } of all) {
  test(`${name} makes no custody promise the contracts do not keep`, () => {
    assert.doesNotMatch(text, /no one,? (?:including|not even) (?:the )?ZKP2P/i);
    assert.doesNotMatch(
      text,
      /(?:owner|team|ZKP2P) (?:cannot|can't|can not) (?:take|move|touch) (?:a |the )?(?:seller's )?deposits?/i,
    );
    assert.doesNotMatch(text, /nobody in the middle holds/i);
    assert.doesNotMatch(text, /\bno custodian\b/i);
  });

  test(`${name} does not type protocol values that live in src/data`, () => {
    // Order expiry: rendered with <ParameterValue id="current.base.intentExpirationPeriod" />.
    assert.doesNotMatch(text, /(?:window|expir\w*|time limit)[^.\n]{0,60}\b(?:one day|24 hours|86,?400 seconds)/i);
    // Fee caps: rendered with <ParameterValue id="legacy.maxReferrerFee" /> and friends.
    assert.doesNotMatch(text, /(?:app|referrer|protocol|sustainability)[\w ]{0,20} fee[^.\n]{0,40}\b5 ?%/i);
    // Payment apps and currencies: rendered with <PaymentPlatforms />, never as a hand-made table.
    assert.doesNotMatch(
      text,
      /^\| *(?:Venmo|Revolut|Wise|Monzo|Mercado Pago|PayPal)\b[^|]*\|[^|]*\b(?:USD|GBP|EUR|ARS)\b/m,
    );
  });

  test(`${name} sends readers to Peer's current app and channels`, () => {
    // The app moved to peer.xyz in February 2026; the 2025 links no longer belong to the project.
    assert.doesNotMatch(text, /zkp2p\.xyz\/swap|t\.me\/zk_p2p|support\.zkp2p\.xyz/i);
    assert.doesNotMatch(text, /\]\(https:\/\/(?:www\.)?zkp2p\.xyz\/?\)/i, 'reader actions link to https://peer.xyz');
  });

  test(`${name} does not promise that a login stays on the device`, () => {
    // Since May 2026 buyers' sealed session material goes to the attestation enclave.
    assert.doesNotMatch(
      text,
      /(?:never|not|doesn't|does not) leaves? (?:your|the user's) (?:device|browser|computer)/i,
    );
    assert.doesNotMatch(text, /(?:data|login|session|everything) stays? on your (?:device|browser|computer)/i);
    assert.doesNotMatch(text, /only the proof leaves/i);
  });

  test(`${name} renders tier caps and referral shares from src/data/tiers.ts`, () => {
    assert.doesNotMatch(text, /\$(?:12,500|25,000|1,875|3,750|7,500)\b/, 'per-method caps');
    assert.doesNotMatch(text, /\b(?:12|6) hours? (?:cooldown|as a)/i, 'cooldowns');
    assert.doesNotMatch(text, /\b0\.40 ?%|\b40 bps\b/i, 'referral share');
  });

  test(`${name} opens in its own words and says nothing about how the site is tested`, () => {
    const { body } = parseDoc(text);
    assert.doesNotMatch(
      body,
      /after reading this (?:page|guide)|by the end of this (?:page|guide)|this (?:page|guide) (?:shows|tells|covers|takes) you/i,
    );
    assert.doesNotMatch(body, /\byou will learn\b/i);
    assert.doesNotMatch(body, /unit test|end-to-end test|\be2e\b/i);
  });
}

test('the introduction and the risks guide say who controls the contracts', () => {
  const intro = all.find(({ name }) => name.endsWith('introduction/zkp2p.mdx'));
  const risks = all.find(({ name }) => name.endsWith('privacy-safety/risks.mdx'));
  assert.ok(intro && risks);
  assert.match(intro.text, /risks\.mdx#who-controls-the-contracts/);
  assert.match(risks.text, /<OwnerAddress version="v3" \/>/);
  assert.match(risks.text, /<OwnerPowersTable version="v3" impacts=\{\['custody', 'proof'\]\} \/>/);
  assert.match(risks.text, /witness/i, 'the risks guide covers the V3 attestation signer');
});

test('pages that give the order time limit or fees render current values from protocolParameters.ts', () => {
  const expiry = all.filter(({ text }) => text.includes('current.base.intentExpirationPeriod'));
  assert.ok(expiry.length >= 2, 'onboarding and verification issues give the current time limit');
  const risks = all.find(({ name }) => name.endsWith('privacy-safety/risks.mdx'));
  assert.ok(risks);
  assert.match(
    risks.text,
    /<ParameterValue id="current\.base\.protocolTakerFee" \/>/,
    'the risks guide gives the current protocol fee',
  );
  for (const { name, text } of [...expiry, risks]) {
    assert.match(text, /^import ParameterValue from '@site\/src\/components\/ParameterValue';$/m, name);
  }
});

test('the introduction names Peer and its address', () => {
  const intro = all.find(({ name }) => name.endsWith('introduction/zkp2p.mdx'));
  assert.ok(intro);
  assert.match(intro.text, /called \*\*Peer\*\*, at \[peer\.xyz\]\(https:\/\/peer\.xyz\)/);
  assert.match(intro.text, /February 2026/);
});

test('the privacy guide explains enclave verification and Seller Autopilot', () => {
  const privacy = all.find(({ name }) => name.endsWith('privacy-safety/privacy.md'));
  assert.ok(privacy);
  assert.match(privacy.text, /AWS Nitro Enclave/);
  assert.match(privacy.text, /\{#how-your-payment-is-verified\}/);
  assert.match(privacy.text, /Seller Autopilot/);
});

test('pages that quote tiers import them from src/data/tiers.ts', () => {
  const quoting = all.filter(({ text }) => /\{(?:capOf|tierName|tierCooldown|lockedBelow|referralShare)\(/.test(text));
  assert.ok(quoting.length >= 3, 'onboarding, risks and the buyer and seller indexes render tier data');
  for (const { name, text } of quoting) {
    assert.match(text, /^import \{[^}]+\} from '@site\/src\/data\/tiers';$/m, name);
  }
});
