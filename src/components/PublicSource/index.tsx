import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import {
  SOURCE_REPOSITORY,
  blockUrl,
  publicSource,
  publicSources,
  publicSourceUrl,
  shortCommit,
} from '@site/src/data/contractSources';
import { groupThousands } from '@site/src/utils/numbers';
import { andList } from '@site/src/utils/lists';
import tables from '@site/src/css/tables.module.css';
import styles from './styles.module.css';

type Props = {
  /** Cite one contract's source inline; without it, the shared statement and the table of sources. */
  contract?: string;
};

/**
 * The public Solidity source of today's contracts (`src/data/contractSources.ts`).
 * `<PublicSource contract="OrchestratorV3" />` is an inline citation linking
 * the file at its commit; `<PublicSource />` is the one statement of what that
 * source is, with the table of every file the pages quote.
 */
const recorded = andList(
  publicSources.filter((record) => record.kind === 'deployment-record').map((record) => record.contract),
);

export default function PublicSource({ contract }: Props): ReactNode {
  if (contract !== undefined) {
    const record = publicSource(contract);
    return (
      <Link href={publicSourceUrl(record)}>
        {record.kind === 'deployment-record' ? 'deployment record' : 'source'} at <code>{shortCommit(record)}</code>
      </Link>
    );
  }
  return (
    <>
      <p>
        The Solidity of today’s contracts is public in{' '}
        <Link href={`https://github.com/${SOURCE_REPOSITORY}`}>{SOURCE_REPOSITORY}</Link>, in many versions, and ZKP2P
        names none of them as the deployed build. For {recorded} the repository also keeps the record of their Base
        deployment: each names the same address as <code>@zkp2p/contracts-v2</code> 0.4.1 and carries, in its compiler
        metadata, the source files that were compiled. These pages quote that source where it answers a question and say
        so (“in the public source”). To check it yourself, compile the record’s source and compare the bytecode with the
        code at the address on Basescan.
      </p>
      <div className={tables.wrapper}>
        <table className={styles.table}>
          <caption className={tables.caption}>Public source the protocol pages quote</caption>
          <thead>
            <tr>
              <th scope="col">Contract</th>
              <th scope="col">File, at its commit</th>
              <th scope="col">Deployed in Base block</th>
              <th scope="col">Quoted for</th>
            </tr>
          </thead>
          <tbody>
            {publicSources.map((record) => (
              <tr key={record.contract}>
                <th scope="row" className={styles.name}>
                  {record.contract}
                </th>
                <td data-label="File, at its commit">
                  <Link href={publicSourceUrl(record)}>
                    <code translate="no">{record.path}</code>
                  </Link>{' '}
                  at <code>{shortCommit(record)}</code>
                </td>
                <td data-label="Deployed in Base block">
                  {record.block === undefined ? (
                    <span className={styles.none}>no deployment record read</span>
                  ) : (
                    <Link href={blockUrl(record.block)}>{groupThousands(record.block)}</Link>
                  )}
                </td>
                <td data-label="Quoted for">{record.usedFor}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
