/**
 * The scripts every page runs at start-up (src/plugins/startup-scripts): React
 * DOM comes in a script of its own, named in each page's list before the
 * entry, webpack's runtime has no file of its own, and React DOM and the
 * entry both open with V8's compile hint. Runs after `npm run build`.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { resolveFile } from '../../scripts/serve-build';
import { specRoutes } from '../../src/data/routes';
import { pageScripts } from '../../src/ssg/pageScripts';
import { COMPILE_HINT, STARTUP_SCRIPT } from '../../src/plugins/startup-scripts';

const build = path.resolve(import.meta.dirname, '../../build');
/** The page's listed scripts, as build-relative file names (`assets/js/…`). */
const listOf = (route: string) =>
  (pageScripts(readFileSync(resolveFile(build, route) ?? '', 'utf8')) ?? []).map((url) => url.replace(/^\//, ''));
const isStartup = (name: 'main' | 'react-dom') => (file: string) =>
  STARTUP_SCRIPT.test(file) && path.basename(file).startsWith(`${name}.`);
/** A string only React DOM's client has (the key of its fiber on each DOM node). */
const REACT_DOM_MARK = '__reactFiber$';

test('every spec route lists its route chunks, then React DOM, then the entry, and no runtime file', () => {
  for (const { path: route } of specRoutes) {
    const list = listOf(route);
    const reactDom = list.findIndex(isStartup('react-dom'));
    const main = list.findIndex(isStartup('main'));
    assert.ok(reactDom > 0, `${route}: React DOM is not listed after a route chunk: ${list.join(', ')}`);
    assert.equal(main, list.length - 1, `${route}: the entry is not last: ${list.join(', ')}`);
    assert.equal(reactDom, main - 1, `${route}: React DOM does not come right before the entry: ${list.join(', ')}`);
    assert.ok(!list.some((file) => file.includes('runtime')), `${route}: a separate runtime: ${list.join(', ')}`);
  }
});

test('React DOM is in its own script, not in the entry, and both carry the compile hint', () => {
  const list = listOf('/');
  const [reactDom, main] = (['react-dom', 'main'] as const).map((name) => {
    const file = list.find(isStartup(name));
    assert.ok(file, `no ${name} script listed on /: ${list.join(', ')}`);
    return { name, code: readFileSync(path.join(build, file), 'utf8') };
  }) as [{ name: string; code: string }, { name: string; code: string }];
  assert.ok(reactDom.code.includes(REACT_DOM_MARK), 'the react-dom script has no React DOM in it');
  assert.ok(!main.code.includes(REACT_DOM_MARK), 'the entry still bundles React DOM');
  for (const { name, code } of [reactDom, main]) {
    assert.equal(code.split('\n', 1)[0], COMPILE_HINT, `${name} does not open with the compile hint`);
  }
});
