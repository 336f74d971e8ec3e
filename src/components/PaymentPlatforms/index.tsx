import type { ReactNode } from 'react';
import ScrollableTable from '@site/src/components/ScrollableTable';
import { componentData } from '@site/src/utils/componentData';
import type { PaymentPlatformsData } from './data';
import Currencies from '@site/src/components/Currencies';
import { Sources } from './parts';
import styles from './styles.module.css';

/**
 * The payment apps a ZKP2P version accepts on Base and their currencies, one
 * row per app (Zelle's banks merged), from `src/data/paymentPlatforms.ts`.
 * For buyers and sellers; integrators get `PaymentMethods`, which adds
 * identifiers and verifier addresses. Write `<PaymentPlatforms version="v3" />`;
 * the rows are looked up when the page compiles (`paymentPlatformsData()` in
 * `./data.ts`).
 */
export default function PaymentPlatforms(props: { data?: PaymentPlatformsData }): ReactNode {
  const { version, apps, sources } = componentData('PaymentPlatforms', props.data);
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
          {apps.map(({ app, variants, currencies }) => (
            <tr key={app}>
              <th scope="row" className={styles.name}>
                {app}
                {variants.length > 0 ? <span className={styles.detail}>{variants.join(', ')}</span> : null}
              </th>
              <td>
                <Currencies codes={currencies} />
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollableTable>
      <Sources sources={sources} />
    </div>
  );
}
