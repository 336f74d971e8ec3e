/**
 * Markdown that did not render: admonition fences (`:::tip`), heading-id
 * syntax (`{#id}`) or front matter showing up as text in a built page means the
 * source uses a syntax MDX 3 does not understand. Also: no script carries Prism,
 * and protocol parameters are written into the pages at build
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
import { siteRoutes } from '../support/routes';
import { builtHtmlFile } from '../../src/utils/builtFiles';

const build = path.resolve(process.env.BUILD_DIR ?? 'build');
const scriptsDir = path.join(build, 'assets/js');
const scripts = readdirSync(scriptsDir)
  .filter((file) => file.endsWith('.js'))
  .map((file) => ({ file, text: readFileSync(path.join(scriptsDir, file), 'utf8') }));

/** Visible text of a built page: no scripts, styles, tags or code blocks. */
function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<pre[\s\S]*?<\/pre>/g, ' ')
    .replace(/<code[\s\S]*?<\/code>/g, ' ')
    .replace(/<[^>]+>/g, ' ');
}

for (const { path: route } of siteRoutes()) {
  test(`${route} shows no unrendered Markdown`, () => {
    const file = builtHtmlFile(build, route);
    assert.ok(existsSync(file), `no built page for ${route}`);
    const text = visibleText(readFileSync(file, 'utf8'));
    assert.doesNotMatch(text, /:::\s*[a-z]*/, 'raw admonition fence');
    assert.doesNotMatch(text, /\{#[\w-]+\}/, 'raw heading id');
    assert.doesNotMatch(text, /^---\s*$[\s\S]*?\bdescription:/m, 'raw front matter');
  });
}

/**
 * The opening words of a sentence, up to the first character a minified
 * script might write as an escape (curly quotes, a dash, a backslash), so
 * that searching scripts for it can succeed.
 */
function probe(sentence: string): string {
  return sentence.split(/[^\x20-\x7e]|["'\\]/)[0] ?? '';
}

/** Names of the scripts that contain every one of these sentences' probes. */
function scriptsWithAll(sentences: readonly string[]): string[] {
  const probes = sentences.map(probe);
  assert.ok(
    probes.every((words) => words.length >= 15),
    `probes too short to mean anything: ${probes.join(' | ')}`,
  );
  return scripts.filter(({ text }) => probes.every((words) => text.includes(words))).map(({ file }) => file);
}

test('no script carries Prism: code is highlighted at build time', () => {
  // One of Prism's grammar rules (its C-like keywords), which minification
  // keeps. The classic theme would put Prism into main.js through a client
  // module; src/plugins/theme-classic leaves that module out.
  assert.ok(
    scripts.some(({ file }) => file.startsWith('main.')),
    'main.js is built',
  );
  const withPrism = scripts.filter(({ text }) =>
    text.includes('finally|for|function|if|in|instanceof|new|null|return|throw|try|while'),
  );
  assert.deepEqual(
    withPrism.map(({ file }) => file),
    [],
  );
});

test('protocol parameters are in the pages, not in their scripts', () => {
  // <ParameterValue /> is replaced by its text when a page compiles, so no
  // script downloads the parameter table (its one-line descriptions are
  // printed on no page, so any of them in a script means the table shipped).
  const shipped = protocolParameters.filter(({ description }) => scriptsWithAll([description]).length > 0);
  assert.deepEqual(
    shipped.map(({ id }) => id),
    [],
  );
  assert.deepEqual(scriptsWithAll(['Unknown protocol parameter']), [], 'the lookup ships');
});

test('data tables carry their rows, not their data files', () => {
  // remark-component-data looks the rows up when a page compiles.
  // - The owner records' notes are printed on no page, so a script with one
  //   holds the whole of src/data/ownerPowers.ts.
  // - Each deployments page shows one version, so a script with a purpose
  //   sentence of both versions holds the whole deployments list.
  // - No page uses every glossary term, so a script with every definition
  //   holds the whole glossary.
  // Each of the three was true of several scripts before the plugin.
  for (const { version, environment, note } of ownerships) {
    assert.deepEqual(scriptsWithAll([note]), [], `owner note ${version} ${environment}`);
  }
  const onlyIn = (version: string) =>
    deployments.find(
      (d) => d.version === version && !deployments.some((o) => o.version !== version && o.purpose === d.purpose),
    )?.purpose ?? '';
  assert.deepEqual(scriptsWithAll([onlyIn('v2'), onlyIn('v3')]), [], 'scripts with the whole deployments list');
  const definitions = glossary.map(({ definition }) => definition).filter((text) => probe(text).length >= 15);
  assert.ok(definitions.length >= glossary.length / 2, `usable definitions: ${definitions.length}`);
  assert.deepEqual(scriptsWithAll(definitions), [], 'scripts with the whole glossary');
});
