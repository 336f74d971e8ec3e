/**
 * The payment platforms each ZKP2P protocol version accepts on Base, the fiat
 * currencies allowed for each, the contract that checks a payment made on it
 * and, for today's methods, what readers need to know to use them.
 * Addresses are not repeated here: each entry names its verifier contract as
 * it is named in `src/data/deployments.ts`, and `verifierDeployments()` in
 * `src/data/verifierDeployments.ts` looks the addresses up there.
 *
 * Where the values come from:
 * - V3 (today's methods): generated from `@zkp2p/contracts-v2`
 *   `paymentMethods/base.json` (method names, bytes32 hashes, currency hashes)
 *   and `currencies/currencies.json` (hash to ISO code), so the list and the
 *   currencies follow the package. Ours are the display names and the reader
 *   particulars (what a seller registers as payee, tier locks, account rules),
 *   read from the ZKP2P guides at zkp2p/docs 6425a54 (1 July 2026). Every method
 *   resolves to `UnifiedPaymentVerifierV3`, the verifier `@zkp2p/sdk` 0.14.1 uses.
 * - V2 (retired): zkp2p/zkp2p-v2-contracts, branch `v2-main` at da735c5.
 *   Currency lists are in `deployments/verifiers/<platform>_reclaim.ts`; each
 *   platform has its own verifier contract. Zelle goes through
 *   `ZelleBaseVerifier`, which hands the proof to one bank's verifier chosen by
 *   the first byte of the proof (`deploy/11_deploy_zelle_reclaim_verifiers.ts`).
 *
 * The owner can add or remove methods and currencies after deployment (the
 * `PaymentVerifierRegistry`), so the live lists can differ from the package.
 */
import basePaymentMethods from '@zkp2p/contracts-v2/paymentMethods/base.json';
import currencyHashes from '@zkp2p/contracts-v2/currencies/currencies.json';
import { contractSource, docsSource, packageSource } from './chains';
import type { ProtocolVersion, Source } from './chains';
import { isCurrencyCode } from './currencies';
import type { CurrencyCode } from './currencies';

export type PaymentPlatform = {
  version: ProtocolVersion;
  /** V3: the method name as hashed on-chain; V2: a short key (the V2 API's `processorName` where one is shown). */
  id: string;
  /** The payment app as users know it, e.g. "Zelle (Chase)". */
  name: string;
  /** The app it belongs to, for tables that group Zelle's banks into one row. */
  app: string;
  /** Fiat currencies a deposit may accept on this platform (order carries no meaning). */
  currencies: readonly CurrencyCode[];
  /**
   * The verifier contract, named as in `deployments.ts`: in V2 the address
   * passed as `_verifier`, in V3 the one `PaymentVerifierRegistry` maps the method to.
   */
  verifier: string;
  /** V3 only: `keccak256(id)`, the `bytes32` the contracts use. */
  paymentMethodHash?: string;
  /** V2 Zelle only: the bank's verifier `ZelleBaseVerifier` calls, and the first proof byte that selects it. */
  delegate?: { verifier: string; proofPrefix: number };
  /** Where the currency list was read. */
  source: Source;
  /** Extra context shown with the entry. */
  note?: string;
  /** V3: what a seller enters as payee details for this method, as the seller guide names it. */
  payee?: string;
  /** V3: `low` (instant, irreversible; no tier cooldown) or `higher` (reversible; lower limits and a cooldown). */
  risk?: 'low' | 'higher';
  /** V3: the lowest buyer tier that may use the method, when the tiers lock it below one. */
  minimumTier?: string;
  /** V3: further facts a buyer or seller needs, one sentence each. */
  particulars?: readonly string[];
  /** Where the payee, risk, tier and particulars were read. */
  guideSources?: readonly Source[];
};

/** A V2 platform (its app is its name unless given); its currencies are read from `deployments/verifiers/<file>_reclaim.ts`. */
function v2(
  id: string,
  name: string,
  verifier: string,
  currencies: readonly CurrencyCode[],
  { file = id, ...extra }: Partial<Pick<PaymentPlatform, 'app' | 'delegate' | 'note'>> & { file?: string } = {},
): PaymentPlatform {
  const source = contractSource('v2', `deployments/verifiers/${file}_reclaim.ts`);
  return { version: 'v2', id, name, app: name, currencies, verifier, source, ...extra };
}

