import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { htmlFileOf, withRouteScripts } from './index';

const head = (links: string) =>
  `<html><head><title>t</title>${links}<link rel=preload as=image href=/img/logo.svg></head><body></body></html>`;

describe('route scripts', () => {
  it('names the chunks before the entry scripts, in the order given', () => {
    const html = head(
      '<link rel=preload as=script fetchpriority=low data-page-script href=/assets/js/runtime.js /><link rel=preload as=script fetchpriority=low data-page-script href=/assets/js/main.js />',
    );
    const out = withRouteScripts(html, ['/assets/js/a.js', '/assets/js/b.js']);
    const order = [...out.matchAll(/data-page-script href="?([^\s">]+)/g)].map((m) => m[1]);
    assert.deepEqual(order, ['/assets/js/a.js', '/assets/js/b.js', '/assets/js/runtime.js', '/assets/js/main.js']);
    assert.ok(out.includes('<title>t</title>') && out.includes('as=image href=/img/logo.svg'));
  });

  it('does not name a file twice, quoted or not', () => {
    const html = head('<link rel="preload" as="script" data-page-script href="/assets/js/main.js">');
    const out = withRouteScripts(html, ['/assets/js/main.js', '/assets/js/a.js']);
    assert.equal(out.match(/main\.js/g)?.length, 1);
    assert.equal(out.match(/a\.js/g)?.length, 1);
  });

  it('leaves a page without page scripts alone (no loader to run them)', () => {
    const html = head('<link rel=preload as=script href=/other.js>');
    assert.equal(withRouteScripts(html, ['/assets/js/a.js']), html);
  });

  it('finds the built file of a route', () => {
    assert.equal(htmlFileOf('/out', '/'), path.join('/out', 'index.html'));
    assert.equal(
      htmlFileOf('/out', '/guides/introduction/zkp2p'),
      path.join('/out', 'guides/introduction/zkp2p/index.html'),
    );
    assert.equal(htmlFileOf('/out', '/brand-kit/'), path.join('/out', 'brand-kit/index.html'));
    assert.equal(htmlFileOf('/out', '/404.html'), path.join('/out', '404.html'));
  });
});
