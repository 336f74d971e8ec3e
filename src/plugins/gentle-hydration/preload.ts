/**
 * Stand-in for Docusaurus's client `preload` (see ./index.ts): the same
 * function, started two tasks later.
 *
 * The entry calls `preload(location)` as soon as its own modules have run,
 * and then hydrates. Preloading runs the page's route modules (the content,
 * the doc layout), so evaluating the entry, evaluating the page and starting
 * hydration were one task of 30 to 50 ms on this machine. Waiting for the
 * next task first splits it. The task in between creates the collator behind
 * `localeCompare`, which the docs plugin calls while rendering (to sort its
 * instances' paths): the first call costs about 10 ms and otherwise lands in
 * the middle of hydration. Navigations go through the same function and wait
 * the same few milliseconds, next to the network request they make.
 */
import preload from '@docusaurus/core/lib/client/preload';

let collatorReady = false;

function nextTask(): Promise<void> {
  return new Promise<void>((resolve) => {
    setTimeout(resolve);
  });
}

export default async function preloadInNextTasks(pathname: string): ReturnType<typeof preload> {
  await nextTask();
  if (!collatorReady) {
    // Kept as a value so that minifiers cannot drop the call as unused.
    collatorReady = '/a'.localeCompare('/b') !== 0;
    await nextTask();
  }
  return preload(pathname);
}
