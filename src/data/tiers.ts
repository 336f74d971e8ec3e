/**
 * What the Peer app lets a buyer do at each tier (per-order caps by payment
 * method, cooldowns, fee discounts), how a tier can drop, and the seller-side
 * numbers the guides quote: referral shares and the default minimum order.
 * The buyer, seller and safety guides render these values from here, so a
 * number changes in one place when the project publishes a new one.
 *
 * These are app settings, not contract constants: the project says the app
 * reads them live and may tune them, so every value carries the commit and
 * date of the document that published it.
 */
import type { Source } from './chains';
import { docsSource } from './chains';
import { andList } from '../utils/lists';
import { groupThousands } from '../utils/numbers';

export { formatDate } from '../utils/dates';

/** A zkp2p/docs page at a commit, with the day (UTC, ISO) of that commit, which last changed the values. */
function published(ref: string, path: string, date: string): { source: Source; date: string } {
  return { source: docsSource(path, ref), date };
}

export type TierId = 'peasant' | 'peer' | 'plus' | 'pro' | 'platinum';

export type Tier = {
  id: TierId;
  name: string;
  /** Peer Pay volume needed to reach the tier, in US dollars. */
  volumeUsd: number;
  /** Wait between orders on higher-risk methods, in hours; 0 means none. */
  cooldownHours: number;
  /** Discount on the standard trading fee, in percentage points; 0 means none. */
  feeDiscountPercent: number;
};

/** The five tiers, lowest first (Peer President was removed on 1 July 2026, commit bfb19a3). */
export const tiers: readonly Tier[] = [
  { id: 'peasant', name: 'Peer Peasant', volumeUsd: 0, cooldownHours: 12, feeDiscountPercent: 0 },
  { id: 'peer', name: 'Peer', volumeUsd: 1_000, cooldownHours: 6, feeDiscountPercent: 0.05 },
  { id: 'plus', name: 'Peer Plus', volumeUsd: 10_000, cooldownHours: 0, feeDiscountPercent: 0.1 },
  { id: 'pro', name: 'Peer Pro', volumeUsd: 50_000, cooldownHours: 0, feeDiscountPercent: 0.2 },
  { id: 'platinum', name: 'Peer Platinum', volumeUsd: 100_000, cooldownHours: 0, feeDiscountPercent: 0.3 },
];

/** Instant, irreversible methods have no cooldown; reversible ones share the wallet's cooldown. */
export type MethodRisk = 'low' | 'higher';

/** A per-order cap in US dollars, or `locked` when the tier cannot use the method at all. */
export type Cap = number | 'locked';

export type MethodCaps = {
  /** Payment method id as in `src/data/paymentPlatforms.ts`. */
  methodId: string;
  method: string;
  risk: MethodRisk;
  caps: Readonly<Record<TierId, Cap>>;
};

function capsOf(peasant: Cap, peer: Cap, plus: Cap, pro: Cap, platinum: Cap): Readonly<Record<TierId, Cap>> {
  return { peasant, peer, plus, pro, platinum };
}

/** Per-order caps of each payment method at each tier, as published on 26 June 2026 (57b6add) and 1 July 2026 (5c5468c). */
export const methodCaps: readonly MethodCaps[] = [
  { methodId: 'revolut', method: 'Revolut', risk: 'low', caps: capsOf(500, 1_250, 5_000, 12_500, 25_000) },
  { methodId: 'wise', method: 'Wise', risk: 'low', caps: capsOf(500, 1_250, 5_000, 12_500, 25_000) },
  { methodId: 'monzo', method: 'Monzo', risk: 'low', caps: capsOf(500, 1_250, 5_000, 12_500, 25_000) },
  {
    methodId: 'mercadopago',
    method: 'Mercado Pago',
    risk: 'low',
    caps: capsOf(500, 1_250, 5_000, 12_500, 25_000),
  },
  { methodId: 'luxon', method: 'Luxon', risk: 'low', caps: capsOf(500, 1_250, 5_000, 12_500, 25_000) },
  { methodId: 'n26', method: 'N26', risk: 'low', caps: capsOf(500, 1_250, 5_000, 10_000, 10_000) },
  { methodId: 'alipay', method: 'Alipay', risk: 'low', caps: capsOf(50, 50, 50, 50, 50) },
  { methodId: 'zelle', method: 'Zelle', risk: 'higher', caps: capsOf(150, 375, 1_500, 3_750, 7_500) },
  { methodId: 'venmo', method: 'Venmo', risk: 'higher', caps: capsOf('locked', 'locked', 1_000, 2_500, 5_000) },
  { methodId: 'cashapp', method: 'Cash App', risk: 'higher', caps: capsOf(100, 250, 1_000, 2_500, 5_000) },
  { methodId: 'chime', method: 'Chime', risk: 'higher', caps: capsOf(100, 250, 1_000, 2_500, 5_000) },
  { methodId: 'paypal', method: 'PayPal', risk: 'higher', caps: capsOf('locked', 'locked', 750, 1_875, 3_750) },
];

/**
 * Methods of the tables above that `@zkp2p/contracts-v2` 0.4.1 does not
 * register on Base (`paymentMethods/base.json`), so no deposit there can
 * accept them at any tier. The tiers test holds this list to the package.
 */
