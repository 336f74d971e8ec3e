import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import ScrollableTable from '@site/src/components/ScrollableTable';
import { sourceUrl } from '@site/src/data/chains';
import { formatSpread, spreadSeries } from '@site/src/data/spreadStudy';
import type { SpreadSeries } from '@site/src/data/spreadStudy';
import { groupThousands } from '@site/src/utils/numbers';
import tables from '@site/src/css/tables.module.css';
import styles from './styles.module.css';

type Props = {
  series: SpreadSeries['id'];
  /** Heading of the first column, e.g. "Order size". */
  label: string;
  caption: string;
};

/**
 * One chart of ZKP2P's 2025 spread study as a table (range, trades, average
 * spread), rendered from `src/data/spreadStudy.ts`, with a link to the chart.
 */
export default function SpreadTable({ series, label, caption }: Props): ReactNode {
  const { buckets, source, title } = spreadSeries(series);
  return (
    <div className={tables.wrapper}>
      <ScrollableTable className={styles.table}>
        <caption className={tables.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{label}</th>
            <th scope="col">Trades</th>
            <th scope="col">Average spread</th>
          </tr>
        </thead>
        <tbody>
          {buckets.map((bucket) => (
            <tr key={bucket.chartLabel}>
              <th scope="row">{bucket.range}</th>
              <td className={styles.number}>{groupThousands(bucket.trades)}</td>
              <td className={styles.number}>{formatSpread(bucket.averageSpread)}</td>
            </tr>
          ))}
        </tbody>
      </ScrollableTable>
      <p className={tables.sources}>
        Read from the chart “<Link href={sourceUrl(source)}>{title}</Link>” published with the study; spreads to about
        0.01 percentage point.
      </p>
    </div>
  );
}
