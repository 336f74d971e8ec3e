/** Runs a callback when the browser is idle (or after the timeout at the latest). */
export type IdleScheduler = (callback: () => void) => void;

/**
 * Idle callbacks where the browser has them (with a 2 s deadline), a short
 * timer otherwise (Safari before 18.x has no `requestIdleCallback`).
 */
export const whenIdle: IdleScheduler = (callback) => {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(callback, { timeout: 2000 });
  else window.setTimeout(callback, 50);
};
