/**
 * The built site names the package versions its facts were checked against,
 * for tools that read it: a meta tag on every page and a sentence in
 * /llms.txt, each naming exactly the `@zkp2p/*` versions package.json pins.
 * Run after `npm run build`.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { selectAll } from 'hast-util-select';
import { zkp2pPins } from '../../scripts/drift';
import { builtTree } from '../support/builtPages';

const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
const pins = Object.entries(
  zkp2pPins(JSON.parse(readFileSync(path.resolve('package.json'), 'utf8')) as Record<string, never>),
);

test('package.json pins @zkp2p packages', () => {
  assert.ok(pins.length >= 2, pins.join(', '));
});

test('every page names the pinned package versions in one meta tag', () => {
  const expected = pins.map(([name, version]) => `${name}@${version}`).sort();
  for (const page of ['/', '/protocol/v3/v3-deployments', '/404.html']) {
    const tags = selectAll('meta[name="zkp2p:checked-against"]', builtTree(page));
    assert.equal(tags.length, 1, page);
    const content = String(tags[0]?.properties.content ?? '');
    assert.deepEqual(content.split(' ').sort(), expected, page);
  }
});

test('/llms.txt names the pinned package versions before the page list', () => {
  const llmsTxt = readFileSync(path.join(buildDir, 'llms.txt'), 'utf8');
  const sentence = /^The facts here were checked against the npm packages (.+)\.$/m.exec(llmsTxt);
  assert.ok(sentence, 'the sentence is in llms.txt');
  assert.ok(sentence.index < llmsTxt.indexOf('\n## '), 'before the first list of pages');
  const named = [...(sentence[1] ?? '').matchAll(/`(@zkp2p\/[\w.-]+)` (\d+\.\d+\.\d+\S*)/g)].map(
    ([, name, version]) => `${name}@${version}`,
  );
  assert.deepEqual(named.sort(), pins.map(([name, version]) => `${name}@${version}`).sort());
});
