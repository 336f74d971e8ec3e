/**
 * Joins the two data files: the deployments of each payment platform's
 * verifier, looked up by contract name in `deployments.ts`. Runs at build
 * time, for `<PaymentMethods>` (its `data.ts`); `paymentPlatforms.test.ts`
 * checks that every verifier is found.
 */
import { deployments } from './deployments';
import type { Deployment } from './deployments';
import type { PaymentPlatform } from './paymentPlatforms';

/**
 * The deployments of a platform's verifier on Base (production environment),
 * from `deployments.ts`: the one in place and any it replaced.
 * For V2 Zelle the bank's own verifier is returned as `delegate`.
 */
export function verifierDeployments(platform: PaymentPlatform) {
  const find = (name: string): readonly Deployment[] =>
    deployments.filter(
      (d) => d.version === platform.version && d.chainId === 8453 && d.environment === 'production' && d.name === name,
    );
  const own = find(platform.verifier);
  const delegated = platform.delegate ? find(platform.delegate.verifier) : [];
  return {
    current: own.find((d) => !d.replaced),
    replaced: own.filter((d) => d.replaced),
    delegate: delegated.find((d) => !d.replaced),
    replacedDelegates: delegated.filter((d) => d.replaced),
  };
}
