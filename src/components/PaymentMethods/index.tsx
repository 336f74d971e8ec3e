import type { ReactNode } from 'react';
import clsx from 'clsx';
import ContractAddress from '@site/src/components/ContractAddress';
import Currencies from '@site/src/components/Currencies';
import { Sources } from '@site/src/components/PaymentPlatforms/parts';
import tables from '@site/src/css/tables.module.css';
import styles from '@site/src/components/PaymentPlatforms/styles.module.css';
import ScrollableTable from '@site/src/components/ScrollableTable';
import { componentData } from '@site/src/utils/componentData';
import type { PaymentMethodRow, PaymentMethodsData } from './data';

function VerifierCell({ method }: { method: PaymentMethodRow }): ReactNode {
  const { verifier, current, delegate, replaced } = method;
  return (
    <>
      <code className={styles.contract}>{verifier}</code>
      {current ? (
        <ContractAddress name={verifier} address={current.address} chainId={current.chainId} status={current.status} />
      ) : null}
      {delegate ? (
        <span className={styles.detail}>
          Hands the proof to <code>{delegate.verifier}</code> when its first byte is <code>{delegate.proofPrefix}</code>
          :{' '}
          <ContractAddress
            name={delegate.verifier}
            address={delegate.address}
            chainId={delegate.chainId}
            status={delegate.status}
          />
        </span>
      ) : null}
      {replaced.map((old) => (
        <span key={old.address} className={styles.replaced}>
          Replaced, do not use: <code>{old.name}</code> <code className={styles.oldAddress}>{old.address}</code>
        </span>
      ))}
    </>
  );
}

/**
 * For integrators: one row per on-chain payment method of a ZKP2P version,
 * with its identifier, currencies and verifier contract on Base (rows joined
 * in `./data.ts` when the page compiles).
 */
export default function PaymentMethods(props: { data?: PaymentMethodsData }): ReactNode {
  const { version, methods, sources } = componentData('PaymentMethods', props.data);
  return (
    <div className={tables.wrapper}>
      <ScrollableTable className={clsx(styles.table, styles.methods)}>
        <caption className={tables.caption}>
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
          {methods.map((method) => (
            <tr key={method.id}>
              <th scope="row" className={styles.name}>
                {method.name}
                <code className={styles.id}>{method.id}</code>
                {method.paymentMethodHash ? (
                  <code className={styles.hash} title={`keccak256("${method.id}")`}>
                    {method.paymentMethodHash}
                  </code>
                ) : null}
                {method.note ? <span className={styles.detail}>{method.note}</span> : null}
              </th>
              <td data-label="Currencies">
                <Currencies codes={method.currencies} />
              </td>
              <td data-label="Verifier">
                <VerifierCell method={method} />
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollableTable>
      <Sources sources={sources} />
    </div>
  );
}
