/** Attribute on <html> that turns deferred drawing of article blocks off (./styles.css uses the same name). */
export const FULL_LAYOUT_ATTRIBUTE = 'data-full-layout';

/**
 * Inline script for <head>: draw every block before the browser scrolls
 * anywhere but down from the top.
 * - On load: when the address has a fragment, or the page was reloaded or
 *   reached with back/forward (navigation type other than "navigate"), where
 *   the browser restores a scroll position. A browser without the Navigation
 *   Timing entry gets the deferred drawing, as on a fresh visit.
 * - On a click on any link with a fragment (the table of contents, heading
 *   anchors, links to another page's heading): the listener runs in the
 *   capture phase, before the browser or the app scrolls to the target.
 * - On history moves between fragments of the page (popstate, hashchange).
 * A CSS `:has(:target)` guard would cover in-page jumps without script, but
 * it makes every change inside the article restyle the whole article.
 */
export const fullLayoutScript =
  '(function(){var r=document.documentElement,' +
  `f=function(){r.setAttribute("${FULL_LAYOUT_ATTRIBUTE}","")};` +
  'try{var n=performance.getEntriesByType("navigation")[0];if(location.hash||n&&n.type!=="navigate")f()}catch(e){}' +
  'document.addEventListener("click",function(e){var t=e.target;if(t&&t.closest&&t.closest("a[href*=\'#\']"))f()},true);' +
  'addEventListener("popstate",f);addEventListener("hashchange",f)})();';

/** For readers without JavaScript, who get none of the above: every block drawn from the start. */
export const noScriptStyle = '<style>.markdown > * { content-visibility: visible !important; }</style>';
