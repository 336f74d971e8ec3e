/**
 * Stands in for @docusaurus/core's client/browserContext (see ./index.ts):
 * the same context and provider, except that the switch to "in the browser"
 * after hydration is a transition.
 */
import { createContext, startTransition, useEffect, useState } from 'react';
import type { ReactNode } from 'react';

/** What `useIsBrowser()` reads: false on the server and while the page hydrates. */
export const Context = createContext(false);

export function BrowserContextProvider({ children }: { children: ReactNode }): ReactNode {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => {
    // Every component under the app is visited to find the few that read
    // this: in slices the browser can interrupt, not one long task.
    startTransition(() => setIsBrowser(true));
  }, []);
  return <Context.Provider value={isBrowser}>{children}</Context.Provider>;
}
