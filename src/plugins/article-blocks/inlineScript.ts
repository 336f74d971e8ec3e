/** Attribute on <html> that turns deferred drawing of article blocks off (./styles.css uses the same name). */
export const FULL_LAYOUT_ATTRIBUTE = 'data-full-layout';

/**
 * Inline script for <head>: draw every block from the start when the browser
 * is about to scroll somewhere other than the top, i.e. the address has a
 * fragment, or the page was reloaded or reached with back/forward (navigation
 * type other than "navigate"). A browser without the Navigation Timing entry
 * gets the deferred drawing, as on a fresh visit.
 */
export const fullLayoutScript =
  '(function(){try{var n=performance.getEntriesByType("navigation")[0];' +
  `if(location.hash||n&&n.type!=="navigate")document.documentElement.setAttribute("${FULL_LAYOUT_ATTRIBUTE}","")` +
  '}catch(e){}})();';
