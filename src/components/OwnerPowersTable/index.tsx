import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import ScrollableTable from '@site/src/components/ScrollableTable';
import type { CallerBasis, PowerImpact } from '@site/src/data/ownerPowers';
import { componentData } from '@site/src/utils/componentData';
import type { OwnerPowersData } from './data';
import tables from '@site/src/css/tables.module.css';
import styles from './styles.module.css';

const impactLabel: Readonly<Record<PowerImpact, string>> = {
  custody: 'Moves or locks deposits',
  proof: 'Decides what counts as payment',
  fees: 'Fees and dust',
  access: 'Who may use what',
  pause: 'Pause',
  ownership: 'Owner role',
};

const callerLabel: Readonly<Record<CallerBasis, string>> = {
  source: 'Owner only (contract source)',
  docs: 'Owner only (ZKP2P docs)',
  unpublished: 'Caller check not published',
};

/**
 * The owner's powers over one protocol version, function by function, from
 * `src/data/ownerPowers.ts`: what each lets the owner do and what the code
 * limits. Rows that can release or lock deposits are marked, and so are rows of
 * legacy contracts and rows whose caller check is not published. The selection
 * (`<OwnerPowersTable version="v3" status="current" impacts={['custody']} contracts={['Escrow']} />`)
 * is looked up when the page compiles (`./data.ts`).
 */
export default function OwnerPowersTable(props: { data?: OwnerPowersData }): ReactNode {
  const { version, rows } = componentData('OwnerPowersTable', props.data);
  const statuses = new Set(rows.map((row) => row.status));
  const scope =
    version !== 'v3' || statuses.size > 1 ? '' : statuses.has('current') ? ', current contracts' : ', legacy contracts';
  return (
    <ScrollableTable className={styles.table}>
      <caption className={tables.caption}>
        Owner functions, {version.toUpperCase()}
        {scope}
      </caption>
      <thead>
        <tr>
          <th scope="col">Contract and functions</th>
          <th scope="col">What the owner can do</th>
          <th scope="col">Limit in the code</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((power) => (
          <tr key={`${power.status}:${power.contract}:${power.functions.join(',')}`}>
            <th scope="row" className={styles.nameCell}>
              <Link href={power.sourceUrl} className={styles.contract}>
                {power.contract}
              </Link>
              {power.status === 'legacy' && version === 'v3' ? (
                <span className={styles.legacy}>Legacy contract</span>
              ) : null}
              <span className={styles.functions}>
                {power.functions.map((fn) => (
                  <code key={fn} translate="no">
                    {fn}
                  </code>
                ))}
              </span>
              <span
                className={power.impact === 'custody' || power.impact === 'proof' ? styles.badgeStrong : styles.badge}
              >
                {impactLabel[power.impact]}
              </span>
              <span className={styles.caller}>{callerLabel[power.caller]}</span>
            </th>
            <td>{power.effect}</td>
            <td>{power.limit}</td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}