export const notOnBase: readonly string[] = ['luxon', 'n26'];

/** How far a record of abandoned orders can pull a tier down: a score at or above `minScore` costs `tiersDown` tiers. */
export const lockPenalties: readonly { minScore: number; tiersDown: number }[] = [
  { minScore: 50, tiersDown: 1 },
  { minScore: 200, tiersDown: 2 },
  { minScore: 500, tiersDown: 3 },
  { minScore: 1_000, tiersDown: 4 },
];

/** Rules stated in words on the tiers page, kept here with the numbers they carry. */
export const tierRules = {
  /** Maker volume earned before this day (UTC) still counts towards a tier; after it, only Peer Pay volume does. */
  makerVolumeCutoff: '2026-07-01',
  /** A cancellation within about this many minutes of starting the order does not count against you. */
  quickCancelMinutes: 15,
  published: published('5c5468c', 'guides/for-buyers/tiers.md', '2026-07-01'),
  /** Commits that changed the tier model in 2026, newest first. */
  history: ['5c5468c', 'bfb19a3', 'c8ede78', '57b6add', 'd7da313'],
} as const;

/**
 * Referral shares of filled volume in basis points, taken out of Peer's own
 * fee (zkp2p/docs 6425a54, 1 July 2026): level 1 is sellers who redeemed your
 * code, level 2 sellers invited by your level 1 referrals.
 */
const referralBps = { 1: 40, 2: 10 } as const;

export const referralsPublished = published('6425a54', 'guides/for-sellers/referrals.md', '2026-07-01');

/** The minimum order the app fills in for a new deposit unless the seller changes it (zkp2p/docs 3a803d7, 27 April 2026). */
export const defaultOrderLimits = {
  /** Deposits above this many USDC get a minimum order of this many USDC. */
  thresholdUsdc: 101,
  /** Deposits of the threshold or less get a minimum of roughly this share of the deposit, in percent. */
  smallDepositSharePercent: 5,
  published: published('3a803d7', 'guides/for-sellers/provide-liquidity-sell-usdc.md', '2026-04-27'),
} as const;

/** "$1,250" for a whole number of dollars. */
function usd(value: number): string {
  return `$${groupThousands(value)}`;
}

/** A method's cap at a tier, formatted ("$1,250", "Locked"); throws on an unknown method so a typo fails the build. */
export function capOf(methodId: string, tier: TierId): string {
  const row = methodCaps.find((entry) => entry.methodId === methodId);
  if (!row) throw new Error(`No tier caps for payment method "${methodId}"`);
  const cap = row.caps[tier];
  return cap === 'locked' ? 'Locked' : usd(cap);
}

function tierOf(id: TierId): Tier {
  const tier = tiers.find((entry) => entry.id === id);
  if (!tier) throw new Error(`Unknown tier "${id}"`);
  return tier;
}

/** "Peer Plus". */
export function tierName(id: TierId): string {
  return tierOf(id).name;
}

/** "$10,000". */
export function tierVolume(id: TierId): string {
  return usd(tierOf(id).volumeUsd);
}

/** "12 hours", "none". */
export function tierCooldown(id: TierId): string {
  const { cooldownHours } = tierOf(id);
  return cooldownHours === 0 ? 'none' : `${cooldownHours} hours`;
}

/** "0.05%", "none". */
export function tierDiscount(id: TierId): string {
  const { feeDiscountPercent } = tierOf(id);
  return feeDiscountPercent === 0 ? 'none' : `${feeDiscountPercent.toFixed(2)}%`;
}

/** The methods of one risk class, as prose: "Zelle, Venmo, Cash App, Chime and PayPal". */
export function methodNames(risk: MethodRisk): string {
  return andList(methodCaps.filter((entry) => entry.risk === risk).map((entry) => entry.method));
}

/** Methods no wallet can use below the given tier, as prose: "Venmo and PayPal". */
export function lockedBelow(tier: TierId): string {
  const order = tiers.map((entry) => entry.id);
  const below = order.slice(0, order.indexOf(tier));
  const names = methodCaps
    .filter((entry) => below.length > 0 && below.every((id) => entry.caps[id] === 'locked'))
    .filter((entry) => entry.caps[tier] !== 'locked')
    .map((entry) => entry.method);
  return andList(names);
}

/** A referral level's share, "0.40% (40 basis points)". */
export function referralShare(level: 1 | 2): string {
  const bps = referralBps[level];
  return `${(bps / 100).toFixed(2)}% (${bps} basis points)`;
}

/** What a referral level earns on a given filled volume in US dollars, formatted: "$40". */
export function referralEarning(level: 1 | 2, volumeUsd: number): string {
  return usd(Math.round((volumeUsd * referralBps[level]) / 10_000));
}

/** Methods a wallet of the given tier may pay with on Base (not locked at that tier, registered on Base), as prose. */
export function openAt(tier: TierId): string {
  return andList(
    methodCaps
      .filter((entry) => entry.caps[tier] !== 'locked' && !notOnBase.includes(entry.methodId))
      .map((entry) => entry.method),
  );
}

/** The methods of the tier tables that no deposit on Base can accept, as prose: "Luxon and N26". */
export function notOnBaseNames(): string {
  return andList(methodCaps.filter((entry) => notOnBase.includes(entry.methodId)).map((entry) => entry.method));
}
