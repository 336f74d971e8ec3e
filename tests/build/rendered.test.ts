/**
 * Markdown that did not render: admonition fences (`:::tip`), heading-id
 * syntax (`{#id}`) or front matter showing up as text in a built page means the
 * source uses a syntax MDX 3 does not understand. Also: code blocks arrive as
 * plain text (src/theme/CodeBlock/Line and Line/Token). Runs after `npm run build`.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { specRoutes } from '../../src/data/routes';

const build = path.resolve(import.meta.dirname, '../../build');
/** The built page of a route (the build writes every route as `<route>/index.html`). */
const pageOf = (route: string): string | undefined => {
  const file = path.join(build, route, 'index.html');
  return existsSync(file) ? file : undefined;
};

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
    const file = pageOf(route);
    assert.ok(file, `no built page for ${route}`);
    const text = visibleText(readFileSync(file, 'utf8'));
    assert.doesNotMatch(text, /:::\s*[a-z]*/, 'raw admonition fence');
    assert.doesNotMatch(text, /\{#[\w-]+\}/, 'raw heading id');
    assert.doesNotMatch(text, /^---\s*$[\s\S]*?\bdescription:/m, 'raw front matter');
  });
}

test("code blocks arrive as plain text in the theme's block: no element, and no colour, per token or plain line", () => {
  const html = readFileSync(pageOf('/developer/developer/api/v3/onramp') ?? '', 'utf8');
  const blocks = [...html.matchAll(/<pre\b[\s\S]*?<\/pre>/g)].map(([block]) => block);
  assert.ok(blocks.length >= 10, `code blocks in the HTML: ${blocks.length}`);
  assert.ok(
    blocks.some((block) => block.includes('npm install viem')),
    'the install command is in the HTML',
  );
  const tokens = blocks.flatMap((block) => [...block.matchAll(/<span\b[^>]*class="?token [^>]*>/g)]);
  assert.deepEqual(tokens.map(([tag]) => tag).slice(0, 3), []);
  assert.doesNotMatch(blocks.join(''), /<span\b[^>]*\sstyle=[^>]*color/, 'a colour set inline on a token or line');
  // Lines without a highlight or a number are text and a line break (src/theme/CodeBlock/Line).
  assert.doesNotMatch(blocks.join(''), /class="?token-line|<br/, 'a line written as an element');
  assert.ok(
    blocks.some((block) => block.includes("import type { Address } from 'viem';\n")),
    'lines end in line breaks',
  );
});
