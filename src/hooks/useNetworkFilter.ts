/**
 * Which deployments a deployment page shows: all of them, or one environment
 * (production, staging or testnet). One value per page, shared by the filter
 * control (`src/components/DeploymentFilter`) and every `DeploymentTable`
 * on the page, which sit apart in the MDX and so share no React parent.
 * It starts as `all` on the server and on every page load; the control sets
 * it back to `all` when it leaves the page.
 */
import { useSyncExternalStore } from 'react';
import type { Environment } from '@site/src/data/chains';

export type NetworkFilter = 'all' | Environment;

let current: NetworkFilter = 'all';
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setNetworkFilter(value: NetworkFilter): void {
  if (value === current) return;
  current = value;
  for (const listener of listeners) listener();
}

/** The page's current filter; components re-render when it changes. */
export function useNetworkFilter(): NetworkFilter {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => 'all',
  );
}
