import { useEffect, useId } from 'react';
import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { chains, deployments, deploymentsJsonPath } from '@site/src/data/deployments';
import type { Environment, ProtocolVersion } from '@site/src/data/deployments';
import { setNetworkFilter, useNetworkFilter } from '@site/src/hooks/useNetworkFilter';
import type { NetworkFilter } from '@site/src/hooks/useNetworkFilter';
import styles from './styles.module.css';

type Props = {
  version: ProtocolVersion;
};

const ENVIRONMENTS: readonly Environment[] = ['production', 'staging', 'testnet'];

const environmentChoice: Readonly<Record<Environment, string>> = {
  production: 'Mainnet production',
  staging: 'Mainnet staging',
  testnet: 'Testnet',
};

function addresses(count: number, kind: string): string {
  return `${count} ${kind} ${count === 1 ? 'address' : 'addresses'}`;
}

/**
 * The top of a deployment page: a radio group that shows every table or only
 * one environment's (the tables follow `useNetworkFilter`), a status line
 * saying what is shown, announced when it changes, and a `download` link to
 * the same addresses as JSON (written by `src/plugins/deployments-json`).
 */
export default function DeploymentFilter({ version }: Props): ReactNode {
  const name = useId();
  const filter = useNetworkFilter();
  useEffect(() => () => setNetworkFilter('all'), []);

  const entries = deployments.filter((d) => d.version === version);
  const label = version.toUpperCase();
  const choices = ENVIRONMENTS.flatMap((environment) => {
    const inEnvironment = entries.filter((d) => d.environment === environment);
    if (inEnvironment.length === 0) return [];
    const chainNames = [...new Set(inEnvironment.map((d) => chains[d.chainId].name))].join(', ');
    return [{ value: environment, label: environmentChoice[environment], chainNames, count: inEnvironment.length }];
  });
  const options: { value: NetworkFilter; label: string; chainNames?: string }[] = [
    { value: 'all', label: 'All networks' },
    ...choices,
  ];
  const chosen = choices.find((choice) => choice.value === filter);
  const file = deploymentsJsonPath(version);

  return (
    <div className={styles.panel}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Show addresses for</legend>
        <div className={styles.options}>
          {options.map((option) => (
            <label key={option.value} className={styles.option}>
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={filter === option.value}
                onChange={() => setNetworkFilter(option.value)}
              />{' '}
              {option.label}
              {option.chainNames ? <span className={styles.chains}> ({option.chainNames})</span> : null}
            </label>
          ))}
        </div>
      </fieldset>
      <p role="status" className={styles.status}>
        {chosen
          ? `Showing the ${addresses(chosen.count, `${label} ${chosen.label.toLowerCase()}`)} (${chosen.chainNames}); the other tables are hidden.`
          : `Showing all ${addresses(entries.length, label)}.`}
      </p>
      <p className={styles.download}>
        <Link href={`pathname://${file}`} download={file.slice(file.lastIndexOf('/') + 1)}>
          Download every {label} address as JSON
        </Link>{' '}
        <span className={styles.hint}>
          ({addresses(entries.length, label)} with name, chain, environment and status, from the same list as these
          tables)
        </span>
      </p>
    </div>
  );
}
