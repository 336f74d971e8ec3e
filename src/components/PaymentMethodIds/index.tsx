import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { Currencies } from '@site/src/components/PaymentPlatforms/parts';
import ScrollableTable from '@site/src/components/ScrollableTable';
import { sourceUrl } from '@site/src/data/chains';
import { platformsFor } from '@site/src/data/paymentPlatforms';
import styles from './styles.module.css';

/**
 * The V3 payment method IDs (bytes32) with their accepted currencies, from
 * `src/data/paymentPlatforms.ts`. Unlike the PaymentPlatforms table it shows
 * no verifier addresses, so it can sit on a page that lists them already.
 */
export default function PaymentMethodIds(): ReactNode {
  const platforms = platformsFor('v3');
  if (platforms.length === 0) throw new Error('PaymentMethodIds: no V3 payment methods in paymentPlatforms.ts');
  const sources = [...new Map(platforms.map((p) => [sourceUrl(p.source), p.source])).values()];
  return (
    <>
      <ScrollableTable>
        <caption className={styles.caption}>V3 payment method IDs and currencies on Base</caption>
        <thead>
          <tr>
            <th scope="col">Method</th>
            <th scope="col">ID (keccak-256 of the name)</th>
            <th scope="col">Currencies</th>
          </tr>
        </thead>
        <tbody>
          {platforms.map((platform) => (
            <tr key={platform.id}>
              <th scope="row" className={styles.name}>
                <code translate="no">{platform.id}</code>
                <span className={styles.detail}>{platform.name}</span>
              </th>
              <td>
                <code className={styles.hash} translate="no">
                  {platform.paymentMethodHash}
                </code>
              </td>
              <td>
                <Currencies codes={platform.currencies} />
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollableTable>
      <p className={styles.sources}>
        Source:{' '}
        {sources.map((source, index) => (
          <span key={sourceUrl(source)}>
            {index > 0 ? ', ' : null}
            <Link href={sourceUrl(source)}>
              <code>{source.path.split('/').pop()}</code>
            </Link>
          </span>
        ))}{' '}
        in <code>deployments/verifiers/</code> at {sources[0]?.ref}.
      </p>
    </>
  );
}
