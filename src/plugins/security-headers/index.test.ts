import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fromHtml } from 'hast-util-from-html';
import {
  blockedInlineCode,
  contentSecurityPolicy,
  inlineScripts,
  renderHeadersFile,
  rulesForHtml,
  sha256Source,
} from './index';

test('inline scripts are found as the browser runs them, skipping src scripts and data blocks', () => {
  const html =
    '<head><script data-rh=true>a()</script><script src=/assets/js/main.js defer></script>' +
    '<script type="module">b()</script><script type=application/ld+json>{"@type":"BlogPosting"}</script>' +
    '<script></script><SCRIPT>\n  d();\n</SCRIPT ></head>';
  assert.deepEqual(inlineScripts(fromHtml(html)), ['a()', 'b()', '\n  d();\n']);
});

test('every inline script and style of every document is hashed into the policy', () => {
  const [site] = rulesForHtml({
    'a.html': '<script>x()</script><style>p{color:red}</style>',
    'b/index.html': '<script>y()</script><script>x()</script>',
  });
  const policy = site?.headers['Content-Security-Policy'] ?? '';
  for (const body of ['x()', 'y()', 'p{color:red}']) assert.ok(policy.includes(sha256Source(body)), body);
  assert.equal(sha256Source(''), "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
});

test('inline event handlers and javascript: URLs fail the build', () => {
  const blocked = (html: string) => blockedInlineCode(fromHtml(html));
  assert.deepEqual(blocked('<button onclick="go()">'), ['<button onclick>']);
  assert.deepEqual(blocked('<svg><rect ONLOAD=x /></svg>'), ['<rect onload>']);
  assert.deepEqual(blocked('<a href="java\tscript:x">'), ['<a href="javascript:…">']);
  assert.deepEqual(blocked('<form><button formaction=" JavaScript:go()">'), ['<button formaction="javascript:…">']);
  assert.deepEqual(blocked('<script>var s = "<img onerror=x>";</script><p>onboarding = fun</p>'), []);
  assert.throws(() => rulesForHtml({ 'x.html': '<img src=a onerror=b>' }), /x\.html: inline code/);
});

test('the policy allows only the site itself, never unsafe-inline scripts or eval', () => {
  const policy = contentSecurityPolicy(["'sha256-abc='"], []);
  const scripts = policy.split('; ').find((directive) => directive.startsWith('script-src '));
  assert.equal(scripts, "script-src 'self' 'wasm-unsafe-eval' 'sha256-abc='");
  for (const source of policy.split(/[; ]+/)) assert.doesNotMatch(source, /^(https?:|\*|wss?:|blob:)/);
  assert.match(policy, /frame-ancestors 'none'/);
});

test('_headers is written in the host format and within its limits', () => {
  const text = renderHeadersFile([{ path: '/*', headers: { 'X-Frame-Options': 'DENY' } }]);
  assert.match(text, /^\/\*\n {2}X-Frame-Options: DENY\n$/m);
  assert.throws(() => renderHeadersFile([{ path: '/*', headers: { 'X-Long': 'a'.repeat(2000) } }]), /limits/);
});
