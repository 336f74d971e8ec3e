/**
 * Average spreads from ZKP2P's August 2025 study of more than 4,000 V2
 * trades ("Speed Doesn't Always Need To Cost?"), grouped by order size and by
 * how long the deposit waited before the trade. The seller guide on rates and
 * the blog post render these numbers from here, so their reading of the data
 * cannot drift apart.
 *
 * Where the numbers come from: the charts published with the post in the
 * reference docs (zkp2p/docs at 6454d32, `static/img/spreadvspread/`). Trade
 * counts are printed on the charts; average spreads are read off the bar
 * heights against the y-axis ticks (about 0.01 percentage point precision).
 * The post's text says orders of $500 or less paid higher spreads; its own
 * size chart (`spread4.png`) shows the opposite, averages rising with size.
 */
import type { Source } from './chains';

export type SpreadBucket = {
  /** Label printed on the chart. */
  chartLabel: string;
  /** The range for readers, e.g. "Under $100". */
  range: string;
  /** Number of trades in the bucket, as printed on the chart. */
  trades: number;
  /** Average spread in percent, read from the bar height. */
  averageSpread: number;
};

export type SpreadSeries = {
  id: 'by-size' | 'by-wait';
  /** Chart title as published. */
  title: string;
  /** Buckets in increasing order of size or waiting time. */
  buckets: readonly SpreadBucket[];
  source: Source;
};

const chart = (file: string): Source => ({
  repository: 'zkp2p/docs',
  ref: '6454d32',
  path: `static/img/spreadvspread/${file}`,
});

export const spreadStudy: readonly SpreadSeries[] = [
  {
    id: 'by-size',
    title: 'Trade Size vs Spread',
    buckets: [
      { chartLabel: 'Micro (<$100)', range: 'Under $100', trades: 2009, averageSpread: 1.18 },
      { chartLabel: 'Small ($100-500)', range: '$100 to $500', trades: 1285, averageSpread: 1.25 },
      { chartLabel: 'Medium ($500-1K)', range: '$500 to $1,000', trades: 635, averageSpread: 1.27 },
      { chartLabel: 'Large ($1K-2K)', range: '$1,000 to $2,000', trades: 286, averageSpread: 1.51 },
      { chartLabel: 'Whale (>$2K)', range: 'Over $2,000', trades: 110, averageSpread: 1.72 },
    ],
    source: chart('spread4.png'),
  },
  {
    id: 'by-wait',
    title: 'Average Spread by Speed Bucket',
    buckets: [
      { chartLabel: 'Ultra-Fast (0-2h)', range: 'Under 2 hours', trades: 516, averageSpread: 1.19 },
      { chartLabel: 'Fast (2-24h)', range: '2 to 24 hours', trades: 1407, averageSpread: 1.14 },
      { chartLabel: 'Medium (1-7d)', range: '1 to 7 days', trades: 1864, averageSpread: 1.22 },
      { chartLabel: 'Slow (7d+)', range: 'Over 7 days', trades: 538, averageSpread: 1.67 },
    ],
    source: chart('spread2.png'),
  },
];

/** One series by id; throws so that a page naming an unknown series fails the build. */
export function spreadSeries(id: SpreadSeries['id']): SpreadSeries {
  const found = spreadStudy.find((series) => series.id === id);
  if (!found) throw new Error(`Unknown spread series "${id}"`);
  return found;
}

/** "1.18%" */
export function formatSpread(value: number): string {
  return `${value.toFixed(2)}%`;
}
