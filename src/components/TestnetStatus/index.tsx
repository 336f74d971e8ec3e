import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { componentData } from '@site/src/utils/componentData';
import type { TestnetStatusRow } from './data';

/**
 * Where a version can be tried without real money, and whether any current
 * source still publishes that deployment (from `./data.ts`).
 */
export default function TestnetStatus(props: { data?: readonly TestnetStatusRow[] }): ReactNode {
  const entries = componentData('TestnetStatus', props.data);
  return (
    <ul>
      {entries.map((entry) => (
        <li key={entry.chainId}>
          <strong>{entry.chain}</strong>
          {` (${entry.published ? '' : 'retired, no longer published; '}${entry.matchesDocumentedAbi ? 'matches' : 'does not match'} these docs): `}
          {entry.summary} <Link href={entry.sourceUrl}>Deployment file</Link>.
        </li>
      ))}
    </ul>
  );
}
