/**
 * What `<PaymentMethods version="…" />` shows, looked up when the page
 * compiles (src/plugins/remark-component-data): the version's payment methods
 * from `paymentPlatforms.ts`, joined to their verifier addresses on Base from
 * `deployments.ts`. The page then carries these rows, not the two data files.
 */
import { protocolVersion } from '../../data/chains';
import type { ChainId, DeploymentStatus, ProtocolVersion, Source } from '../../data/chains';
import type { CurrencyCode } from '../../data/currencies';
import { platformsFor } from '../../data/paymentPlatforms';
import { verifierDeployments } from '../../data/verifierDeployments';

type Address = { address: string; chainId: ChainId; status: DeploymentStatus };

export type PaymentMethodRow = {
  id: string;
  name: string;
  /** V3: `keccak256` of the method name, as the registry stores it. */
  paymentMethodHash?: string;
  note?: string;
  currencies: readonly CurrencyCode[];
  verifier: string;
  /** The verifier's current address on Base, if deployments.ts lists one. */
  current?: Address;
  /** V2 Zelle: the bank verifier the entry point hands the proof to, and the proof's first byte. */
  delegate?: Address & { verifier: string; proofPrefix: string };
  /** Earlier addresses of the verifier (or its delegate), kept for reading old transactions. */
  replaced: readonly { name: string; address: string }[];
};

export type PaymentMethodsData = {
  version: ProtocolVersion;
  methods: readonly PaymentMethodRow[];
  sources: readonly Source[];
};

const pick = ({ address, chainId, status }: Address): Address => ({ address, chainId, status });

export function paymentMethodsData(props: Readonly<Record<string, unknown>>): PaymentMethodsData {
  const version = protocolVersion(props.version);
  const platforms = platformsFor(version);
  const methods = platforms.map((platform): PaymentMethodRow => {
    const { current, replaced, delegate, replacedDelegates } = verifierDeployments(platform);
    return {
      id: platform.id,
      name: platform.name,
      ...(platform.paymentMethodHash ? { paymentMethodHash: platform.paymentMethodHash } : {}),
      ...(platform.note ? { note: platform.note } : {}),
      currencies: platform.currencies,
      verifier: platform.verifier,
      ...(current ? { current: pick(current) } : {}),
      ...(delegate && platform.delegate
        ? {
            delegate: {
              ...pick(delegate),
              verifier: platform.delegate.verifier,
              proofPrefix: `0x${platform.delegate.proofPrefix.toString(16).padStart(2, '0')}`,
            },
          }
        : {}),
      replaced: [...replaced, ...replacedDelegates].map(({ name, address }) => ({ name, address })),
    };
  });
  return { version, methods, sources: platforms.map((platform) => platform.source) };
}