// Currency lists are kept in alphabetical order; the contracts' files list them in their own order.
const USD_ONLY: readonly CurrencyCode[] = ['USD'];
const PAYPAL: readonly CurrencyCode[] = ['AUD', 'CAD', 'EUR', 'GBP', 'NZD', 'SGD', 'USD'];
const REVOLUT: readonly CurrencyCode[] = [
  'AED',
  'AUD',
  'CAD',
  'CHF',
  'CNY',
  'CZK',
  'DKK',
  'EUR',
  'GBP',
  'HKD',
  'HUF',
  'JPY',
  'MXN',
  'NOK',
  'NZD',
  'PLN',
  'RON',
  'SAR',
  'SEK',
  'SGD',
  'THB',
  'TRY',
  'USD',
  'ZAR',
];
const WISE_V2: readonly CurrencyCode[] = [
  'AED',
  'AUD',
  'CAD',
  'CHF',
  'CNY',
  'CZK',
  'DKK',
  'EUR',
  'GBP',
  'HKD',
  'HUF',
  'IDR',
  'ILS',
  'INR',
  'JPY',
  'KES',
  'MXN',
  'MYR',
  'NOK',
  'NZD',
  'PHP',
  'PLN',
  'RON',
  'SEK',
  'SGD',
  'THB',
  'TRY',
  'USD',
  'VND',
  'ZAR',
];
/** A payment method name published in `@zkp2p/contracts-v2/paymentMethods/base.json`. */
export type PackageMethodName = keyof typeof basePaymentMethods.methods;

/** Today's methods are each their own app, so `app` is the method's name. */
type MethodProse = Pick<PaymentPlatform, 'name' | 'payee' | 'risk' | 'minimumTier' | 'particulars' | 'note'>;

const guide = (path: string): Source => docsSource(path);
const sellerGuide = guide('guides/for-sellers/provide-liquidity-sell-usdc.md');
const tiersGuide = guide('guides/for-buyers/tiers.md');
const buyerGuide = guide('guides/for-buyers/complete-guide-to-onboarding.md');

/**
 * Reader particulars of each method the package publishes, from the 2026
 * guides, in the order of the tables (the apps readers meet first in the
 * seller guide). Keyed by the package's own method names, so a method added
 * to or removed from the package fails the type check here until it is
 * described.
 */
const methodProse: Readonly<Record<PackageMethodName, MethodProse>> = {
  venmo: {
    name: 'Venmo',
    payee: 'Venmo username',
    risk: 'higher',
    minimumTier: 'Peer Plus',
  },
  cashapp: { name: 'Cash App', payee: 'Cash App $Cashtag', risk: 'higher' },
  zelle: {
    name: 'Zelle',
    payee: 'Zelle email address',
    risk: 'higher',
    note: 'One method for every bank in package 0.4.1; the November 2025 contracts had one per bank (zelle-chase, zelle-bofa, zelle-citi).',
  },
  revolut: {
    name: 'Revolut',
    payee: 'Revtag',
    risk: 'low',
    particulars: [
      'Pay in the order’s currency: a currency exchange inside Revolut can make the payment fail verification.',
    ],
  },
  wise: {
    name: 'Wise',
    payee: 'Wisetag',
    risk: 'low',
    particulars: ['Sellers confirm their Wise identity with the Peer browser extension before the deposit goes live.'],
  },
  mercadopago: { name: 'Mercado Pago', payee: 'CVU', risk: 'low' },
  paypal: {
    name: 'PayPal',
    payee: 'PayPal.me username, without the paypal.me/ prefix',
    risk: 'higher',
    minimumTier: 'Peer Plus',
    particulars: [
      'Sellers confirm their PayPal identity with the Peer browser extension, version 0.6.0 or later, before the deposit goes live.',
      'Deposits need a personal PayPal account: a Business account cannot register as a seller.',
      'Buyers may pay from a Personal or a Business account, and pick the matching account type when they verify the payment.',
    ],
  },
  monzo: { name: 'Monzo', payee: 'Monzo.me username', risk: 'low' },
  alipay: {
    name: 'Alipay',
    payee: 'Alipay ID',
    risk: 'low',
    particulars: ['By default each order is limited to 50 US dollars, whatever the buyer’s tier.'],
  },
  chime: { name: 'Chime', payee: 'Chime $ChimeSign', risk: 'higher' },
};

