/**
 * Stands in for @docusaurus/theme-common's useWindowSize (see ./index.ts):
 * the same answers ("ssr" until hydrated, then "desktop" above 996 px, else
 * "mobile"), except that the first answer after hydration is a transition.
 * Later changes (the reader resizes the window) apply at once.
 */
import { startTransition, useEffect, useState } from 'react';

export type WindowSize = 'desktop' | 'mobile' | 'ssr';

/** Infima's breakpoint, which the theme's CSS uses too. */
export const DESKTOP_BREAKPOINT = 996;

export function windowSizeFor(width: number, desktopBreakpoint = DESKTOP_BREAKPOINT): Exclude<WindowSize, 'ssr'> {
  return width > desktopBreakpoint ? 'desktop' : 'mobile';
}

export function useWindowSize({
  desktopBreakpoint = DESKTOP_BREAKPOINT,
}: { desktopBreakpoint?: number } = {}): WindowSize {
  // The server and the hydrating page must agree: "ssr" until then.
  const [size, setSize] = useState<WindowSize>('ssr');
  useEffect(() => {
    const update = () => setSize(windowSizeFor(window.innerWidth, desktopBreakpoint));
    // The first answer swaps the docs sidebar for its mobile form on a
    // phone, a large re-render: done in interruptible slices.
    startTransition(update);
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [desktopBreakpoint]);
  return size;
}
