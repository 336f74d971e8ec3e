import { useEffect, useId } from 'react';
import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import type { Environment } from '@site/src/data/chains';
import { setNetworkFilter, useNetworkFilter } from '@site/src/hooks/useNetworkFilter';
import type { NetworkFilter } from '@site/src/hooks/useNetworkFilter';
import { componentData } from '@site/src/utils/componentData';
import type { DeploymentFilterData } from './data';
import styles from './styles.module.css';

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
export default function DeploymentFilter(props: { data?: DeploymentFilterData }): ReactNode {
  const { version, count, environments, file } = componentData('DeploymentFilter', props.data);
  const name = useId();
  const filter = useNetworkFilter();
  useEffect(() => () => setNetworkFilter('all'), []);

  const label = version.toUpperCase();
  const choices = environments.map((choice) => ({
    ...choice,
    value: choice.environment,
    label: environmentChoice[choice.environment],
  }));
  const options: { value: NetworkFilter; label: string; chainNames?: string }[] = [
    { value: 'all', label: 'All networks' },
    ...choices,
  ];
  const chosen = choices.find((choice) => choice.value === filter);

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
          : `Showing all ${addresses(count, label)}.`}
      </p>
      <p className={styles.download}>
        <Link href={`pathname://${file}`} download={file.slice(file.lastIndexOf('/') + 1)}>
          Download every {label} address as JSON
        </Link>{' '}
        <span className={styles.hint}>
          ({addresses(count, label)} with name, chain, environment and status, from the same list as these tables)
        </span>
      </p>
    </div>
  );
}
