import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import clsx from 'clsx';
import ContractAddress from '@site/src/components/ContractAddress';
import ScrollableTable from '@site/src/components/ScrollableTable';
import { sourceUrl } from '@site/src/data/chains';
import type { ProtocolVersion, Source } from '@site/src/data/chains';
import { appsFor, currencyNames, platformsFor, verifierDeployments } from '@site/src/data/paymentPlatforms';
import type { CurrencyCode, PaymentPlatform } from '@site/src/data/paymentPlatforms';
import styles from './styles.module.css';

type Props = {
  version: ProtocolVersion;
  /**
   * `apps`: one row per payment app and its currencies, for buyers and sellers.
   * `methods`: one row per on-chain payment method with its identifier and
   * verifier contract on Base, for integrators.
   */
  view?: 'apps' | 'methods';
};

function Currencies({ codes }: { codes: readonly CurrencyCode[] }): ReactNode {
  return (
    <span className={styles.currencies}>
      {[...codes].sort().map((code, index) => (
        <span key={code}>
          {index > 0 ? ', ' : null}
          <abbr title={currencyNames[code]}>{code}</abbr>
        </span>
      ))}
    </span>
  );
}

function Sources({ sources }: { sources: readonly Source[] }): ReactNode {
  const unique = [...new Map(sources.map((s) => [sourceUrl(s), s])).values()];
  return (
    <p className={styles.sources}>
      Source:{' '}
      {unique.map((source, index) => (
        <span key={sourceUrl(source)}>
          {index > 0 ? '; ' : null}
          <Link href={sourceUrl(source)}>
            <code>{source.path}</code>
          </Link>
        </span>
      ))}{' '}
      in {unique[0]?.repository} at {unique[0]?.ref}.
    </p>
  );
}

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
 * The payment platforms a ZKP2P version accepts and their currencies,
 * rendered from `src/data/paymentPlatforms.ts` (verifier addresses from
 * `src/data/deployments.ts`).
 */
export default function PaymentPlatforms({ version, view = 'apps' }: Props): ReactNode {
  const label = version.toUpperCase();
  const platforms = platformsFor(version);

  if (view === 'apps') {
    return (
      <div className={styles.wrapper}>
        <ScrollableTable className={styles.table}>
          <caption className={styles.caption}>Payment apps and currencies, {label} on Base</caption>
          <thead>
            <tr>
              <th scope="col">Payment app</th>
              <th scope="col">Currencies</th>
            </tr>
          </thead>
          <tbody>
            {appsFor(version).map(({ app, methods, currencies }) => (
              <tr key={app}>
                <th scope="row" className={styles.name}>
                  {app}
                  {methods.length > 1 ? (
                    <span className={styles.detail}>
                      {methods.map((m) => m.name.replace(`${app} (`, '').replace(/\)$/, '')).join(', ')}
                    </span>
                  ) : null}
                </th>
                <td>
                  <Currencies codes={currencies} />
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollableTable>
        <Sources sources={platforms.map((p) => p.source)} />
      </div>
    );
  }

  return (
    <div className={styles.wrapper}>
      <ScrollableTable className={clsx(styles.table, styles.methods)}>
        <caption className={styles.caption}>Payment methods and verifiers, {label} on Base (chain ID 8453)</caption>
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
