import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import ScrollableTable from '@site/src/components/ScrollableTable';
import { powersOf } from '@site/src/data/ownerPowers';
import type { OwnerPower, PowerImpact } from '@site/src/data/ownerPowers';
import { sourceUrl } from '@site/src/data/chains';
import type { ProtocolVersion } from '@site/src/data/chains';
import styles from './styles.module.css';

type Props = {
  version: ProtocolVersion;
  /** Show only these kinds of power, e.g. `['custody', 'proof']` for what can release or lock funds. */
  impacts?: readonly PowerImpact[];
  /** Show only the powers of these contracts. */
  contracts?: readonly string[];
};

const impactLabel: Readonly<Record<PowerImpact, string>> = {
  custody: 'Moves or locks deposits',
  proof: 'Decides what counts as payment',
  fees: 'Fees and dust',
  access: 'Who may use what',
  pause: 'Pause',
  ownership: 'Owner role',
};

/**
 * The owner's powers over one protocol version, function by function, from
 * `src/data/ownerPowers.ts`: what each lets the owner do and what the code
 * limits. Rows that can release or lock deposits are marked.
 */
export default function OwnerPowersTable({ version, impacts, contracts }: Props): ReactNode {
  const rows = powersOf(version, impacts).filter(
    (power: OwnerPower) => contracts === undefined || contracts.includes(power.contract),
  );
  if (rows.length === 0) {
    throw new Error(`OwnerPowersTable: no owner powers match ${version} ${impacts?.join(',') ?? ''}`);
  }
  return (
    <ScrollableTable className={styles.table}>
      <caption className={styles.caption}>Owner functions, {version.toUpperCase()}</caption>
      <thead>
        <tr>
          <th scope="col">Contract and functions</th>
          <th scope="col">What the owner can do</th>
          <th scope="col">Limit in the code</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((power) => (
          <tr key={`${power.contract}:${power.functions.join(',')}`}>
            <th scope="row" className={styles.nameCell}>
              <Link href={sourceUrl(power.source)} className={styles.contract}>
                {power.contract}
              </Link>
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
            </th>
            <td>{power.effect}</td>
            <td>{power.limit}</td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}
