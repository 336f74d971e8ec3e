/**
 * Markdown that did not render: admonition fences (`:::tip`), heading-id
 * syntax (`{#id}`) or front matter showing up as text in a built page means the
 * source uses a syntax MDX 3 does not understand. Also: code blocks arrive
 * highlighted, coloured by src/css/code-tokens.css. Runs after `npm run build`.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { resolveFile } from '../../scripts/serve-build';
import { specRoutes } from '../../src/data/routes';
import { codeTheme } from '../../src/data/codeTheme';

const build = path.resolve(import.meta.dirname, '../../build');

/** Visible text of a built page: no scripts, styles, tags or code blocks. */
function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<pre[\s\S]*?<\/pre>/g, ' ')
    .replace(/<code[\s\S]*?<\/code>/g, ' ')
    .replace(/<[^>]+>/g, ' ');
}

for (const { path: route } of specRoutes) {
  test(`${route} shows no unrendered Markdown`, () => {
    const file = resolveFile(build, route);
    assert.ok(file, `no built page for ${route}`);
    const text = visibleText(readFileSync(file, 'utf8'));
    assert.doesNotMatch(text, /:::\s*[a-z]*/, 'raw admonition fence');
    assert.doesNotMatch(text, /\{#[\w-]+\}/, 'raw heading id');
    assert.doesNotMatch(text, /^---\s*$[\s\S]*?\bdescription:/m, 'raw front matter');
  });
}

test('code is highlighted in the HTML, coloured by token class rather than a style on each token', () => {
  const html = readFileSync(resolveFile(build, '/developer/developer/api/v3/onramp') ?? '', 'utf8');
  const tokens = [...html.matchAll(/<span class="?token ([\w -]+?)"?(?: style=([^ >]+))?>/g)];
  assert.ok(tokens.length > 1000, `highlighted tokens in the HTML: ${tokens.length}`);
  const kinds = new Set(tokens.map((match) => match[1]?.split(' ')[0]));
  for (const kind of ['keyword', 'string', 'punctuation', 'function']) assert.ok(kinds.has(kind), `no ${kind} token`);
  // Prism still sets the plain text colour on plain tokens; no token type gets a colour of its own inline.
  const plain = `color:${codeTheme.plain.color}`;
  const styled = tokens.filter(([, , style]) => style?.includes('color') && style !== plain);
  assert.deepEqual(styled.map(([tag]) => tag).slice(0, 3), []);
});
