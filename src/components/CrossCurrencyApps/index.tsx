import type { ReactNode } from 'react';
import { crossCurrencyAppNames } from '@site/src/data/crossCurrencyRelease';
import type { ProtocolVersion } from '@site/src/data/chains';

type Props = {
  version?: ProtocolVersion;
};

/**
 * The payment apps documented to release automatically after a payment in
 * another currency, inline in prose ("Wise"), from
 * `src/data/crossCurrencyRelease.ts`.
 */
export default function CrossCurrencyApps({ version = 'v3' }: Props): ReactNode {
  return <>{crossCurrencyAppNames(version)}</>;
}
