/**
 * The progress bar of client-side navigation: when a new path takes longer
 * than 200 ms to load, a thin bar runs along the top of the window until the
 * page changes. The classic theme draws it with the nprogress library, about
 * 1.7 KiB of JavaScript on every page; src/plugins/theme-classic leaves that
 * client module out and this one, through the same documented lifecycles,
 * only sets `data-navigating` on `<html>`. The bar is CSS
 * (./navigationProgress.css).
 */
import type { ClientModule } from '@docusaurus/types';
import './navigationProgress.css';

/** How long a navigation may take before the bar shows (spec: 200 ms). */
const PROGRESS_DELAY_MS = 200;

/** The attribute on `<html>` while the bar shows. */
const NAVIGATING_ATTRIBUTE = 'data-navigating';

const navigationProgress: ClientModule = {
  onRouteUpdate({ location, previousLocation }) {
    if (!previousLocation || location.pathname === previousLocation.pathname) return undefined;
    const timer = window.setTimeout(
      () => document.documentElement.setAttribute(NAVIGATING_ATTRIBUTE, ''),
      PROGRESS_DELAY_MS,
    );
    // Docusaurus calls this once the new route has loaded: a fast navigation shows no bar.
    return () => window.clearTimeout(timer);
  },
  onRouteDidUpdate() {
    document.documentElement.removeAttribute(NAVIGATING_ATTRIBUTE);
  },
};

export default navigationProgress;
