import { Fragment } from 'react';
import type { ReactNode } from 'react';
import { currencyNames } from '@site/src/data/currencies';
import type { CurrencyCode } from '@site/src/data/currencies';
import styles from './styles.module.css';

/**
 * A list of ISO 4217 codes, sorted, each with its name on hover. Its own
 * module, so a table that shows only currencies (PaymentMethodIds) does not
 * bring the payment tables' source links and chain data into its page.
 */
export default function Currencies({ codes }: { codes: readonly CurrencyCode[] }): ReactNode {
  return (
    <span className={styles.currencies}>
      {[...codes].sort().map((code, index) => (
        // One element per code: long lists (Wise takes 31 currencies) add up on a page.
        <Fragment key={code}>
          {index > 0 ? ', ' : null}
          <abbr title={currencyNames[code]}>{code}</abbr>
        </Fragment>
      ))}
    </span>
  );
}
