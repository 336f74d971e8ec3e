import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { fromHtml } from 'hast-util-from-html';
import {
  DOCUMENT_ONLY_HEADERS,
  IMMUTABLE_CACHE,
  contentSecurityPolicy,
  headerRules,
  headersForPath,
  inlineScripts,
  inlineStyles,
  parseHeadersFile,
  renderHeadersFile,
  renderNginxInclude,
  sha256Source,
} from './headers';
import { blockedInlineCode, rulesForHtml } from './index';

const EMPTY_SHA256 = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

describe('inline script and style extraction', () => {
  test('finds inline scripts as written, in minified and ordinary HTML', () => {
    const html =
      '<head><script data-rh=true>a()</script><script src=/assets/js/main.js defer></script>' +
      '<script type="module">b()</script><script type=text/javascript>c()</script>' +
      '<script type=application/ld+json>{"@type":"BlogPosting"}</script><script></script>' +
      '<SCRIPT>\n  d();\n</SCRIPT ></head>';
    assert.deepEqual(inlineScripts(fromHtml(html)), ['a()', 'b()', 'c()', '\n  d();\n']);
  });

  test('a script whose attributes merely mention src is still inline', () => {
    assert.deepEqual(inlineScripts(fromHtml('<script data-source=x>e()</script>')), ['e()']);
  });

  test('finds inline style elements', () => {
    assert.deepEqual(inlineStyles(fromHtml('<style>a{color:red}</style><p style="x">')), ['a{color:red}']);
  });

  test('hashes are CSP sources of the UTF-8 body', () => {
    assert.equal(sha256Source(''), EMPTY_SHA256);
    assert.match(sha256Source('document.documentElement.dataset.x="ü"'), /^'sha256-[A-Za-z0-9+/]{43}='$/);
  });
});

describe('policy', () => {
  const policy = contentSecurityPolicy({ scriptHashes: ["'sha256-abc='"], styleHashes: [] });
  const directive = (name: string) =>
    policy
      .split('; ')
      .find((part) => part.startsWith(`${name} `))
      ?.split(' ')
      .slice(1);

  test('scripts only from the origin and the listed hashes, never unsafe-inline or eval (WebAssembly may compile)', () => {
    assert.deepEqual(directive('script-src'), ["'self'", "'wasm-unsafe-eval'", "'sha256-abc='"]);
    assert.doesNotMatch(policy, /'unsafe-eval'/);
  });

  test('no framing, no plugins, no foreign base or form targets', () => {
    assert.deepEqual(directive('frame-ancestors'), ["'none'"]);
    assert.deepEqual(directive('object-src'), ["'none'"]);
    assert.deepEqual(directive('base-uri'), ["'self'"]);
    assert.deepEqual(directive('form-action'), ["'self'"]);
    assert.deepEqual(directive('default-src'), ["'self'"]);
  });

  test('only the site origin (plus data: images) anywhere in the policy', () => {
    for (const source of policy.split(/[; ]+/)) {
      assert.ok(!/^(https?:|\*|wss?:|blob:)/.test(source), `unexpected source ${source}`);
    }
    assert.deepEqual(directive('img-src'), ["'self'", 'data:']);
  });
});

describe('_headers file', () => {
  const rules = headerRules({ scriptHashes: ["'sha256-abc='"], styleHashes: [] });

  test('round-trips through its text format', () => {
    assert.deepEqual(parseHeadersFile(renderHeadersFile(rules)), rules);
  });

  test('hashed assets get immutable caching on top of the site-wide headers, pages do not', () => {
    const image = headersForPath(rules, '/assets/images/flow-123.svg');
    const page = headersForPath(rules, '/team');
    assert.equal(image['Cache-Control'], IMMUTABLE_CACHE);
    assert.equal(page['Cache-Control'], undefined);
    // An SVG opened on its own is a document: it keeps the page policy.
    assert.equal(image['Content-Security-Policy'], page['Content-Security-Policy']);
    assert.equal(page['X-Content-Type-Options'], 'nosniff');
  });

  test('scripts and stylesheets get no page-only headers, but keep nosniff, the referrer policy and caching', () => {
    const page = headersForPath(rules, '/team');
    for (const file of ['/assets/js/main.123.js', '/assets/css/styles.456.css']) {
      assert.deepEqual(headersForPath(rules, file), {
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': page['Referrer-Policy'],
        'Cache-Control': IMMUTABLE_CACHE,
      });
    }
    for (const name of DOCUMENT_ONLY_HEADERS) assert.ok(page[name], `pages send ${name}`);
    // Other files keep everything: search, images, downloads, Markdown twins.
    for (const file of ['/pagefind/pagefind.js', '/img/logo.svg', '/llms.txt', '/assets/js-notes.txt']) {
      assert.equal(headersForPath(rules, file)['Content-Security-Policy'], page['Content-Security-Policy'], file);
    }
  });

  test('a detached header is written as a `! Name` line and read back', () => {
    const text = renderHeadersFile([{ path: '/assets/js/*', headers: {}, detach: ['X-Frame-Options'] }]);
    assert.match(text, /^\/assets\/js\/\*\n {2}! X-Frame-Options\n/m);
    assert.deepEqual(parseHeadersFile(text), [{ path: '/assets/js/*', headers: {}, detach: ['X-Frame-Options'] }]);
  });

  test('no two rules set the same header (hosts would join the values)', () => {
    const names = rules.flatMap((rule) => Object.keys(rule.headers));
    assert.equal(new Set(names).size, names.length);
  });

  test('a header line outside a path block is an error', () => {
    assert.throws(() => parseHeadersFile('  X-Thing: 1\n'), /outside a path block/);
  });

  test('headers of several matching rules are joined as hosts do', () => {
    const joined = headersForPath(
      [
        { path: '/*', headers: { Link: 'a' } },
        { path: '/x', headers: { Link: 'b' } },
      ],
      '/x',
    );
    assert.deepEqual(joined, { Link: 'a, b' });
  });
});

