import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import client from './client';
import { FULL_LAYOUT_ATTRIBUTE, fullLayoutScript } from './inlineScript';

/** Runs the inline script against a stand-in page; returns whether it asked for every block to be drawn. */
function drawsEverything(hash: string, navigationType: string | undefined): boolean {
  const attributes = new Map<string, string>();
  const document = { documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) } };
  const performance = {
    getEntriesByType: (type: string) => (type === 'navigation' && navigationType ? [{ type: navigationType }] : []),
  };
  new Function('document', 'location', 'performance', fullLayoutScript)(document, { hash }, performance);
  return attributes.has(FULL_LAYOUT_ATTRIBUTE);
}

describe('article blocks drawn as they come near the view', () => {
  it('draws every block at once when the browser will scroll on load', () => {
    assert.equal(drawsEverything('', 'navigate'), false, 'a fresh visit to the top of a page');
    assert.equal(drawsEverything('#currencies', 'navigate'), true, 'a deep link');
    assert.equal(drawsEverything('', 'reload'), true, 'a reload restores the scroll position');
    assert.equal(drawsEverything('', 'back_forward'), true, 'back and forward restore it too');
    assert.equal(drawsEverything('', undefined), false, 'no navigation entry: as a fresh visit');
  });

  it('never stops the page when the timing API is missing', () => {
    const document = { documentElement: { setAttribute: () => undefined } };
    assert.doesNotThrow(() =>
      new Function('document', 'location', 'performance', fullLayoutScript)(document, { hash: '' }, {}),
    );
  });

  it('draws every block from the first navigation inside the app on', () => {
    const attributes = new Map<string, string>();
    const globals = globalThis as { document?: unknown };
    const saved = globals.document;
    globals.document = {
      documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
    };
    try {
      const location = { pathname: '/a', search: '', hash: '', state: undefined, key: 'a' };
      client.onRouteUpdate?.({ previousLocation: null, location });
      assert.equal(attributes.has(FULL_LAYOUT_ATTRIBUTE), false, 'the first page load');
      client.onRouteUpdate?.({ previousLocation: location, location: { ...location, pathname: '/b', key: 'b' } });
      assert.equal(attributes.has(FULL_LAYOUT_ATTRIBUTE), true);
    } finally {
      globals.document = saved;
    }
  });

  it('the stylesheet turns the deferral off with the same attribute, and only on screens', () => {
    const css = readFileSync(path.join(__dirname, 'styles.css'), 'utf8');
    const deferral =
      /@media screen \{\s*html:not\(\[([\w-]+)\], :has\(:target\)\)[^{]*\{\s*content-visibility: auto;/.exec(css);
    assert.ok(deferral, 'content-visibility: auto, inside @media screen, behind the attribute and :target');
    assert.equal(deferral[1], FULL_LAYOUT_ATTRIBUTE);
    assert.equal(css.match(/content-visibility: auto/g)?.length, 1, 'no other rule defers drawing');
  });
});
