/**
 * What `<PaymentMethodIds />` shows, looked up when the page compiles
 * (src/plugins/remark-component-data): today's payment methods of
 * `src/data/paymentPlatforms.ts` (from `@zkp2p/contracts-v2`) with their
 * bytes32 IDs and currencies, and the package file they were read from.
 */
import type { Source } from '../../data/chains';
import type { CurrencyCode } from '../../data/currencies';
import { platformsFor } from '../../data/paymentPlatforms';

export type PaymentMethodIdsData = {
  methods: readonly { id: string; name: string; hash: string; currencies: readonly CurrencyCode[] }[];
  /** The package files the methods were read from (`Sources` names each once). */
  sources: readonly Source[];
};

export function paymentMethodIdsData(): PaymentMethodIdsData {
  const platforms = platformsFor('v3');
  if (platforms.length === 0) throw new Error('no V3 payment methods in paymentPlatforms.ts');
  const methods = platforms.map((platform) => {
    if (!platform.paymentMethodHash) throw new Error(`V3 method ${platform.id} has no paymentMethodHash`);
    return { id: platform.id, name: platform.name, hash: platform.paymentMethodHash, currencies: platform.currencies };
  });
  return { methods, sources: platforms.map((platform) => platform.source) };
}
