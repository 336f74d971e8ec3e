/**
 * Stand-in for theme-common's announcement-bar state (contexts/announcementBar,
 * same exports): the same behaviour, with the "closed" flag in a cookie
 * (./dismissal.ts) instead of localStorage. See ./index.ts for why.
 */
import { createContext, useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { useThemeConfig } from '@docusaurus/theme-common';
import { dismissalCookie, isDismissed } from './dismissal';

type AnnouncementBarApi = { readonly isActive: boolean; readonly close: () => void };

const Context = createContext<AnnouncementBarApi | null>(null);

/** Told when this page closes the bar (the only change to the cookie a page sees). */
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function useContextValue(): AnnouncementBarApi {
  const { announcementBar } = useThemeConfig();
  const id = announcementBar?.id ?? '';
  // Server and hydration: shown (the inline script hides a closed bar with
  // CSS), then the cookie's answer; after a client-side navigation, at once.
  const isClosed = useSyncExternalStore(
    subscribe,
    () => isDismissed(document.cookie, id),
    () => false,
  );
  const close = useCallback(() => {
    document.cookie = dismissalCookie(id, window.location.protocol === 'https:');
    for (const listener of listeners) listener();
  }, [id]);
  return useMemo(() => ({ isActive: !!announcementBar && !isClosed, close }), [announcementBar, isClosed, close]);
}

export function AnnouncementBarProvider({ children }: { children: ReactNode }): ReactNode {
  const value = useContextValue();
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useAnnouncementBar(): AnnouncementBarApi {
  const api = useContext(Context);
  if (!api) throw new Error('useAnnouncementBar is used outside of AnnouncementBarProvider.');
  return api;
}
