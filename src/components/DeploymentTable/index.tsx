import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import ContractAddress from '@site/src/components/ContractAddress';
import StatusBadge from '@site/src/components/StatusBadge';
import type { Deployment } from '@site/src/data/deployments';
import { setNetworkFilter, useNetworkFilter } from '@site/src/hooks/useNetworkFilter';
import { componentData } from '@site/src/utils/componentData';
import type { DeploymentTableData } from './data';
import tables from '@site/src/css/tables.module.css';
import styles from './styles.module.css';

const kindLabel: Readonly<Record<Deployment['kind'], string | null>> = {
  contract: null,
  account: 'Account',
  'test-token': 'Test token',
};

/**
 * The published addresses of one ZKP2P deployment from `src/data/deployments.ts`
 * (selected in `./data.ts` when the page compiles), each with a visible status
 * badge and its reason. When the page's network filter (`DeploymentFilter`) names
 * another environment, a one-line note with a "Show all networks" button stands in.
 */
export default function DeploymentTable(props: { data?: DeploymentTableData }): ReactNode {
  const { version, chain, environment, status, replaced, entries, sources } = componentData(
    'DeploymentTable',
    props.data,
  );
  const qualifier = `${status ? `${status} ` : ''}${replaced ? 'replaced ' : ''}`;
  const filter = useNetworkFilter();

  if (entries.length === 0) {
    return (
      <p className={styles.empty}>
        No {qualifier}
        {version.toUpperCase()} addresses are published for {chain.name} ({environment}).
      </p>
    );
  }

  if (filter !== 'all' && filter !== environment) {
    return (
      <p className={styles.filtered}>
        The {version.toUpperCase()} {chain.name} {environment} addresses are hidden by the filter at the top of the
        page.{' '}
        <button type="button" className={styles.showAll} onClick={() => setNetworkFilter('all')}>
          Show all networks
        </button>
      </p>
    );
  }

  return (
    <div className={tables.wrapper}>
      <table className={styles.table}>
        <caption className={tables.caption}>
          {version.toUpperCase()} on {chain.name}, {environment}
          {status ? `, ${status}` : ''}
          {replaced ? ', replaced' : ''} (chain ID {chain.id})
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
              <th scope="row" className={tables.rowName}>
                <span className={styles.name} translate="no">
                  {entry.name}
                </span>
                <span className={styles.badges}>
                  <StatusBadge status={entry.status} />
                  {kindLabel[entry.kind] ? <span className={styles.badge}>{kindLabel[entry.kind]}</span> : null}
                </span>
                <span className={styles.purpose}>{entry.purpose}</span>
                <span className={styles.reason}>{entry.statusReason}</span>
                {entry.note ? <span className={styles.note}>{entry.note}</span> : null}
              </th>
              <td className={styles.addressCell}>
                <ContractAddress name={entry.name} address={entry.address} chainId={chain.id} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={tables.sources}>
        Source:{' '}
        {sources.map((source, index) => (
          <span key={source.url}>
            {index > 0 ? '; ' : null}
            <Link href={source.url}>
              <code>{source.path}</code> in {source.repository} ({source.ref})
            </Link>
          </span>
        ))}
        .
      </p>
    </div>
  );
}
