/**
 * The payment platforms each ZKP2P protocol version accepts on Base, the fiat
 * currencies allowed for each, and the contract that checks a payment made on
 * it. Addresses are not repeated here: each entry names its verifier contract
 * as it is named in `src/data/deployments.ts`, and `verifierDeployments()` in
 * `src/data/verifierDeployments.ts` looks the addresses up there (current and
 * replaced ones).
 *
 * Where the values come from (repository zkp2p/zkp2p-v2-contracts):
 * - V3 (the repository calls it "v2.1"): branch `main` at 4241be0. The
 *   payment method names and currency lists are in
 *   `deployments/verifiers/<method>.ts`; the registry snapshot the deploy
 *   scripts wrote for Base, `deployments/outputs/platforms/base.json`, holds
 *   the same hashes (checked for every method when this file was written).
 *   Every V3 method is checked by one contract, `UnifiedPaymentVerifier`.
 * - V2: branch `v2-main` at da735c5. Currency lists are in
 *   `deployments/verifiers/<platform>_reclaim.ts`; each platform has its own
 *   verifier contract (`deployments/base/<Contract>.json`). Zelle goes through
 *   `ZelleBaseVerifier`, which hands the proof to one bank's verifier chosen by
 *   the first byte of the proof (`deploy/11_deploy_zelle_reclaim_verifiers.ts`).
 *
 * Owners can add or remove currencies after deployment (V2:
 * `addCurrency`/`removeCurrency` on each verifier; V3: the
 * `PaymentVerifierRegistry`), so the live lists can differ from these files.
 */
import { contractSource } from './chains';
import type { ProtocolVersion, Source } from './chains';
import type { CurrencyCode } from './currencies';

export type PaymentPlatform = {
  version: ProtocolVersion;
  /**
   * V3: the payment method name exactly as hashed on-chain
   * (`keccak256` of its UTF-8 bytes is `paymentMethodHash`). V2: a short key
   * for the platform (the V2 API's `processorName` where the reference shows one).
   */
  id: string;
  /** The payment app as users know it, e.g. "Zelle (Chase)". */
  name: string;
  /** The app it belongs to, for tables that group Zelle's banks into one row. */
  app: string;
  /** Fiat currencies a deposit may accept on this platform (order carries no meaning). */
  currencies: readonly CurrencyCode[];
  /**
   * The contract a deposit and an intent name for this platform: in V2 the
   * address passed as `_verifier`, in V3 the verifier the
   * `PaymentVerifierRegistry` maps the method to. Same spelling as
   * `Deployment.name` in `deployments.ts`.
   */
  verifier: string;
  /** V3 only: `keccak256(id)`, the `bytes32` the contracts use. */
  paymentMethodHash?: string;
  /**
   * V2 Zelle only: the bank's own verifier, which `ZelleBaseVerifier` calls,
   * and the first byte of the proof that selects it.
   */
  delegate?: { verifier: string; proofPrefix: number };
  /** Where the currency list was read. */
  source: Source;
  /** Extra context shown with the entry. */
  note?: string;
};

const v3Source = (file: string): Source => contractSource('v3', `deployments/verifiers/${file}.ts`);
const v2Source = (file: string): Source => contractSource('v2', `deployments/verifiers/${file}_reclaim.ts`);

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
/** V3's Wise list is V2's plus the Ugandan shilling (`deployments/verifiers/wise.ts`). */
const WISE_V3: readonly CurrencyCode[] = [...WISE_V2, 'UGX' as const].sort();

