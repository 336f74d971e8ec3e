/**
 * The JSON document of one protocol version's published addresses, as
 * written to `deploymentsJsonPath(version)` by the deployments-json plugin.
 * Built from `src/data/deployments.ts` alone, the same list the deployment
 * pages render, so the download and the tables cannot disagree.
 */
import { chains, deployments, deploymentsPages, explorerAddressUrl, sourceUrl } from '../../data/deployments';
import type { ChainId, Deployment, EntryKind, Environment, ProtocolVersion } from '../../data/deployments';

export type DeploymentsJsonEntry = {
  name: string;
  address: string;
  kind: EntryKind;
  chainId: ChainId;
  chain: string;
  environment: Environment;
  status: Deployment['status'];
  purpose: string;
  note?: string;
  explorerUrl: string;
  source: string;
};

export type DeploymentsJson = {
  /** What this file is. */
  title: string;
  version: ProtocolVersion;
  /** The page that lists the same addresses. */
  page: string;
  notice: string;
  chains: { id: ChainId; name: string; explorerUrl: string }[];
  deployments: DeploymentsJsonEntry[];
};

function entryOf(deployment: Deployment): DeploymentsJsonEntry {
  return {
    name: deployment.name,
    address: deployment.address,
    kind: deployment.kind,
    chainId: deployment.chainId,
    chain: chains[deployment.chainId].name,
    environment: deployment.environment,
    status: deployment.status,
    purpose: deployment.purpose,
    ...(deployment.note === undefined ? {} : { note: deployment.note }),
    explorerUrl: explorerAddressUrl(deployment.chainId, deployment.address),
    source: sourceUrl(deployment.source),
  };
}

/** Every published address of `version`, in the order of the data, with the chains they live on. */
export function deploymentsJson(version: ProtocolVersion, siteUrl: string): DeploymentsJson {
  const entries = deployments.filter((deployment) => deployment.version === version);
  const chainIds = [...new Set(entries.map((deployment) => deployment.chainId))];
  const page = `${siteUrl.replace(/\/+$/, '')}${deploymentsPages[version]}`;
  return {
    title: `ZKP2P ${version.toUpperCase()} deployments`,
    version,
    page,
    notice: `The addresses published on ${page}. Send funds only to an address listed there, and check it on the block explorer first.`,
    chains: chainIds.map((id) => ({ id, name: chains[id].name, explorerUrl: chains[id].explorerUrl })),
    deployments: entries.map(entryOf),
  };
}

/** The file's text: two-space indented, ending in a newline. */
export function deploymentsJsonText(version: ProtocolVersion, siteUrl: string): string {
  return `${JSON.stringify(deploymentsJson(version, siteUrl), null, 2)}\n`;
}
