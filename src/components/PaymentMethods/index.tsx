import type { ReactNode } from 'react';
import clsx from 'clsx';
import ContractAddress from '@site/src/components/ContractAddress';
import { Currencies, Sources } from '@site/src/components/PaymentPlatforms/parts';
import styles from '@site/src/components/PaymentPlatforms/styles.module.css';
import ScrollableTable from '@site/src/components/ScrollableTable';
import type { ProtocolVersion } from '@site/src/data/chains';
import { platformsFor } from '@site/src/data/paymentPlatforms';
import type { PaymentPlatform } from '@site/src/data/paymentPlatforms';
import { verifierDeployments } from '@site/src/data/verifierDeployments';

function VerifierCell({ platform }: { platform: PaymentPlatform }): ReactNode {
  const { current, replaced, delegate, replacedDelegates } = verifierDeployments(platform);
  return (
    <>
      <code className={styles.contract}>{platform.verifier}</code>
      {current ? (
        <ContractAddress name={platform.verifier} address={current.address} chainId={current.chainId} />
      ) : null}
      {delegate && platform.delegate ? (
        <span className={styles.detail}>
          Hands the proof to <code>{platform.delegate.verifier}</code> when its first byte is{' '}
          <code>{`0x${platform.delegate.proofPrefix.toString(16).padStart(2, '0')}`}</code>:{' '}
          <ContractAddress name={platform.delegate.verifier} address={delegate.address} chainId={delegate.chainId} />
        </span>
      ) : null}
      {[...replaced, ...replacedDelegates].map((old) => (
        <span key={old.address} className={styles.replaced}>
          Replaced, do not use: <code>{old.name}</code> <code className={styles.oldAddress}>{old.address}</code>
        </span>
      ))}
    </>
  );
}

/**
 * For integrators: one row per on-chain payment method of a ZKP2P version,
 * with its identifier, currencies and verifier contract on Base. Methods come
 * from `src/data/paymentPlatforms.ts`, addresses from `src/data/deployments.ts`
 * (so only pages that show this table download the deployments list).
 */
export default function PaymentMethods({ version }: { version: ProtocolVersion }): ReactNode {
  const platforms = platformsFor(version);
  return (
    <div className={styles.wrapper}>
      <ScrollableTable className={clsx(styles.table, styles.methods)}>
        <caption className={styles.caption}>
          Payment methods and verifiers, {version.toUpperCase()} on Base (chain ID 8453)
        </caption>
        <thead>
          <tr>
            <th scope="col">Payment method</th>
            <th scope="col">Currencies</th>
            <th scope="col">Verifier</th>
          </tr>
        </thead>
        <tbody>
          {platforms.map((platform) => (
            <tr key={platform.id}>
              <th scope="row" className={styles.name}>
                {platform.name}
                <code className={styles.id}>{platform.id}</code>
                {platform.paymentMethodHash ? (
                  <code className={styles.hash} title={`keccak256("${platform.id}")`}>
                    {platform.paymentMethodHash}
                  </code>
                ) : null}
                {platform.note ? <span className={styles.detail}>{platform.note}</span> : null}
              </th>
              <td data-label="Currencies">
                <Currencies codes={platform.currencies} />
              </td>
              <td className={styles.verifier} data-label="Verifier">
                <VerifierCell platform={platform} />
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollableTable>
      <Sources sources={platforms.map((p) => p.source)} />
    </div>
  );
}
