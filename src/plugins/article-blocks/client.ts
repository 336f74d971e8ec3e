import type { ClientModule } from '@docusaurus/types';
import { FULL_LAYOUT_ATTRIBUTE } from './inlineScript';

/**
 * From the first navigation inside the app on, every article block is drawn:
 * the app scrolls to a heading of the new page with scrollIntoView, which
 * needs the real heights of the blocks above it (./index.ts).
 */
const client: ClientModule = {
  onRouteUpdate({ previousLocation }) {
    if (previousLocation) document.documentElement.setAttribute(FULL_LAYOUT_ATTRIBUTE, '');
  },
};

export default client;
