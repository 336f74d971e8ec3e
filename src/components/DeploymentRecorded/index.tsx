import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { chains, sourceUrl } from '@site/src/data/chains';
import type { ChainId, Environment, ProtocolVersion } from '@site/src/data/chains';
import { deploymentRecord } from '@site/src/data/deploymentRecords';
import { formatDate } from '@site/src/utils/dates';
import { groupThousands } from '@site/src/utils/numbers';

type Props = {
  version: ProtocolVersion;
  environment?: Environment;
  chainId?: ChainId;
  /**
   * - `sentence` (default): block, transaction, the payment-method registration stamp (V3) and the recording commit.
   * - `committed`: the day the deployment files were committed.
   */
  format?: 'sentence' | 'committed';
};

/**
 * When a deployment happened, as far as the sources show (V3: the November
 * 2025 Escrow, legacy today; the sentence says the Escrow's status): the Escrow's block
 * and transaction, the time the deploy scripts stamped on the payment-method
 * registration (V3), and the day the deployment files were committed. From
 * `src/data/protocolParameters.ts`; the files carry no block times.
 */
export default function DeploymentRecorded({
  version,
  environment = 'production',
  chainId = 8453,
  format = 'sentence',
}: Props): ReactNode {
  const record = deploymentRecord(version, environment, chainId);
  const chain = chains[chainId];
  const block = groupThousands(record.blockNumber);
  const committed = formatDate(record.recorded);
  const registered = record.methodsRegistered;
  const registeredDay = registered ? formatDate(registered.at.slice(0, 10)) : undefined;

  if (format === 'committed') return <>{committed}</>;

  const commitUrl = `https://github.com/${record.source.repository}/commit/${record.commit}`;
  return (
    <>
      the Escrow ({record.escrowStatus} today) was deployed in {chain.name} block {block} (
      <Link href={`${chain.explorerUrl}/tx/${record.transactionHash}`}>transaction on {chain.explorerName}</Link>)
      {registered && registeredDay ? (
        <>
          , the deploy scripts stamped the payment-method registration {registeredDay} at {registered.at.slice(11, 16)}{' '}
          UTC (<Link href={sourceUrl(registered.source)}>{registered.source.path.split('/').slice(-2).join('/')}</Link>)
        </>
      ) : null}
      , and the deployment files were committed on {committed} (<Link href={commitUrl}>{record.commit}</Link>)
    </>
  );
}
