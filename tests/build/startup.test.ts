/**
 * The scripts every page runs at start-up (src/plugins/startup-scripts): React
 * DOM comes in a script of its own, named in each page's list before the
 * entry, and React DOM and the entry both open with V8's compile hint.
 * Runs after `npm run build`.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { resolveFile } from '../../scripts/serve-build';
import { specRoutes } from '../../src/data/routes';
import { pageScripts } from '../../src/ssg/pageScripts';
import { COMPILE_HINT } from '../../src/plugins/startup-scripts';

const build = path.resolve(import.meta.dirname, '../../build');
const read = (url: string) => readFileSync(path.join(build, url), 'utf8');
/** A string only React DOM's client has (the key of its fiber on each DOM node). */
const REACT_DOM_MARK = '__reactFiber$';

test('every spec route lists React DOM and the entry, in that order, after its route chunks', () => {
  for (const { path: route } of specRoutes) {
    const list = pageScripts(readFileSync(resolveFile(build, route) ?? '', 'utf8')) ?? [];
    const reactDom = list.findIndex((url) => /\/react-dom\.[0-9a-f]+\.js$/.test(url));
    const main = list.findIndex((url) => /\/main\.[0-9a-f]+\.js$/.test(url));
    assert.ok(reactDom > 0, `${route}: React DOM is not listed after a route chunk: ${list.join(', ')}`);
    assert.ok(main > reactDom, `${route}: the entry does not follow React DOM: ${list.join(', ')}`);
  }
});

test('React DOM is in its own script, not in the entry, and both carry the compile hint', () => {
  const list = pageScripts(readFileSync(resolveFile(build, '/') ?? '', 'utf8')) ?? [];
  const reactDom = read(list.find((url) => url.includes('/react-dom.')) ?? '');
  const main = read(list.find((url) => url.includes('/main.')) ?? '');
  assert.ok(reactDom.includes(REACT_DOM_MARK), 'the react-dom script has no React DOM in it');
  assert.ok(!main.includes(REACT_DOM_MARK), 'the entry still bundles React DOM');
  for (const [name, code] of [
    ['react-dom', reactDom],
    ['main', main],
  ] as const) {
    assert.equal(code.split('\n', 1)[0], COMPILE_HINT, `${name} does not open with the compile hint`);
  }
});
