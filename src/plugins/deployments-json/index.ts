/**
 * deployments-json: after the build, writes each protocol version's published
 * addresses as a JSON file (`deploymentsJsonPath`:
 * `/downloads/zkp2p-v3-deployments.json`, `/downloads/zkp2p-v2-deployments.json`)
 * from `src/data/deployments.ts` alone, the same list the deployment pages
 * render, so the download and the tables cannot disagree. The pages link to
 * it with a `download` link. It is a file, not a route: no page, no sitemap
 * entry, and `npm start` does not serve it.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import {
  chains,
  deployments,
  deploymentsJsonPath,
  deploymentsPages,
  explorerAddressUrl,
  sourceUrl,
} from '../../data/deployments';
import { PROTOCOL_VERSIONS } from '../../data/chains';
import type { DeploymentStatus, ProtocolVersion } from '../../data/chains';
import { canonicalUrl } from '../../utils/canonicalUrl';

/** Every published address of `version`, in the order of the data, with the chains they live on. */
function deploymentsJson(version: ProtocolVersion, siteUrl: string) {
  const entries = deployments.filter((deployment) => deployment.version === version);
  const chainIds = [...new Set(entries.map((deployment) => deployment.chainId))];
  const page = canonicalUrl(siteUrl, deploymentsPages[version]);
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
    } satisfies Record<DeploymentStatus, string>,
    chains: chainIds.map((id) => ({ id, name: chains[id].name, explorerUrl: chains[id].explorerUrl })),
    deployments: entries.map((deployment) => ({
      name: deployment.name,
      address: deployment.address,
      kind: deployment.kind,
      chainId: deployment.chainId,
      chain: chains[deployment.chainId].name,
      environment: deployment.environment,
      status: deployment.status,
      statusReason: deployment.statusReason,
      ...(deployment.replaced ? { replaced: true } : {}),
      purpose: deployment.purpose,
      ...(deployment.note === undefined ? {} : { note: deployment.note }),
      explorerUrl: explorerAddressUrl(deployment.chainId, deployment.address),
      source: sourceUrl(deployment.source),
    })),
  };
}

export default function deploymentsJsonPlugin(context: LoadContext): Plugin<void> {
  return {
    name: 'deployments-json',
    async postBuild({ outDir }) {
      for (const version of PROTOCOL_VERSIONS) {
        const file = path.join(outDir, deploymentsJsonPath(version));
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, `${JSON.stringify(deploymentsJson(version, context.siteConfig.url), null, 2)}\n`);
      }
    },
  };
}
