/**
 * Every page hides a closed announcement bar before its first paint by
 * reading a cookie, not localStorage (src/plugins/announcement-cookie): the
 * template's rewrite of the theme's inline check applied. Runs after `npm run build`.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { resolveFile } from '../../scripts/serve-build';
import { specRoutes } from '../../src/data/routes';

const build = path.resolve(import.meta.dirname, '../../build');

/** The cookie test as the HTML minifier writes it (double quotes, constant first). */
const MINIFIED_CHECK = /document\.cookie\.split\("; "\)\.indexOf\("zkp2p-announcement-dismissed=v3-launch"\)/;

for (const { path: route } of specRoutes) {
  test(`${route}: a closed announcement bar is hidden from a cookie, before any script file`, () => {
    const file = resolveFile(build, route);
    assert.ok(file, `no built page for ${route}`);
    const inline = [...readFileSync(file, 'utf8').matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, code]) => code);
    const script = inline.find((code) => code?.includes('data-announcement-bar-initially-dismissed'));
    assert.ok(script, 'the inline announcement-bar script');
    assert.match(script, MINIFIED_CHECK);
    assert.doesNotMatch(inline.join('\n'), /localStorage/, 'an inline script reads localStorage');
  });
}
