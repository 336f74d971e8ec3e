/**
 * What `<DeploymentTable version="…" chainId={…} environment="…" />` shows,
 * looked up when the page compiles (src/plugins/remark-component-data): the
 * matching entries of `src/data/deployments.ts` (`status` "current" unless
 * the element asks for "superseded"), and the folders they were read from.
 * A selection may be empty: the table then says that nothing is published.
 */
import { chains, ENVIRONMENTS, protocolVersion, sourceUrl } from '../../data/chains';
import type { ChainId, Environment, ProtocolVersion } from '../../data/chains';
import { deployments } from '../../data/deployments';
import type { Deployment } from '../../data/deployments';

export type DeploymentRow = Pick<Deployment, 'name' | 'kind' | 'purpose' | 'address'> & { note?: string };

export type DeploymentTableData = {
  version: ProtocolVersion;
  chain: { id: ChainId; name: string };
  environment: Environment;
  status: Deployment['status'];
  entries: readonly DeploymentRow[];
  /** The folders (or files) the entries come from, each once. */
  sources: readonly { path: string; repository: string; ref: string; url: string }[];
};

const STATUSES: readonly unknown[] = ['current', 'superseded'];

export function deploymentTableData(props: Readonly<Record<string, unknown>>): DeploymentTableData {
  const { chainId, environment, status = 'current' } = props;
  const version = protocolVersion(props.version);
  const chain = typeof chainId === 'number' ? chains[chainId as ChainId] : undefined;
  if (!chain) throw new Error(`chainId must be one of ${Object.keys(chains).join(', ')}, not ${String(chainId)}`);
  if (!ENVIRONMENTS.some((known) => known === environment))
    throw new Error(`unknown environment ${String(environment)}`);
  if (!STATUSES.includes(status)) throw new Error(`status must be "current" or "superseded", not ${String(status)}`);

  const matching = deployments.filter(
    (d) => d.version === version && d.chainId === chain.id && d.environment === environment && d.status === status,
  );
  const sources = new Map<string, DeploymentTableData['sources'][number]>();
  for (const { source } of matching) {
    const folder = source.path.endsWith('.json')
      ? { ...source, path: source.path.slice(0, source.path.lastIndexOf('/')) }
      : source;
    const url = sourceUrl(folder);
    sources.set(url, { path: folder.path, repository: folder.repository, ref: folder.ref, url });
  }
  return {
    version,
    chain: { id: chain.id, name: chain.name },
    environment: environment as Environment,
    status: status as Deployment['status'],
    entries: matching.map(({ name, kind, purpose, address, note }) => ({
      name,
      kind,
      purpose,
      address,
      ...(note ? { note } : {}),
    })),
    sources: [...sources.values()],
  };
}