const codeByHash: ReadonlyMap<string, string> = new Map(Object.entries(currencyHashes.hashToCode));

function currencyOf(hash: string, method: string): CurrencyCode {
  const code = codeByHash.get(hash);
  if (!code || !isCurrencyCode(code)) throw new Error(`${method}: currency hash ${hash} is not a known ISO code`);
  return code;
}

const v3Platforms: readonly PaymentPlatform[] = (Object.keys(methodProse) as PackageMethodName[]).map((id) => {
  const published = basePaymentMethods.methods[id];
  const { name, particulars, note, minimumTier, ...prose } = methodProse[id];
  return {
    version: 'v3',
    id,
    name,
    app: name,
    ...prose,
    currencies: published.currencies.map((hash) => currencyOf(hash, id)).sort(),
    verifier: 'UnifiedPaymentVerifierV3',
    paymentMethodHash: published.paymentMethodHash,
    source: packageSource('paymentMethods/base.json'),
    ...(minimumTier ? { minimumTier } : {}),
    ...(particulars ? { particulars } : {}),
    ...(note ? { note } : {}),
    guideSources: [sellerGuide, tiersGuide, ...(id === 'paypal' || id === 'revolut' ? [buyerGuide] : [])],
  };
});

export const paymentPlatforms: readonly PaymentPlatform[] = [
  ...v3Platforms,

  // V2 on Base: one verifier contract per platform.
  v2('venmo', 'Venmo', 'VenmoReclaimVerifier', USD_ONLY),
  v2('cashapp', 'Cash App', 'CashappReclaimVerifier', USD_ONLY),
  v2('zelle-chase', 'Zelle (Chase)', 'ZelleBaseVerifier', USD_ONLY, {
    app: 'Zelle',
    file: 'zelle',
    delegate: { verifier: 'ZelleChaseReclaimVerifier', proofPrefix: 0 },
    note: 'The Chase verifier decodes two proofs, a payment list and a payment detail: abi.encode(ReclaimProof, ReclaimProof).',
  }),
  v2('zelle-bofa', 'Zelle (Bank of America)', 'ZelleBaseVerifier', USD_ONLY, {
    app: 'Zelle',
    file: 'zelle',
    delegate: { verifier: 'ZelleBoAReclaimVerifier', proofPrefix: 1 },
  }),
  v2('zelle-citi', 'Zelle (Citi)', 'ZelleBaseVerifier', USD_ONLY, {
    app: 'Zelle',
    file: 'zelle',
    delegate: { verifier: 'ZelleCitiReclaimVerifier', proofPrefix: 2 },
  }),
  v2('monzo', 'Monzo', 'MonzoReclaimVerifier', ['GBP']),
  v2('mercadopago', 'Mercado Pago', 'MercadoPagoReclaimVerifier', ['ARS'], { file: 'mercado_pago' }),
  v2('paypal', 'PayPal', 'PaypalReclaimVerifier', PAYPAL),
  v2('revolut', 'Revolut', 'RevolutReclaimVerifier', REVOLUT, {
    note: 'Deployed with USD, EUR, GBP and SGD; the owner scripts deploy/06_add_currencies.ts and deploy/17_add_new_currencies.ts add the rest. Read getCurrencies() on the verifier for the live list.',
  }),
  v2('wise', 'Wise', 'WiseReclaimVerifier', WISE_V2, {
    note: 'Deployed with seven currencies; the owner scripts deploy/06_add_currencies.ts and deploy/17_add_new_currencies.ts add the rest. Read getCurrencies() on the verifier for the live list.',
  }),
];

/** Platforms of one version, in the order above. */
export function platformsFor(version: ProtocolVersion): readonly PaymentPlatform[] {
  return paymentPlatforms.filter((p) => p.version === version);
}

/** One row per app (Zelle's banks merged), with the union of their currencies in first-seen order. */
export function appsFor(
  version: ProtocolVersion,
): readonly { app: string; methods: readonly PaymentPlatform[]; currencies: readonly CurrencyCode[] }[] {
  const byApp = new Map<string, PaymentPlatform[]>();
  for (const platform of platformsFor(version)) {
    byApp.set(platform.app, [...(byApp.get(platform.app) ?? []), platform]);
  }
  return [...byApp.entries()].map(([app, methods]) => ({
    app,
    methods,
    currencies: [...new Set(methods.flatMap((m) => m.currencies))],
  }));
}
