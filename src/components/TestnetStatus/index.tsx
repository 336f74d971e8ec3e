import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { chains, sourceUrl } from '@site/src/data/chains';
import type { ProtocolVersion } from '@site/src/data/chains';
import { testnets } from '@site/src/data/testnets';

type Props = {
  version: ProtocolVersion;
};

/** Where a version can be tried without real money, from `src/data/protocolParameters.ts`. */
export default function TestnetStatus({ version }: Props): ReactNode {
  const entries = testnets.filter((t) => t.version === version);
  if (entries.length === 0) throw new Error(`TestnetStatus: no testnet entry for ${version}`);
  return (
    <ul>
      {entries.map((entry) => (
        <li key={entry.chainId}>
          <strong>{chains[entry.chainId].name}</strong>
          {entry.matchesDocumentedAbi ? ' (matches these docs): ' : ' (does not match these docs): '}
          {entry.summary} <Link href={sourceUrl(entry.source)}>Deployment file</Link>.
        </li>
      ))}
    </ul>
  );
}
