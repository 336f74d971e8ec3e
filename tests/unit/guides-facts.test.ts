/**
 * The user guides state facts that money depends on (who can move deposits,
 * which apps take which currencies, who sees a seller's handle, what an
 * oracle outage does). These checks keep the guides from bringing back
 * promises the contracts or the app do not keep, and from typing the payment
 * apps' table by hand. Numbers the data holds (order time limit, fees, caps,
 * cooldowns, referral shares, the app's timings and premiums) are held for
 * every page by prose-parameters.test.ts.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pages, root } from './docs';

const all = pages('guides');
const guide = (end: string) => all.find(({ name }) => name.endsWith(end))?.text ?? '';

/** What no guide may say, and why; each message names the rule a match breaks. */
const rules: readonly [string, RegExp][] = [
  ['a custody promise the contracts do not keep', /no one,? (?:including|not even) (?:the )?ZKP2P/i],
  [
    'a custody promise the contracts do not keep',
    /(?:owner|team|ZKP2P) (?:cannot|can't|can not) (?:take|move|touch) (?:a |the )?(?:seller's )?deposits?/i,
  ],
  ['a custody promise the contracts do not keep', /nobody in the middle holds|\bno custodian\b/i],
  // Order expiry: rendered with <ParameterValue id="current.base.intentExpirationPeriod" />.
  [
    'a typed order time limit (use ParameterValue)',
    /(?:window|expir\w*|time limit)[^.\n]{0,60}\b(?:one day|24 hours|86,?400 seconds)/i,
  ],
  // Fee caps: rendered with <ParameterValue id="legacy.maxReferrerFee" /> and friends.
  [
    'a typed fee cap (use ParameterValue)',
    /(?:app|referrer|protocol|sustainability)[\w ]{0,20} fee[^.\n]{0,40}\b5 ?%/i,
  ],
  [
    'a hand-made table of payment apps and currencies (use <PaymentPlatforms />)',
    /^\| *(?:Venmo|Revolut|Wise|Monzo|Mercado Pago|PayPal)\b[^|]*\|[^|]*\b(?:USD|GBP|EUR|ARS)\b/m,
  ],
  // The app moved to peer.xyz in February 2026; content.test.ts forbids links, guides name none either.
  ['a 2025 channel (send readers to Peer)', /zkp2p\.xyz\/swap|t\.me\/zk_p2p|support\.zkp2p\.xyz/i],
  // Since May 2026 buyers' sealed session material goes to the attestation enclave.
  [
    'a promise that a login stays on the device',
    /(?:never|not|doesn't|does not) leaves? (?:your|the user's) (?:device|browser|computer)/i,
  ],
  [
    'a promise that a login stays on the device',
    /(?:data|login|session|everything) stays? on your (?:device|browser|computer)|only the proof leaves/i,
  ],
  [
    'an opening about the page instead of its subject',
    /after reading this (?:page|guide)|by the end of this (?:page|guide)|this (?:page|guide) (?:shows|tells|covers|takes) you|\byou will learn\b/i,
  ],
  ['a word about how the site is tested', /unit test|end-to-end test|\be2e\b/i],
  // Today's contracts are expected to allow several open intents per account (allowMultipleIntents).
  ['a limit the contracts do not keep (one open order per wallet)', /one open (?:order|intent)s? (?:per|at a time)/i],
  // An unusable oracle price switches the pair off; the fixed floor does not take over (EscrowV2).
  [
    'an oracle outage that falls back to the floor',
    /(?:feed|oracle)[^.\n]*(?:down|stale|outage|invalid)[^.\n]*(?:floor (?:still )?(?:applies|takes over)|fill\w* at (?:your|the) floor|rate used is (?:your|the) floor)|(?:floor (?:still )?(?:applies|takes over)|fill\w* at (?:your|the) floor)[^.\n]*outage/i,
  ],
  // A seller's handle comes back with any price quote (@zkp2p/sdk README).
  ['a handle that only the counterparty sees', /only (?:your|the) counterparty (?:sees|can see)/i],
  // Some current contracts have no owner() at all.
  ['an owner on every contract', /(?:each|every) (?:ZKP2P )?contract has an owner/i],
];

for (const { name, text } of all) {
  test(`${name} keeps the guide rules`, () => {
    const broken = rules.flatMap(([rule, pattern]) => {
      const match = pattern.exec(text);
      return match ? [`${rule}: "${match[0]}"`] : [];
    });
    assert.deepEqual(broken, []);
  });
}

test('the risks guide says who controls the contracts, from src/data, and the introduction links it', () => {
  assert.match(guide('introduction/zkp2p.mdx'), /risks\.mdx#who-controls-the-contracts/);
  const risks = guide('privacy-safety/risks.mdx');
  assert.match(risks, /<OwnerAddress version="v3" \/>/);
  assert.match(risks, /<OwnerPowersTable version="v3" impacts=\{\['custody', 'proof'\]\} \/>/);
  assert.match(risks, /witness/i, 'the risks guide covers the V3 attestation signer');
});

test('guides give the order time limit, fees and tiers from src/data', () => {
  const expiry = all.filter(({ text }) => text.includes('<ParameterValue id="current.base.intentExpirationPeriod"'));
  assert.ok(expiry.length >= 2, 'onboarding and verification issues give the current time limit');
  assert.match(guide('privacy-safety/risks.mdx'), /<ParameterValue id="current\.base\.protocolTakerFee" \/>/);
  const tiers = all.filter(({ text }) => /\{(?:capOf|tierName|tierCooldown|lockedBelow|referralShare)\(/.test(text));
  assert.ok(tiers.length >= 3, 'onboarding, risks and the buyer and seller indexes render tier data');
});

test('the home page keeps the guide rules on who sees a handle and when USDC moves', () => {
  const home = readFileSync(path.join(root, 'src/pages/_home/index.tsx'), 'utf8');
  assert.doesNotMatch(home, /only (?:your|the) counterparty (?:sees|can see)/i);
  assert.doesNotMatch(home, /only against a valid attestation/i);
  assert.doesNotMatch(
    home,
    /EscrowV2|OrchestratorV3/,
    'the first screen speaks to buyers and sellers, not in contract names',
  );
});
