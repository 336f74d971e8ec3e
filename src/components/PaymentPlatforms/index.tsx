import type { ReactNode } from 'react';
import ScrollableTable from '@site/src/components/ScrollableTable';
import type { ProtocolVersion } from '@site/src/data/chains';
import { appsFor, platformsFor } from '@site/src/data/paymentPlatforms';
import { Currencies, Sources } from './parts';
import styles from './styles.module.css';

/**
 * The payment apps a ZKP2P version accepts on Base and their currencies, one
 * row per app (Zelle's banks merged), rendered from
 * `src/data/paymentPlatforms.ts`. For buyers and sellers; integrators get
 * `PaymentMethods`, which adds identifiers and verifier addresses.
 */
export default function PaymentPlatforms({ version }: { version: ProtocolVersion }): ReactNode {
  return (
    <div className={styles.wrapper}>
      <ScrollableTable className={styles.table}>
        <caption className={styles.caption}>Payment apps and currencies, {version.toUpperCase()} on Base</caption>
        <thead>
          <tr>
            <th scope="col">Payment app</th>
            <th scope="col">Currencies</th>
          </tr>
        </thead>
        <tbody>
          {appsFor(version).map(({ app, methods, currencies }) => (
            <tr key={app}>
              <th scope="row" className={styles.name}>
                {app}
                {methods.length > 1 ? (
                  <span className={styles.detail}>
                    {methods.map((m) => m.name.replace(`${app} (`, '').replace(/\)$/, '')).join(', ')}
                  </span>
                ) : null}
              </th>
              <td>
                <Currencies codes={currencies} />
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollableTable>
      <Sources sources={platformsFor(version).map((p) => p.source)} />
    </div>
  );
}
