/**
 * What `<PaymentMethodIds />` shows, looked up when the page compiles
 * (src/plugins/remark-component-data): the V3 payment methods of
 * `src/data/paymentPlatforms.ts` with their bytes32 IDs and currencies, and
 * the deployment files they were read from.
 */
import { sourceUrl } from '../../data/chains';
import type { CurrencyCode } from '../../data/currencies';
import { platformsFor } from '../../data/paymentPlatforms';

export type PaymentMethodIdsData = {
  methods: readonly { id: string; name: string; hash: string; currencies: readonly CurrencyCode[] }[];
  /** Each source file once; all are in `deployments/verifiers/` at one commit. */
  sources: readonly { file: string; url: string }[];
  ref: string;
};

export function paymentMethodIdsData(): PaymentMethodIdsData {
  const platforms = platformsFor('v3');
  if (platforms.length === 0) throw new Error('no V3 payment methods in paymentPlatforms.ts');
  const methods = platforms.map((platform) => {
    if (!platform.paymentMethodHash) throw new Error(`V3 method ${platform.id} has no paymentMethodHash`);
    return { id: platform.id, name: platform.name, hash: platform.paymentMethodHash, currencies: platform.currencies };
  });
  const sources = [...new Map(platforms.map((p) => [sourceUrl(p.source), p.source])).entries()].map(
    ([url, source]) => ({ file: source.path.split('/').pop() ?? source.path, url }),
  );
  return { methods, sources, ref: platforms[0]?.source.ref ?? '' };
}