export const paymentPlatforms: readonly PaymentPlatform[] = [
  // V3 on Base: one verifier for every method; the registry maps method -> verifier and currencies.
  {
    version: 'v3',
    id: 'venmo',
    name: 'Venmo',
    app: 'Venmo',
    currencies: USD_ONLY,
    verifier: 'UnifiedPaymentVerifierV3',
    paymentMethodHash: '0x90262a3db0edd0be2369c6b28f9e8511ec0bac7136cefbada0880602f87e7268',
    source: v3Source('venmo'),
  },
  {
    version: 'v3',
    id: 'cashapp',
    name: 'Cash App',
    app: 'Cash App',
    currencies: USD_ONLY,
    verifier: 'UnifiedPaymentVerifierV3',
    paymentMethodHash: '0x10940ee67cfb3c6c064569ec92c0ee934cd7afa18dd2ca2d6a2254fcb009c17d',
    source: v3Source('cashapp'),
  },
  {
    version: 'v3',
    id: 'zelle-chase',
    name: 'Zelle (Chase)',
    app: 'Zelle',
    currencies: USD_ONLY,
    verifier: 'UnifiedPaymentVerifierV3',
    paymentMethodHash: '0x6aa1d1401e79ad0549dced8b1b96fb72c41cd02b32a7d9ea1fed54ba9e17152e',
    source: v3Source('zelle'),
  },
  {
    version: 'v3',
    id: 'zelle-bofa',
    name: 'Zelle (Bank of America)',
    app: 'Zelle',
    currencies: USD_ONLY,
    verifier: 'UnifiedPaymentVerifierV3',
    paymentMethodHash: '0x4bc42b322a3ad413b91b2fde30549ca70d6ee900eded1681de91aaf32ffd7ab5',
    source: v3Source('zelle'),
  },
  {
    version: 'v3',
    id: 'zelle-citi',
    name: 'Zelle (Citi)',
    app: 'Zelle',
    currencies: USD_ONLY,
    verifier: 'UnifiedPaymentVerifierV3',
    paymentMethodHash: '0x817260692b75e93c7fbc51c71637d4075a975e221e1ebc1abeddfabd731fd90d',
    source: v3Source('zelle'),
  },
  {
    version: 'v3',
    id: 'monzo',
    name: 'Monzo',
    app: 'Monzo',
    currencies: ['GBP'],
    verifier: 'UnifiedPaymentVerifierV3',
    paymentMethodHash: '0x62c7ed738ad3e7618111348af32691b5767777fbaf46a2d8943237625552645c',
    source: v3Source('monzo'),
  },
  {
    version: 'v3',
    id: 'mercadopago',
    name: 'Mercado Pago',
    app: 'Mercado Pago',
    currencies: ['ARS'],
    verifier: 'UnifiedPaymentVerifierV3',
    paymentMethodHash: '0xa5418819c024239299ea32e09defae8ec412c03e58f5c75f1b2fe84c857f5483',
    source: v3Source('mercadopago'),
  },
  {
    version: 'v3',
    id: 'paypal',
    name: 'PayPal',
    app: 'PayPal',
    currencies: PAYPAL,
    verifier: 'UnifiedPaymentVerifierV3',
    paymentMethodHash: '0x3ccc3d4d5e769b1f82dc4988485551dc0cd3c7a3926d7d8a4dde91507199490f',
    source: v3Source('paypal'),
  },
  {
    version: 'v3',
    id: 'revolut',
    name: 'Revolut',
    app: 'Revolut',
    currencies: REVOLUT,
    verifier: 'UnifiedPaymentVerifierV3',
    paymentMethodHash: '0x617f88ab82b5c1b014c539f7e75121427f0bb50a4c58b187a238531e7d58605d',
    source: v3Source('revolut'),
  },
  {
    version: 'v3',
    id: 'wise',
    name: 'Wise',
    app: 'Wise',
    currencies: WISE_V3,
    verifier: 'UnifiedPaymentVerifierV3',
    paymentMethodHash: '0x554a007c2217df766b977723b276671aee5ebb4adaea0edb6433c88b3e61dac5',
    source: v3Source('wise'),
    note: 'UGX is in the Base registry snapshot but not in the staging one.',
  },

  // V2 on Base: one verifier contract per platform.
  {
    version: 'v2',
    id: 'venmo',
    name: 'Venmo',
    app: 'Venmo',
    currencies: USD_ONLY,
    verifier: 'VenmoReclaimVerifier',
    source: v2Source('venmo'),
  },
  {
    version: 'v2',
    id: 'cashapp',
    name: 'Cash App',
    app: 'Cash App',
    currencies: USD_ONLY,
    verifier: 'CashappReclaimVerifier',
    source: v2Source('cashapp'),
  },
  {
    version: 'v2',
    id: 'zelle-chase',
    name: 'Zelle (Chase)',
    app: 'Zelle',
    currencies: USD_ONLY,
    verifier: 'ZelleBaseVerifier',
    delegate: { verifier: 'ZelleChaseReclaimVerifier', proofPrefix: 0 },
    source: v2Source('zelle'),
    note: 'The Chase verifier decodes two proofs, a payment list and a payment detail: abi.encode(ReclaimProof, ReclaimProof).',
  },
  {
    version: 'v2',
    id: 'zelle-bofa',
    name: 'Zelle (Bank of America)',
    app: 'Zelle',
    currencies: USD_ONLY,
    verifier: 'ZelleBaseVerifier',
    delegate: { verifier: 'ZelleBoAReclaimVerifier', proofPrefix: 1 },
    source: v2Source('zelle'),
  },
  {
    version: 'v2',
    id: 'zelle-citi',
    name: 'Zelle (Citi)',
    app: 'Zelle',
    currencies: USD_ONLY,
    verifier: 'ZelleBaseVerifier',
    delegate: { verifier: 'ZelleCitiReclaimVerifier', proofPrefix: 2 },
    source: v2Source('zelle'),
  },
  {
    version: 'v2',
    id: 'monzo',
    name: 'Monzo',
    app: 'Monzo',
    currencies: ['GBP'],
    verifier: 'MonzoReclaimVerifier',
    source: v2Source('monzo'),
  },
  {
    version: 'v2',
    id: 'mercadopago',
    name: 'Mercado Pago',
    app: 'Mercado Pago',
    currencies: ['ARS'],
    verifier: 'MercadoPagoReclaimVerifier',
    source: v2Source('mercado_pago'),
  },
  {
    version: 'v2',
    id: 'paypal',
    name: 'PayPal',
    app: 'PayPal',
    currencies: PAYPAL,
    verifier: 'PaypalReclaimVerifier',
    source: v2Source('paypal'),
  },
  {
    version: 'v2',
    id: 'revolut',
    name: 'Revolut',
    app: 'Revolut',
    currencies: REVOLUT,
    verifier: 'RevolutReclaimVerifier',
    source: v2Source('revolut'),
    note: 'Deployed with USD, EUR, GBP and SGD; the owner scripts deploy/06_add_currencies.ts and deploy/17_add_new_currencies.ts add the rest. Read getCurrencies() on the verifier for the live list.',
  },
  {
    version: 'v2',
    id: 'wise',
    name: 'Wise',
    app: 'Wise',
    currencies: WISE_V2,
    verifier: 'WiseReclaimVerifier',
    source: v2Source('wise'),
    note: 'Deployed with seven currencies; the owner scripts deploy/06_add_currencies.ts and deploy/17_add_new_currencies.ts add the rest. Read getCurrencies() on the verifier for the live list.',
  },
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
