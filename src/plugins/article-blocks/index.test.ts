import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import client from './client';
import { FULL_LAYOUT_ATTRIBUTE, fullLayoutScript, noScriptStyle } from './inlineScript';

type Listener = (event: { target: unknown }) => void;

/** Runs the inline script against a stand-in page; returns it with the listeners it added and what it set. */
function runScript(hash: string, navigationType: string | undefined) {
  const attributes = new Map<string, string>();
  const listeners = new Map<string, { listener: Listener; capture: boolean }>();
  const document = {
    documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
    addEventListener: (type: string, listener: Listener, capture: boolean) =>
      listeners.set(`document ${type}`, { listener, capture }),
  };
  const addEventListener = (type: string, listener: Listener) =>
    listeners.set(`window ${type}`, { listener, capture: false });
  const performance = {
    getEntriesByType: (type: string) => (type === 'navigation' && navigationType ? [{ type: navigationType }] : []),
  };
  new Function('document', 'location', 'performance', 'addEventListener', fullLayoutScript)(
    document,
    { hash },
    performance,
    addEventListener,
  );
  return { drawsEverything: () => attributes.has(FULL_LAYOUT_ATTRIBUTE), listeners };
}

function drawsEverything(hash: string, navigationType: string | undefined): boolean {
  return runScript(hash, navigationType).drawsEverything();
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
    assert.doesNotThrow(() => runScript('', undefined));
    const document = { documentElement: { setAttribute: () => undefined }, addEventListener: () => undefined };
    assert.doesNotThrow(() =>
      new Function('document', 'location', 'performance', 'addEventListener', fullLayoutScript)(
        document,
        { hash: '' },
        {},
        () => undefined,
      ),
    );
  });

  it('draws every block before the browser follows a link with a fragment', () => {
    const page = runScript('', 'navigate');
    const click = page.listeners.get('document click');
    assert.ok(click?.capture, 'a click listener in the capture phase, before the default action');
    const linkTo = (href: string | null) => ({
      closest: (selector: string) => (href?.includes('#') && selector.includes('#') ? {} : null),
    });
    click.listener({ target: linkTo('/docs/page') });
    assert.equal(page.drawsEverything(), false, 'a link without a fragment');
    click.listener({ target: {} });
    assert.equal(page.drawsEverything(), false, 'a click on something that is not an element');
    click.listener({ target: linkTo('#currencies') });
    assert.equal(page.drawsEverything(), true);
  });

  it('draws every block on history moves between fragments', () => {
    for (const type of ['popstate', 'hashchange']) {
      const page = runScript('', 'navigate');
      page.listeners.get(`window ${type}`)?.listener({ target: null });
      assert.equal(page.drawsEverything(), true, type);
    }
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
    const deferral = /@media screen \{\s*html:not\(\[([\w-]+)\]\)[^{]*\{\s*content-visibility: auto;/.exec(css);
    assert.ok(deferral, 'content-visibility: auto, inside @media screen, behind the attribute');
    assert.equal(deferral[1], FULL_LAYOUT_ATTRIBUTE);
    assert.equal(css.match(/content-visibility: auto/g)?.length, 1, 'no other rule defers drawing');
    assert.doesNotMatch(css, /:has\(/, ':has() makes changes inside the article restyle all of it');
    assert.match(noScriptStyle, /^<style>\.markdown > \* \{ content-visibility: visible !important; \}<\/style>$/);
  });
});
