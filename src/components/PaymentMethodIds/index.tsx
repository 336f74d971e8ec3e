import type { ReactNode } from 'react';
import Currencies from '@site/src/components/Currencies';
import { Sources } from '@site/src/components/PaymentPlatforms/parts';
import ScrollableTable from '@site/src/components/ScrollableTable';
import { componentData } from '@site/src/utils/componentData';
import type { PaymentMethodIdsData } from './data';
import tables from '@site/src/css/tables.module.css';
import styles from './styles.module.css';

/**
 * Today's payment method IDs (bytes32) with their currencies (from `./data.ts`),
 * without verifier addresses, for a page that lists those already.
 */
export default function PaymentMethodIds(props: { data?: PaymentMethodIdsData }): ReactNode {
  const { methods, sources } = componentData('PaymentMethodIds', props.data);
  return (
    <>
      <ScrollableTable>
        <caption className={styles.caption}>Payment method IDs and currencies on Base today</caption>
        <thead>
          <tr>
            <th scope="col">Method</th>
            <th scope="col">ID (keccak-256 of the name)</th>
            <th scope="col">Currencies</th>
          </tr>
        </thead>
        <tbody>
          {methods.map((method) => (
            <tr key={method.id}>
              <th scope="row" className={tables.rowName}>
                <code translate="no">{method.id}</code>
                <span className={styles.detail}>{method.name}</span>
              </th>
              <td>
                <code className={styles.hash} translate="no">
                  {method.hash}
                </code>
              </td>
              <td>
                <Currencies codes={method.currencies} />
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollableTable>
      <Sources sources={sources} />
    </>
  );
}
