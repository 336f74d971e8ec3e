/**
 * Every page's inline script looks for a closed announcement bar in
 * localStorage only when the hint cookie is there (src/utils/announcementHint):
 * the template's rewrite of the theme's check applied. Runs after `npm run build`.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { specRoutes } from '../../src/data/routes';

const build = path.resolve(import.meta.dirname, '../../build');
/** The built page of a route (the build writes every route as `<route>/index.html`). */
const pageOf = (route: string): string | undefined => {
  const file = path.join(build, route, 'index.html');
  return existsSync(file) ? file : undefined;
};

/** The cookie test, then the theme's own check, as the HTML minifier writes them. */
const CHECK =
  /document\.cookie\.split\("; "\)\.indexOf\("zkp2p-announcement-closed=v3-launch"\)&&"true"===localStorage\.getItem\("docusaurus\.announcement\.dismiss[^"]*"\)/;

for (const { path: route } of specRoutes) {
  test(`${route}: localStorage is read before the first paint only after the hint cookie`, () => {
    const file = pageOf(route);
    assert.ok(file, `no built page for ${route}`);
    const inline = [...readFileSync(file, 'utf8').matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, code]) => code);
    const script = inline.find((code) => code?.includes('data-announcement-bar-initially-dismissed'));
    assert.ok(script, 'the inline announcement-bar script');
    assert.match(script, CHECK);
    assert.equal(inline.join('\n').match(/localStorage/g)?.length, 1, 'another localStorage read in an inline script');
  });
}
