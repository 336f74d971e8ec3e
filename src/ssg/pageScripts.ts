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

import { attribute, scriptElements } from '../utils/htmlScripts';

export const PAGE_SCRIPTS_ID = 'page-scripts';

/** The data block's opening tag (the template writes the entry scripts after it). */
export const PAGE_SCRIPTS_OPEN_TAG = `<script type="application/json" id="${PAGE_SCRIPTS_ID}">`;

/** The data block naming `files`. */
export function pageScriptsBlock(files: readonly string[]): string {
  return `${PAGE_SCRIPTS_OPEN_TAG}${JSON.stringify(files)}</script>`;
}

function listElement(html: string) {
  return scriptElements(html).find(({ attributes }) => attribute(attributes, 'id') === PAGE_SCRIPTS_ID);
}

function parseList(body: string): string[] {
  const list: unknown = JSON.parse(body);
  if (!Array.isArray(list) || !list.every((item) => typeof item === 'string')) {
    throw new Error(`#${PAGE_SCRIPTS_ID} is not a list of URLs: ${body.slice(0, 80)}`);
  }
  return list;
}

/** The files a built page's loader runs, in order; undefined if the page has no list. */
export function pageScripts(html: string): string[] | undefined {
  const element = listElement(html);
  return element && parseList(element.body);
}

/** The page with `files` added in front of its list (those it does not name yet); unchanged without a list. */
export function withPageScripts(html: string, files: readonly string[]): string {
  const element = listElement(html);
  if (!element) return html;
  const current = parseList(element.body);
  const added = files.filter((file) => !current.includes(file));
  if (added.length === 0) return html;
  return html.slice(0, element.start) + pageScriptsBlock([...added, ...current]) + html.slice(element.end);
}

/** Start the scripts after this long even if no paint is reported (ms). */
export const PAGE_SCRIPTS_FALLBACK_MS = 3000;

/**
 * Runs the listed scripts in order (`async = false`), once: when the browser
 * reports the first contentful paint; where it cannot report paints, after
 * the first animation frame; and in any case after
 * PAGE_SCRIPTS_FALLBACK_MS, should no paint ever be reported. Minified with
 * the page by the build.
 *
 * Each script element is inserted in a task of its own (a message to itself):
 * inserting one costs the main thread 1 to 2 ms, so a docs page's dozen made
 * one long task.
 */
export const pageScriptLoader = `(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var sources = JSON.parse(document.getElementById("${PAGE_SCRIPTS_ID}").textContent);
    var next = 0;
    var channel = new MessageChannel();
    channel.port1.onmessage = function () {
      if (next < sources.length) {
        var script = document.createElement("script");
        script.src = sources[next];
        script.async = false;
        document.body.appendChild(script);
        next += 1;
        channel.port2.postMessage(null);
      }
    };
    channel.port2.postMessage(null);
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
