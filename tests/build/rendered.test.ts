/**
 * Markdown that did not render: admonition fences (`:::tip`), heading-id
 * syntax (`{#id}`) or front matter showing up as text in a built page means the
 * source uses a syntax MDX 3 does not understand. Also: code blocks arrive
 * highlighted, and protocol parameters are written into the pages at build
 * time (src/plugins/remark-parameter-values). Runs after `npm run build`.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { deployments } from '../../src/data/deployments';
import { glossary } from '../../src/data/glossary';
import { ownerships } from '../../src/data/ownerPowers';
import { protocolParameters } from '../../src/data/protocolParameters';
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

test('code blocks arrive highlighted: coloured by class, not by inline style, one element per token run', () => {
  const html = readFileSync(pageOf('/developer/developer/api/v3/onramp') ?? '', 'utf8');
  const blocks = [...html.matchAll(/<pre\b[\s\S]*?<\/pre>/g)].map(([block]) => block);
  assert.ok(blocks.length >= 10, `code blocks in the HTML: ${blocks.length}`);
  assert.ok(
    blocks.some((block) => block.replace(/<[^>]+>/g, '').includes('npm install viem')),
    'the install command is in the HTML',
  );
  const tokens = blocks.flatMap((block) => [...block.matchAll(/<span\b[^>]*class="?token (\w[\w-]*)/g)]);
  const kinds = new Set(tokens.map(([, kind]) => kind));
  for (const kind of ['keyword', 'string', 'function']) assert.ok(kinds.has(kind), `a ${kind} token`);
  assert.doesNotMatch(blocks.join(''), /\sstyle=/, 'an inline style in a code block');
  // Lines are text and a line break, not elements (only highlighted lines are).
  assert.doesNotMatch(blocks.join(''), /class="?token-line|<br/, 'a line written as an element');
  assert.ok(
    blocks.some((block) => /import type \{ Address \} from 'viem';\n/.test(block.replace(/<[^>]+>/g, ''))),
    'lines end in line breaks',
  );
});

test('no script carries Prism: code is highlighted at build time', () => {
  // One of Prism's grammar rules (its C-like keywords), which minification
  // keeps. The classic theme would put Prism into main.js through a client
  // module; src/plugins/theme-classic leaves that module out.
  const scriptsDir = path.join(build, 'assets/js');
  const files = readdirSync(scriptsDir).filter((file) => file.endsWith('.js'));
  assert.ok(
    files.some((file) => file.startsWith('main.')),
    'main.js is built',
  );
  const withPrism = files.filter((file) =>
    readFileSync(path.join(scriptsDir, file), 'utf8').includes(
      'finally|for|function|if|in|instanceof|new|null|return|throw|try|while',
    ),
  );
  assert.deepEqual(withPrism, []);
});

test('protocol parameters are in the pages, not in their scripts', () => {
  // <ParameterValue /> is replaced by its text when a page compiles, so no
  // script downloads the parameter table (its one-line descriptions are
  // printed on no page, so any of them in a script means the table shipped).
  const scriptsDir = path.join(build, 'assets/js');
  const scripts = readdirSync(scriptsDir).map((file) => readFileSync(path.join(scriptsDir, file), 'utf8'));
  const shipped = protocolParameters.filter(({ description }) =>
    scripts.some((script) => script.includes(description)),
  );
  assert.deepEqual(
    shipped.map(({ id }) => id),
    [],
  );
  assert.ok(
    scripts.every((script) => !script.includes('Unknown protocol parameter')),
    'the lookup ships',
  );
});

test('data tables carry their rows, not their data files', () => {
  // remark-component-data looks the rows up when a page compiles. The owner
  // records' notes are printed on no page, so a script that holds one holds
  // the whole of src/data/ownerPowers.ts (before: 12 scripts did).
  const scriptsDir = path.join(build, 'assets/js');
  const scripts = readdirSync(scriptsDir).map((file) => readFileSync(path.join(scriptsDir, file), 'utf8'));
  const shipped = ownerships.filter(({ note }) => scripts.some((script) => script.includes(note)));
  assert.deepEqual(
    shipped.map(({ version, environment }) => `${version} ${environment}`),
    [],
  );
  // Each deployments page shows one version, so a script with a purpose
  // sentence of each version holds the whole deployments list.
  const purposes = (version: string, other: string) => {
    const others = new Set(deployments.filter((d) => d.version === other).map((d) => d.purpose));
    return deployments.filter((d) => d.version === version && !others.has(d.purpose)).map((d) => d.purpose);
  };
  const [v2, v3] = [purposes('v2', 'v3'), purposes('v3', 'v2')];
  assert.ok(v2.length > 0 && v3.length > 0);
  const wholeList = scripts.filter(
    (script) => v2.some((p) => script.includes(p)) && v3.some((p) => script.includes(p)),
  );
  assert.equal(wholeList.length, 0, 'scripts with the whole deployments list');
  // No page uses every glossary term, so no script should hold every
  // definition. (Each is probed by its opening words, up to the first
  // character a script might write as an escape.)
  const probes = glossary
    .map(({ definition }) => definition.split(/[^\x20-\x7e]|["'\\]/)[0] ?? '')
    .filter((probe) => probe.length >= 15);
  assert.ok(probes.length >= glossary.length / 2, `usable probes: ${probes.length}`);
  const wholeGlossary = scripts.filter((script) => probes.every((probe) => script.includes(probe)));
  assert.equal(wholeGlossary.length, 0, 'scripts with the whole glossary');
});
