/**
 * Client module (see ./index.ts): route prefetching in idle time.
 *
 * Docusaurus's Link prefetches a route's chunks (a `<link rel="prefetch">`
 * per file) as soon as a link to it comes into view, and right after the first
 * load a page has dozens of links in view at once (navbar, breadcrumbs, home
 * page cards). All of them were prefetched in one task: 88 ms on the home
 * page on this machine, the largest task after start-up (CPU profile). Links
 * call `window.docusaurus.prefetch`, and the object behind it is frozen, so
 * this module wraps the object as Docusaurus assigns it: the same `preload`,
 * and a `prefetch` that queues the route and works through the queue one
 * route per idle period. The prefetched files and their order are unchanged.
 */
import { whenIdle, type IdleScheduler } from '../../utils/whenIdle';

/** What Docusaurus mounts on `window.docusaurus` (typed by @docusaurus/module-type-aliases). */
export type DocusaurusGlobal = Window['docusaurus'];

/** The same object, with a `prefetch` that does one queued route per idle period. */
export function deferPrefetch(docusaurus: DocusaurusGlobal, schedule: IdleScheduler = whenIdle): DocusaurusGlobal {
  const queue: string[] = [];
  let scheduled = false;
  const next = () => {
    scheduled = false;
    const routePath = queue.shift();
    if (routePath !== undefined) docusaurus.prefetch(routePath);
    if (queue.length > 0) plan();
  };
  const plan = () => {
    if (scheduled) return;
    scheduled = true;
    schedule(next);
  };
  return Object.freeze({
    ...docusaurus,
    prefetch(routePath: string) {
      // Docusaurus skips routes it has fetched or loaded already; so does the queue.
      if (!queue.includes(routePath)) queue.push(routePath);
      plan();
      // Links ignore the answer; "nothing fetched yet" is the honest one.
      return false;
    },
  });
}

// In the browser only (client modules are also loaded by the server render).
if (typeof window !== 'undefined') {
  // Client modules run before Docusaurus assigns the global: catch the assignment.
  // (Typed as always there; it is not until then.)
  const existing = window.docusaurus as DocusaurusGlobal | undefined;
  let current = existing && deferPrefetch(existing);
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    enumerable: true,
    get: () => current,
    set: (value: DocusaurusGlobal) => {
      current = deferPrefetch(value);
    },
  });
}
