import type { ReactNode } from 'react';
import ContractAddress from '@site/src/components/ContractAddress';
import { componentData } from '@site/src/utils/componentData';
import type { OwnerAddressData } from './data';

/**
 * The address that owns one deployment's contracts, with copy and explorer
 * links. Write `<OwnerAddress version="v3" />` (optionally `environment` and
 * `chainId`); the owner is looked up in `src/data/ownerPowers.ts` when the
 * page compiles (`ownerAddressData()` in `./data.ts`).
 */
export default function OwnerAddress(props: { data?: OwnerAddressData }): ReactNode {
  const { name, address, chainId } = componentData('OwnerAddress', props.data);
  return <ContractAddress name={name} address={address} chainId={chainId} />;
}
