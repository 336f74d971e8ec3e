/**
 * The scripts a built page runs once its first content is on screen, and the
 * small loader that runs them. See ./template.ts for why; the list is written
 * by the template (the two entry scripts) and completed after the build by
 * src/plugins/route-scripts (the page's route chunks, placed first).
 *
 * The list is a JSON data block (`<script type="application/json">`): the
 * browser neither runs nor fetches anything from it, so the files are only
 * requested when the loader asks for them, and the loader is one fixed inline
 * script (one hash in the Content-Security-Policy) on every page.
 */

export const PAGE_SCRIPTS_ID = 'page-scripts';

const BLOCK = new RegExp(
  `<script\\b[^>]*?\\sid=["']?${PAGE_SCRIPTS_ID}(?=["'\\s>])[^>]*>([\\s\\S]*?)</script\\s*>`,
  'i',
);

/** The data block naming `files`, for the template. */
export function pageScriptsBlock(files: readonly string[]): string {
  return `<script type="application/json" id="${PAGE_SCRIPTS_ID}">${JSON.stringify(files)}</script>`;
}

/** The files a built page's loader runs, in order; undefined if the page has no list. */
export function pageScripts(html: string): string[] | undefined {
  const body = BLOCK.exec(html)?.[1];
  if (body === undefined) return undefined;
  const list: unknown = JSON.parse(body);
  if (!Array.isArray(list) || !list.every((item) => typeof item === 'string')) {
    throw new Error(`#${PAGE_SCRIPTS_ID} is not a list of URLs: ${body.slice(0, 80)}`);
  }
  return list;
}

/** The page with `files` added in front of its list (those it does not name yet); unchanged without a list. */
export function withPageScripts(html: string, files: readonly string[]): string {
  const current = pageScripts(html);
  if (current === undefined) return html;
  const added = files.filter((file) => !current.includes(file));
  if (added.length === 0) return html;
  return html.replace(BLOCK, pageScriptsBlock([...added, ...current]));
}

/** Start the scripts after this long even if no paint is reported (ms). */
export const PAGE_SCRIPTS_FALLBACK_MS = 3000;

/**
 * Runs the listed scripts in order (`async = false`), once: when the browser
 * reports the first contentful paint; where it cannot report paints, after
 * the first animation frame; and in any case after
 * PAGE_SCRIPTS_FALLBACK_MS, should no paint ever be reported. Minified with
 * the page by the build.
 */
export const pageScriptLoader = `(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    JSON.parse(document.getElementById("${PAGE_SCRIPTS_ID}").textContent).forEach(function (src) {
      var script = document.createElement("script");
      script.src = src;
      script.async = false;
      document.body.appendChild(script);
    });
  }
  function soon() {
    setTimeout(start);
  }
  setTimeout(start, ${PAGE_SCRIPTS_FALLBACK_MS});
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (types && types.indexOf("paint") !== -1) {
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName("first-contentful-paint").length > 0) {
        observer.disconnect();
        soon();
      }
    }).observe({ type: "paint", buffered: true });
  } else {
    requestAnimationFrame(soon);
  }
})();`;
