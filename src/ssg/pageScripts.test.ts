import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pageScripts, pageScriptsBlock, withPageScripts } from './pageScripts';

const page = (block: string) =>
  `<html><head><title>t</title></head><body><main>x</main>${block}<script>loader()</script></body></html>`;

describe('page scripts', () => {
  it('reads the list as written, and as the build minifies it (unquoted attributes)', () => {
    assert.deepEqual(pageScripts(page(pageScriptsBlock(['/a.js', '/b.js']))), ['/a.js', '/b.js']);
    assert.deepEqual(pageScripts(page('<script type=application/json id=page-scripts>["/m.js"]</script>')), ['/m.js']);
    assert.deepEqual(pageScripts(page('<script id="page-scripts" type="application/json" data-x>["/n.js"]</script>')), [
      '/n.js',
    ]);
    assert.equal(
      pageScripts(page('<script id="page-scripts-2" type="application/json">["/o.js"]</script>')),
      undefined,
    );
    assert.equal(pageScripts(page('')), undefined);
  });

  it('adds route chunks in front of the entry, once each, leaving the rest of the page alone', () => {
    const html = page('<script type=application/json id=page-scripts>["/runtime.js","/main.js"]</script>');
    const out = withPageScripts(html, ['/a.js', '/main.js', '/b.js']);
    assert.deepEqual(pageScripts(out), ['/a.js', '/b.js', '/runtime.js', '/main.js']);
    assert.ok(out.startsWith('<html><head><title>t</title></head><body><main>x</main>'));
    assert.ok(out.endsWith('<script>loader()</script></body></html>'));
    assert.equal(withPageScripts(out, ['/a.js']), out);
  });

  it('leaves a page without a list alone, and refuses a list that is not one', () => {
    const html = page('');
    assert.equal(withPageScripts(html, ['/a.js']), html);
    assert.throws(
      () => pageScripts(page('<script type="application/json" id="page-scripts">{"a":1}</script>')),
      /not a list/,
    );
  });
});
