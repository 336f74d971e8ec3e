import type { ReactNode } from 'react';
import { shownParameter } from '@site/src/data/protocolParameters';
import type { ParameterShow } from '@site/src/data/protocolParameters';

type Props = {
  /** A key of `src/data/protocolParameters.ts`, e.g. `current.base.intentExpirationPeriod`. */
  id: string;
  /** `value` (default) for readers, `raw` for the value as the source writes it, `name` for the identifier. */
  show?: ParameterShow;
};

/**
 * One protocol parameter inline in prose, from `src/data/protocolParameters.ts`,
 * so every page quotes the same number. An unknown id fails the build.
 *
 * In docs and posts, src/plugins/remark-parameter-values writes the same
 * markup into the page at build time, so this component only renders an
 * element that plugin cannot read (an id given as an expression).
 */
export default function ParameterValue({ id, show = 'value' }: Props): ReactNode {
  const { text, code } = shownParameter(id, show);
  return code ? <code translate="no">{text}</code> : <>{text}</>;
}
