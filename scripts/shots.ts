/**
 * Full-page screenshots of every route of the build (its sitemap) at a
 * phone's width and a laptop's, to look at the pages as a reader sees them.
 * Runs Debian's full Chromium (scripts/chromium.ts) against the production
 * build on the production host's software (scripts/serve-build.ts).
 *
 *   npm run build && npm run shots
 *   npm run shots -- --print /team /blogs   (print media too; only these routes)
 *
 * Options: --dir <build folder> (default build), --out <folder> (default
 * shots, ignored by git), --port <port> (default: any free one), --print
 * (also a screenshot in print media, at the width of a printed page). Any
 * other argument is a route to take instead of all of them. Files are named
 * after the route and width: `shots/guides--for-buyers-390.png`.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import type { Browser } from '@playwright/test';
import { siteRoutes } from '../tests/support/routes';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { serveBuild } from './serve-build';

const WIDTHS = [390, 1280] as const;
const HEIGHT = 844;
/** About the width Chromium lays a page out at on A4 or Letter paper with default margins. */
const PRINT_WIDTH = 720;

type Shot = { route: string; width: number; print: boolean };

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

/** The routes named on the command line, or all of them. */
function routes(): string[] {
  const valued = new Set(['--dir', '--out', '--port']);
  const named = process.argv.slice(2).filter((arg, i, args) => arg.startsWith('/') && !valued.has(args[i - 1] ?? ''));
  return named.length > 0 ? named : siteRoutes().map((route) => route.path);
}

function fileName({ route, width, print }: Shot): string {
  const slug = route === '/' ? 'home' : route.slice(1).replaceAll('/', '--');
  return `${slug}-${width}${print ? '-print' : ''}.png`;
}

/** A full-page screenshot of each route, in one page per width (and media). */
async function takeAll(browser: Browser, origin: string, out: string, shots: readonly Shot[]): Promise<void> {
  const first = shots[0];
  if (!first) return;
  const context = await browser.newContext({
    viewport: { width: first.width, height: HEIGHT },
    isMobile: first.width < 600,
    hasTouch: first.width < 600,
  });
  const page = await context.newPage();
  if (first.print) await page.emulateMedia({ media: 'print' });
  let errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  for (const shot of shots) {
    errors = [];
    await page.goto(origin + shot.route, { waitUntil: 'load' });
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    // Lazy images load once scrolled to: scroll through the page once, then back to the top.
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
        window.scrollTo(0, y);
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      window.scrollTo(0, 0);
      await Promise.all(Array.from(document.images).map((image) => image.decode().catch(() => undefined)));
    });
    await page.screenshot({ path: path.join(out, fileName(shot)), fullPage: true });
    if (errors.length > 0) console.warn(`${shot.route} at ${shot.width} px: ${errors.join('; ')}`);
  }
  await context.close();
}

async function main(): Promise<void> {
  const out = path.resolve(option('--out') ?? 'shots');
  mkdirSync(out, { recursive: true });
  const host = await serveBuild(path.resolve(option('--dir') ?? 'build'), Number(option('--port') ?? 0));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  try {
    const print = process.argv.includes('--print');
    const sets: Shot[][] = [
      ...WIDTHS.map((width) => routes().map((route) => ({ route, width, print: false }))),
      ...(print ? [routes().map((route) => ({ route, width: PRINT_WIDTH, print: true }))] : []),
    ];
    for (const shots of sets) await takeAll(browser, host.origin, out, shots);
    console.log(`${sets.flat().length} screenshots in ${path.relative(process.cwd(), out) || '.'}`);
  } finally {
    await browser.close();
    host.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
