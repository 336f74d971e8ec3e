import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import ContractAddress from '@site/src/components/ContractAddress';
import { chains, deployments, sourceUrl } from '@site/src/data/deployments';
import type { ChainId, Deployment, Environment, ProtocolVersion, Source } from '@site/src/data/deployments';
import { setNetworkFilter, useNetworkFilter } from '@site/src/hooks/useNetworkFilter';
import styles from './styles.module.css';

type Props = {
  version: ProtocolVersion;
  chainId: ChainId;
  environment: Environment;
  /** Which entries to show; `current` unless you are listing replaced deployments. */
  status?: Deployment['status'];
};

const environmentLabel: Readonly<Record<Environment, string>> = {
  production: 'production',
  staging: 'staging',
  testnet: 'testnet',
};

const kindLabel: Readonly<Record<Deployment['kind'], string | null>> = {
  contract: null,
  account: 'Account',
  'test-token': 'Test token',
};

function uniqueSources(entries: readonly Deployment[]): Source[] {
  const byUrl = new Map<string, Source>();
  for (const entry of entries) {
    const folder = entry.source.path.endsWith('.json')
      ? { ...entry.source, path: entry.source.path.slice(0, entry.source.path.lastIndexOf('/')) }
      : entry.source;
    byUrl.set(sourceUrl(folder), folder);
  }
  return [...byUrl.values()];
}

/**
 * The published addresses of one ZKP2P deployment (version, chain and
 * environment), rendered from `src/data/deployments.ts`. When the page's
 * network filter (`src/components/DeploymentFilter`) names another
 * environment, a one-line note with a "Show all networks" button stands in.
 */
export default function DeploymentTable({ version, chainId, environment, status = 'current' }: Props): ReactNode {
  const filter = useNetworkFilter();
  const chain = chains[chainId];
  const entries = deployments.filter(
    (d) => d.version === version && d.chainId === chainId && d.environment === environment && d.status === status,
  );

  if (entries.length === 0) {
    return (
      <p className={styles.empty}>
        No {status === 'superseded' ? 'replaced ' : ''}
        {version.toUpperCase()} addresses are published for {chain.name} ({environmentLabel[environment]}).
      </p>
    );
  }

  if (filter !== 'all' && filter !== environment) {
    return (
      <p className={styles.filtered}>
        The {version.toUpperCase()} {chain.name} {environmentLabel[environment]} addresses are hidden by the filter at
        the top of the page.{' '}
        <button type="button" className={styles.showAll} onClick={() => setNetworkFilter('all')}>
          Show all networks
        </button>
      </p>
    );
  }

  return (
    <div className={styles.wrapper}>
      <table className={styles.table}>
        <caption className={styles.caption}>
          {version.toUpperCase()} on {chain.name}, {environmentLabel[environment]}
          {status === 'superseded' ? ', replaced' : ''} (chain ID {chain.id})
        </caption>
        <thead>
          <tr>
            <th scope="col">Name and role</th>
            <th scope="col">Address</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.address}>
              <th scope="row" className={styles.nameCell}>
                <span className={styles.name} translate="no">
                  {entry.name}
                </span>
                {kindLabel[entry.kind] ? <span className={styles.badge}>{kindLabel[entry.kind]}</span> : null}
                <span className={styles.purpose}>{entry.purpose}</span>
                {entry.note ? <span className={styles.note}>{entry.note}</span> : null}
              </th>
              <td className={styles.addressCell}>
                <ContractAddress name={entry.name} address={entry.address} chainId={chainId} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.sources}>
        Source:{' '}
        {uniqueSources(entries).map((source, index) => (
          <span key={sourceUrl(source)}>
            {index > 0 ? '; ' : null}
            <Link href={sourceUrl(source)}>
              <code>{source.path}</code> in {source.repository} ({source.ref})
            </Link>
          </span>
        ))}
        .
      </p>
    </div>
  );
}
