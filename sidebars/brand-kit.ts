import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

/** The brand kit is a single document. */
export default {
  brandKitSidebar: ['index'],
} satisfies SidebarsConfig;
