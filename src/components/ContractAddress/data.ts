/**
 * What `<ContractAddress name="EscrowV2" />` shows, looked up when the page
 * compiles (src/plugins/remark-component-data): one entry of
 * `src/data/deployments.ts` by name. By default the name is looked up among
 * the V3 production entries on Base (the names of `@zkp2p/contracts-v2`);
 * `environment`, `chainId` and `version` pick another deployment. An unknown
 * or ambiguous name fails the build, naming the page.
 */
import { environmentOf, protocolVersion } from '../../data/chains';
import type { ChainId, DeploymentStatus, Environment, ProtocolVersion } from '../../data/chains';
import { deploymentByName } from '../../data/deployments';

export type ContractAddressData = {
  name: string;
  address: string;
  chainId: ChainId;
  version: ProtocolVersion;
  environment: Environment;
  status: DeploymentStatus;
  statusReason: string;
};

function chainIdOf(value: unknown): ChainId | undefined {
  if (value === undefined) return undefined;
  if (value === 8453 || value === 84532 || value === 11155111) return value;
  throw new Error(`chainId must be 8453, 84532 or 11155111, not ${String(value)}`);
}

export function contractAddressData(props: Readonly<Record<string, unknown>>): ContractAddressData {
  const { name } = props;
  if (typeof name !== 'string' || name.length === 0)
    throw new Error('name must be a contract name, such as "EscrowV2"');
  if (props.address !== undefined) {
    throw new Error('give only name (and environment, chainId or version): the address is looked up from the data');
  }
  const version = protocolVersion(props.version ?? 'v3');
  const environment = environmentOf(props.environment ?? 'production');
  const chainId = chainIdOf(props.chainId);
  const entry = deploymentByName(name, { version, environment, ...(chainId === undefined ? {} : { chainId }) });
  return {
    name: entry.name,
    address: entry.address,
    chainId: entry.chainId,
    version: entry.version,
    environment: entry.environment,
    status: entry.status,
    statusReason: entry.statusReason,
  };
}
