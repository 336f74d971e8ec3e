/**
 * Which payment apps ZKP2P documents as releasing USDC automatically when a
 * buyer pays in another currency than the order's, and what the sources say
 * about how that works. The buyer and seller guides render the app list from
 * here (`<CrossCurrencyApps />`), so a page cannot promise the rule for an app
 * the sources do not name.
 *
 * Where the facts come from:
 * - The ZKP2P guide to partial release (zkp2p/docs, `guides/for-buyers/
 *   guide-to-partial-release.md`) names one app, Wise, both at 6454d32
 *   (November 2025) and unchanged at 6425a54 (1 July 2026).
 * - The V3 launch post (same commit, `blogs/intro-zkp2p-v3.md`) says buyers who
 *   pay cross-currency get an automatic partial release, but names no app.
 * - The V3 contracts (zkp2p/zkp2p-v2-contracts, `main` at 4241be0) do no
 *   currency conversion: `UnifiedPaymentVerifier` pays the `releaseAmount` the
 *   attestation service signs ("after FX", in its own comment), capped at the
 *   order amount. Which apps the off-chain service converts is not in the code.
 * - The V2 verifiers (`v2-main` at da735c5) revert a payment in another
 *   currency with "Incorrect payment currency", Wise included.
 */
import type { ProtocolVersion, Source } from './chains';
import { docsSource } from './chains';
import { andList } from '../utils/lists';

export type CrossCurrencyApp = {
  version: ProtocolVersion;
  /** Payment method id as in `src/data/paymentPlatforms.ts` (V3: the name hashed on-chain). */
  platformId: string;
  /** The app as users know it. */
  app: string;
  /** What a buyer receives after paying in another currency, in one sentence. */
  outcome: string;
  /** The document that says so. */
  source: Source;
};

/** Apps for which an automatic release after a payment in another currency is documented. */
export const crossCurrencyApps: readonly CrossCurrencyApp[] = [
  {
    version: 'v3',
    platformId: 'wise',
    app: 'Wise',
    outcome:
      'The payment is converted into the order currency, the buyer receives the matching share of the order, and a penalty whose size is not published is taken off for the seller.',
    source: docsSource('guides/for-buyers/guide-to-partial-release.md'),
  },
];

/** The documented apps of one version, as a list for prose: "Wise", "Wise and Revolut", "A, B and C". */
export function crossCurrencyAppNames(version: ProtocolVersion = 'v3'): string {
  const names = crossCurrencyApps.filter((entry) => entry.version === version).map((entry) => entry.app);
  return names.length === 0 ? 'no app' : andList(names);
}
