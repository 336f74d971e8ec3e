import type { ReactNode } from 'react';
import { crossCurrencyAppNames } from '@site/src/data/crossCurrencyRelease';

/**
 * The payment apps documented to release automatically after a payment in
 * another currency (V3), inline in prose ("Wise"), from
 * `src/data/crossCurrencyRelease.ts`.
 */
export default function CrossCurrencyApps(): ReactNode {
  return <>{crossCurrencyAppNames()}</>;
}
