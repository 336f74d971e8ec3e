/**
 * What `<DeploymentTable version="…" chainId={…} environment="…" />` shows,
 * looked up when the page compiles (src/plugins/remark-component-data): the
 * matching entries of `src/data/deployments.ts`, each with its status and the
 * reason for it, and the files they were read from. `status="current"`
 * (or `legacy`, `retired`) keeps one status only; entries replaced within their
 * version are left out unless the element says `replaced`, which then shows
 * only those. A selection may be empty: the table then says that nothing is
 * published.
 */
import { chains, deploymentStatus, environmentOf, protocolVersion, sourceUrl } from '../../data/chains';
import type { ChainId, DeploymentStatus, Environment, ProtocolVersion } from '../../data/chains';
import { deployments } from '../../data/deployments';
import type { Deployment } from '../../data/deployments';

export type DeploymentRow = Pick<Deployment, 'name' | 'kind' | 'purpose' | 'address' | 'status' | 'statusReason'> & {
  note?: string;
};

export type DeploymentTableData = {
  version: ProtocolVersion;
  chain: { id: ChainId; name: string };
  environment: Environment;
  /** The status the element asked for, or null for every status. */
  status: DeploymentStatus | null;
  replaced: boolean;
  entries: readonly DeploymentRow[];
  /** The folders (or files) the entries come from, each once. */
  sources: readonly { path: string; repository: string; ref: string; url: string }[];
};

export function deploymentTableData(props: Readonly<Record<string, unknown>>): DeploymentTableData {
  const { chainId, environment } = props;
  const version = protocolVersion(props.version);
  const chain = Object.values(chains).find((known) => known.id === chainId);
  if (!chain) throw new Error(`chainId must be one of ${Object.keys(chains).join(', ')}, not ${String(chainId)}`);
  const env = environmentOf(environment);
  const status = props.status === undefined ? null : deploymentStatus(props.status);
  const replaced = props.replaced === true;

  const matching = deployments.filter(
    (d) =>
      d.version === version &&
      d.chainId === chain.id &&
      d.environment === env &&
      (status === null || d.status === status) &&
      (d.replaced === true) === replaced,
  );
  const sources = new Map<string, DeploymentTableData['sources'][number]>();
  for (const { source } of matching) {
    const folder =
      source.path.endsWith('.json') && !source.repository.startsWith('@')
        ? { ...source, path: source.path.slice(0, source.path.lastIndexOf('/')) }
        : source;
    const url = sourceUrl(folder);
    sources.set(url, { path: folder.path, repository: folder.repository, ref: folder.ref, url });
  }
  return {
    version,
    chain: { id: chain.id, name: chain.name },
    environment: env,
    status,
    replaced,
    entries: matching.map(({ name, kind, purpose, address, note, status: rowStatus, statusReason }) => ({
      name,
      kind,
      purpose,
      address,
      status: rowStatus,
      statusReason,
      ...(note ? { note } : {}),
    })),
    sources: [...sources.values()],
  };
}
