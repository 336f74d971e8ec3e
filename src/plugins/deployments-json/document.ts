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
  /** `current`, `legacy` (no new deposits or intents; may still hold funds) or `retired` (history). */
  status: Deployment['status'];
  statusReason: string;
  /** True for an address replaced within its version by a later deployment of the same contract. */
  replaced?: true;
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
  /** What each status means. */
  statuses: Record<Deployment['status'], string>;
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
    statusReason: deployment.statusReason,
    ...(deployment.replaced ? { replaced: true as const } : {}),
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
    notice: `The addresses published on ${page}. Use only entries whose status is "current" for new deposits and intents, and check every address on the block explorer first.`,
    statuses: {
      current: 'Used by the official SDK for new deposits and intents, or part of the system those rely on.',
      legacy:
        'No longer used for new deposits or intents; may still hold funds or open intents that are being wound down.',
      retired: 'No longer used; kept as history.',
    },
    chains: chainIds.map((id) => ({ id, name: chains[id].name, explorerUrl: chains[id].explorerUrl })),
    deployments: entries.map(entryOf),
  };
}

/** The file's text: two-space indented, ending in a newline. */
export function deploymentsJsonText(version: ProtocolVersion, siteUrl: string): string {
  return `${JSON.stringify(deploymentsJson(version, siteUrl), null, 2)}\n`;
}