describe('nginx include', () => {
  const rules = headerRules({ scriptHashes: ["'sha256-abc='"], styleHashes: [] });
  const include = renderNginxInclude(rules);

  test('has one add_header line per site-wide header, values quoted', () => {
    const lines = include.split('\n').filter((line) => line.startsWith('add_header'));
    assert.equal(lines.length, Object.keys(rules[0]?.headers ?? {}).length);
    assert.ok(lines.every((line) => /^add_header [A-Za-z-]+ ".*" always;$/.test(line)));
    assert.match(
      include,
      /add_header Content-Security-Policy "default-src 'self'; script-src 'self' 'wasm-unsafe-eval' 'sha256-abc='/,
    );
  });

  test('for scripts and stylesheets it has their headers only, caching included', () => {
    const lines = renderNginxInclude(rules, '/assets/css/styles.css')
      .split('\n')
      .filter((line) => line.startsWith('add_header'));
    assert.deepEqual(
      lines.map((line) => line.split(' ')[1]),
      ['X-Content-Type-Options', 'Referrer-Policy', 'Cache-Control'],
    );
  });

  test('deploy/nginx.conf includes it in the server and in the assets location, with the same caching', () => {
    const conf = readFileSync(path.resolve('deploy/nginx.conf'), 'utf8');
    const includes = conf.match(/^\s*include \/srv\/zkp2p-docs\/build\/_headers\.nginx\.conf;/gm) ?? [];
    assert.equal(includes.length, 2);
    const scripts =
      /location ~ \^\/assets\/\(js\|css\)\/ \{[^}]*include \/srv\/zkp2p-docs\/build\/_headers\.subresources\.nginx\.conf;/;
    assert.match(conf, scripts);
    assert.ok(conf.includes(`add_header Cache-Control "${IMMUTABLE_CACHE}";`));
    assert.match(conf, /try_files \$uri \$uri\/index\.html =404;/);
    assert.match(conf, /error_page (?:\d+ )*404 \/404\.html;/);
  });
});

describe('built HTML', () => {
  test('collects every inline script hash of every document', () => {
    const rules = rulesForHtml({
      'a.html': '<script>x()</script>',
      'b/index.html': '<script>y()</script><script>x()</script>',
    });
    const policy = rules[0]?.headers['Content-Security-Policy'] ?? '';
    assert.ok(policy.includes(sha256Source('x()')));
    assert.ok(policy.includes(sha256Source('y()')));
  });

  test('inline event handlers and javascript: URLs fail the build', () => {
    const blocked = (html: string) => blockedInlineCode(fromHtml(html));
    assert.deepEqual(blocked('<button onclick="go()">'), ['<button onclick>']);
    assert.deepEqual(blocked('<svg><rect ONLOAD=x /></svg>'), ['<rect onload>']);
    assert.deepEqual(blocked('<a href="javascript:void 0">x</a>'), ['<a href="javascript:…">']);
    assert.deepEqual(blocked('<form><button formaction=" JavaScript:go()">'), ['<button formaction="javascript:…">']);
    assert.deepEqual(blocked('<a href="java\tscript:x">'), ['<a href="javascript:…">']);
    assert.deepEqual(blocked('<script>var s = "<img onerror=x>";</script><p>onboarding = fun</p>'), []);
    assert.deepEqual(blocked('<pre><code>&lt;a onclick="x"&gt;</code></pre><a href="/javascript:">'), []);
    assert.throws(() => rulesForHtml({ 'x.html': '<img src=a onerror=b>' }), /x\.html: inline code/);
  });
});
