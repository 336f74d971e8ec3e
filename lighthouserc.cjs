/**
 * Lighthouse CI (`npm run bench:lighthouse`): Lighthouse's default mobile
 * settings, three runs of each route below against the production build
 * served by scripts/serve-build.ts. It reports the four scores of each route's
 * median run (scripts/bench/lighthouse.ts) and fails only if accessibility is
 * below 100: the other scores depend on how busy the machine is. Run it after
 * `npm run build`.
 *
 * Chromium and its flags come from scripts/chromium.ts, as for every browser
 * tool here (Node 24 loads that TypeScript file with `require`).
 */
const { CHROMIUM_ARGS, CHROMIUM_PATH } = require('./scripts/chromium.ts');

const serverOrigin = 'http://127.0.0.1:4180';

/** Representative routes: home, listings, each docs area, a long reference page, a post. */
const routes = [
  '/',
  '/blogs',
  '/team',
  '/brand-kit/',
  '/guides/introduction/zkp2p',
  '/guides/for-buyers/complete-guide-to-onboarding',
  '/protocol/zkp2p-protocol',
  '/protocol/v3/smart-contracts/orchestrator',
  '/developer/integrate-zkp2p/integrate-redirect-onramp',
  '/developer/developer/api/v3/onramp',
  '/blog/intro-zkp2p-v3',
];

module.exports = {
  ci: {
    collect: {
      url: routes.map((route) => `${serverOrigin}${route}`),
      numberOfRuns: 3,
      startServerCommand: 'node --import tsx scripts/serve-build.ts --port 4180',
      startServerReadyPattern: 'Serving',
      chromePath: CHROMIUM_PATH,
      settings: { chromeFlags: CHROMIUM_ARGS.join(' ') },
    },
    assert: { assertions: { 'categories:accessibility': ['error', { minScore: 1 }] } },
    upload: { target: 'filesystem', outputDir: '.lighthouseci/reports' },
  },
};
