import type { ReactNode } from 'react';
import ContractAddress from '@site/src/components/ContractAddress';
import { ownershipOf } from '@site/src/data/ownerPowers';
import type { ChainId, Environment, ProtocolVersion } from '@site/src/data/chains';

type Props = {
  version: ProtocolVersion;
  environment?: Environment;
  chainId?: ChainId;
};

/** The address that owns one deployment's contracts, from `src/data/ownerPowers.ts`, with copy and explorer links. */
export default function OwnerAddress({ version, environment = 'production', chainId = 8453 }: Props): ReactNode {
  const ownership = ownershipOf(version, environment, chainId);
  if (!ownership) throw new Error(`OwnerAddress: no owner recorded for ${version} ${environment} ${chainId}`);
  const name = ownership.holder === 'multisig' ? `${version.toUpperCase()} owner multisig` : 'deployer account';
  return <ContractAddress name={name} address={ownership.owner} chainId={chainId} />;
}
