import type { ReactNode } from 'react';
import { componentData } from '@site/src/utils/componentData';
import type { AbiRow, AbiTableData, AbiTableKind } from './data';
import tables from '@site/src/css/tables.module.css';
import styles from './styles.module.css';

const captions: Readonly<Record<AbiTableKind, string>> = {
  write: 'functions that change state',
  view: 'read-only functions',
  event: 'events',
  error: 'errors',
};

const nameHeadings: Readonly<Record<AbiTableKind, string>> = {
  write: 'Function',
  view: 'Function',
  event: 'Event',
  error: 'Error',
};

function List({ items }: { items: readonly string[] }): ReactNode {
  if (items.length === 0) return <span className={styles.none}>none</span>;
  return (
    <span className={styles.list}>
      {items.map((item, index) => (
        // Parameters may repeat a type, so the position keeps keys unique.
        <code key={`${index}:${item}`} translate="no">
          {item}
        </code>
      ))}
    </span>
  );
}

/**
 * Every function, event or error of one contract's ABI in the npm package,
 * generated when the page compiles, so the table always lists what the
 * package publishes and nothing else. Tables of state-changing functions of
 * the core contracts add who may call each one and whether a pause stops it
 * (`src/data/functionAccess.ts`, from the public source).
 */
export default function AbiTable(props: { data?: AbiTableData }): ReactNode {
  const { contract, kind, withCaller, withPause, rows } = componentData('AbiTable', props.data);
  const paramsHeading = kind === 'event' || kind === 'error' ? 'Fields' : 'Parameters';
  return (
    <div className={tables.wrapper}>
      <table className={styles.table}>
        <caption className={tables.caption}>
          {contract}: {captions[kind]} ({rows.length})
        </caption>
        <thead>
          <tr>
            <th scope="col">{nameHeadings[kind]}</th>
            <th scope="col">{paramsHeading}</th>
            {kind === 'view' ? <th scope="col">Returns</th> : null}
            {withCaller ? <th scope="col">Who may call</th> : null}
            {withPause ? <th scope="col">Stopped by a pause</th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row: AbiRow) => (
            <tr key={row.name}>
              <th scope="row" className={styles.name}>
                <code translate="no">{row.name}</code>
              </th>
              <td data-label={paramsHeading}>
                <List items={row.params} />
              </td>
              {kind === 'view' ? (
                <td data-label="Returns">
                  <List items={row.returns ?? []} />
                </td>
              ) : null}
              {withCaller ? <td data-label="Who may call">{row.caller}</td> : null}
              {withPause ? <td data-label="Stopped by a pause">{row.stoppedByPause ? 'Yes' : 'No'}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
