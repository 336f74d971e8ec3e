/**
 * What `<DeploymentFilter version="…" />` shows, looked up when the page
 * compiles (src/plugins/remark-component-data): how many addresses of the
 * version `src/data/deployments.ts` lists in all and in each environment, on
 * which chains, and where the JSON download of the same list is.
 */
import { chains, deploymentsJsonPath, ENVIRONMENTS, protocolVersion } from '../../data/chains';
import type { Environment, ProtocolVersion } from '../../data/chains';
import { deployments } from '../../data/deployments';

export type DeploymentFilterData = {
  version: ProtocolVersion;
  /** Every address of the version, as in the JSON download. */
  count: number;
  /** The environments with addresses, in the order production, staging, testnet. */
  environments: readonly { environment: Environment; chainNames: string; count: number }[];
  /** Site path of the JSON file (written by src/plugins/deployments-json). */
  file: string;
};

export function deploymentFilterData(props: Readonly<Record<string, unknown>>): DeploymentFilterData {
  const version = protocolVersion(props.version);
  const entries = deployments.filter((d) => d.version === version);
  const environments = ENVIRONMENTS.flatMap((environment) => {
    const inEnvironment = entries.filter((d) => d.environment === environment);
    if (inEnvironment.length === 0) return [];
    const chainNames = [...new Set(inEnvironment.map((d) => chains[d.chainId].name))].join(', ');
    return [{ environment, chainNames, count: inEnvironment.length }];
  });
  return { version, count: entries.length, environments, file: deploymentsJsonPath(version) };
}
