import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { chains } from '@site/src/data/deployments';
import type { ChainId, Environment, ProtocolVersion } from '@site/src/data/deployments';
import { deploymentRecord, formatDay } from '@site/src/data/protocolParameters';

type Props = {
  version: ProtocolVersion;
  environment?: Environment;
  chainId?: ChainId;
  /** `day`: only the day the files were recorded; `sentence` (default): block, transaction and commit. */
  format?: 'day' | 'sentence';
};

/**
 * When a deployment happened, as far as the sources show: the Escrow's block
 * and transaction, and the day the deployment files were committed. From
 * `src/data/protocolParameters.ts`.
 */
export default function DeploymentRecorded({
  version,
  environment = 'production',
  chainId = 8453,
  format = 'sentence',
}: Props): ReactNode {
  const record = deploymentRecord(version, environment, chainId);
  const day = formatDay(record.recorded);
  if (format === 'day') return <>{day}</>;
  const chain = chains[chainId];
  const commitUrl = `https://github.com/${record.source.repository}/commit/${record.commit}`;
  return (
    <>
      the Escrow was deployed in {chain.name} block {record.blockNumber.toLocaleString('en-US')} (
      <Link href={`${chain.explorerUrl}/tx/${record.transactionHash}`}>transaction on {chain.explorerName}</Link>), and
      the deployment files were committed on {day} (<Link href={commitUrl}>{record.commit}</Link>)
    </>
  );
}
