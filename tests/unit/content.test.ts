/**
 * Content rules every page must keep: a description, a word floor that says
 * the page is real documentation, alt text on every image, and no leftover
 * placeholder. Floors come from the area issues.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { countWords, frontMatterText, images, parseDoc } from '../../src/utils/markdown';
import { markdownFiles } from './docs';

const root = path.resolve(import.meta.dirname, '../..');

type Rule = { folder: string; floor: (relativePath: string) => number };

const isIndex = (file: string) => path.basename(file).startsWith('index.');

const rules: readonly Rule[] = [
  { folder: 'guides', floor: (file) => (isIndex(file) ? 150 : 400) },
  {
    folder: 'protocol',
    floor: (file) => (file === 'zkp2p-protocol.md' || file === 'zkp2p-protocol.mdx' ? 800 : isIndex(file) ? 150 : 300),
  },
  { folder: 'developer', floor: () => 500 },
  { folder: 'brand-kit', floor: () => 300 },
  { folder: 'blog', floor: () => 600 },
];

for (const { folder, floor } of rules) {
  for (const file of markdownFiles(path.join(root, folder))) {
    const relative = path.relative(path.join(root, folder), file);
    const { frontMatter, body } = parseDoc(readFileSync(file, 'utf8'));

    test(`${folder}/${relative} has a description`, () => {
      const description = frontMatterText(frontMatter, 'description') ?? '';
      assert.ok(description.length >= 40, 'front matter `description` of at least 40 characters');
      assert.ok(description.length <= 200, 'description of at most 200 characters');
    });

    test(`${folder}/${relative} has at least ${floor(relative)} words`, () => {
      const words = countWords(body);
      assert.ok(words >= floor(relative), `${words} words, floor is ${floor(relative)}`);
    });

    test(`${folder}/${relative} gives every image alt text`, () => {
      for (const image of images(body)) {
        assert.ok(image.alt.trim().length > 0, `image ${image.src} has no alt text`);
      }
    });

    test(`${folder}/${relative} has no placeholder text`, () => {
      assert.doesNotMatch(body, /being written|lorem ipsum|\bTODO\b|\bTBD\b/i);
    });
  }
}
