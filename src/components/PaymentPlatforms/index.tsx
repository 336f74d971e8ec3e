import type { ReactNode } from 'react';
import clsx from 'clsx';
import ScrollableTable from '@site/src/components/ScrollableTable';
import { componentData } from '@site/src/utils/componentData';
import type { PaymentAppRow, PaymentPlatformsData } from './data';
import Currencies from '@site/src/components/Currencies';
import { Sources } from './parts';
import tables from '@site/src/css/tables.module.css';
import styles from './styles.module.css';

const riskText: Readonly<Record<NonNullable<PaymentAppRow['risk']>, string>> = {
  low: 'Instant and cannot be reversed: no cooldown between orders.',
  higher: 'Can be reversed: lower order limits and a cooldown between orders.',
};

function Notes({ row }: { row: PaymentAppRow }): ReactNode {
  const notes = [
    ...(row.risk ? [riskText[row.risk]] : []),
    ...(row.minimumTier ? [`Buyers need the ${row.minimumTier} tier or higher.`] : []),
    ...row.particulars,
  ];
  if (notes.length === 0) return null;
  return (
    <ul className={styles.notes}>
      {notes.map((note) => (
        <li key={note}>{note}</li>
      ))}
    </ul>
  );
}

/**
 * For buyers and sellers: the payment apps a ZKP2P version accepts on Base and
 * their currencies, one row per app (from `./data.ts`); for today's methods,
 * also what a seller registers and what a buyer should know. Integrators get
 * `PaymentMethods`.
 */
export default function PaymentPlatforms(props: { data?: PaymentPlatformsData }): ReactNode {
  const { version, details, apps, sources } = componentData('PaymentPlatforms', props.data);
  return (
    <div className={tables.wrapper}>
      <ScrollableTable className={clsx(styles.table, details && styles.apps)}>
        <caption className={tables.caption}>Payment apps and currencies, {version.toUpperCase()} on Base</caption>
        <thead>
          <tr>
            <th scope="col">Payment app</th>
            <th scope="col">Currencies</th>
            {details ? <th scope="col">Seller registers</th> : null}
            {details ? <th scope="col">Good to know</th> : null}
          </tr>
        </thead>
        <tbody>
          {apps.map((row) => (
            <tr key={row.app}>
              <th scope="row" className={styles.name}>
                {row.app}
                {row.variants.length > 0 ? <span className={styles.detail}>{row.variants.join(', ')}</span> : null}
              </th>
              <td data-label="Currencies">
                <Currencies codes={row.currencies} />
              </td>
              {details ? <td data-label="Seller registers">{row.payee ?? 'Not published'}</td> : null}
              {details ? (
                <td data-label="Good to know">
                  <Notes row={row} />
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </ScrollableTable>
      <Sources sources={sources} />
    </div>
  );
}
