/**
 * Lighthouse CI (`npm run bench:lighthouse`): Lighthouse's default settings
 * (mobile form factor, simulated throttling) in Debian's Chromium, three runs
 * of each benchmark route, taken in three rounds over all routes
 * (scripts/bench/lighthouse-collect.ts), against the production build served
 * like a static host (scripts/serve-build.ts: the build's headers, Brotli),
 * over HTTPS and HTTP/2 as deploy/nginx.conf and Cloudflare Pages serve it:
 * Lighthouse simulates HTTP/1.1 with up to six connections, each with its own
 * handshake, which is not how readers get the site. The server's certificate
 * is made up at start, so Chromium is told to accept it. The budgets are
 * the assertions, on the median of the runs. Scores depend on the machine's
 * speed: run it on an idle machine, after `npm run build`.
 *
 * Chromium and its flags come from scripts/chromium.ts, like every other
 * browser tool here (Node 24 loads TypeScript that only needs its types
 * removed, and `require` loads ES modules).
 */
const { CHROMIUM_ARGS, CHROMIUM_PATH } = require('./scripts/chromium.ts');

const port = Number(process.env.LIGHTHOUSE_PORT ?? 4180);
const serverOrigin = `https://127.0.0.1:${port}`;

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

const median = (options) => ['error', { aggregationMethod: 'median', ...options }];

module.exports = {
  ci: {
    collect: {
      url: routes.map((route) => `${serverOrigin}${route}`),
      numberOfRuns: 3,
      startServerCommand: `node --import tsx scripts/serve-build.ts --port ${port} --https`,
      startServerReadyPattern: 'Serving',
      chromePath: CHROMIUM_PATH,
      settings: {
        chromeFlags: [...CHROMIUM_ARGS, '--ignore-certificate-errors'].join(' '),
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      },
    },
    assert: {
      assertions: {
        'categories:performance': median({ minScore: 0.95 }),
        'categories:accessibility': median({ minScore: 1 }),
        'categories:best-practices': median({ minScore: 1 }),
        'categories:seo': median({ minScore: 1 }),
        'cumulative-layout-shift': median({ maxNumericValue: 0 }),
      },
    },
  },
};
