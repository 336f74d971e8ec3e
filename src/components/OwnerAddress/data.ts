/**
 * What `<OwnerAddress version="…" />` shows, looked up when the page compiles
 * (src/plugins/remark-component-data): the owner of one deployment, from
 * `src/data/ownerPowers.ts`. Without `status`, the owner of the current
 * contracts; `status="legacy"` picks the owner of the legacy ones.
 */
import { environmentOf, protocolVersion } from '../../data/chains';
import type { ChainId } from '../../data/chains';
import { ownershipOf } from '../../data/ownerPowers';
import { statusOf } from '../OwnerPowersTable/data';

export type OwnerAddressData = { name: string; address: string; chainId: ChainId };

export function ownerAddressData(props: Readonly<Record<string, unknown>>): OwnerAddressData {
  const { environment = 'production', chainId = 8453 } = props;
  const version = protocolVersion(props.version);
  const status = statusOf(props.status);
  const ownership = ownershipOf(version, environmentOf(environment), chainId as ChainId, status);
  if (!ownership) throw new Error(`no owner recorded for ${version} ${String(environment)} ${String(chainId)}`);
  const name = ownership.holder === 'multisig' ? `${version.toUpperCase()} owner multisig` : 'deployer account';
  return { name, address: ownership.owner, chainId: ownership.chainId };
}
