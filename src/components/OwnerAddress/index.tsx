import type { ReactNode } from 'react';
import ContractAddress from '@site/src/components/ContractAddress';
import { componentData } from '@site/src/utils/componentData';
import type { OwnerAddressData } from './data';

/** The address that owns one deployment's contracts (from `./data.ts`), with copy and explorer links. */
export default function OwnerAddress(props: { data?: OwnerAddressData }): ReactNode {
  const { name, address, chainId } = componentData('OwnerAddress', props.data);
  return <ContractAddress name={name} address={address} chainId={chainId} />;
}
