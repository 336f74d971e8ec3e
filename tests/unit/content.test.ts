/**
 * Content rules every page must keep: a description, a word floor that says
 * the page is real documentation, alt text on every image, no leftover
 * placeholder, no link to a channel the project no longer runs, and search
 * keywords, where a page has them, that are a short list.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { countWords, frontMatterText, images, parseDoc } from '../../src/utils/markdown';
import { pages } from './docs';

const isIndex = (name: string) => path.basename(name).startsWith('index.');

/** Word floor of each folder's pages. */
const floors: Readonly<Record<string, (name: string) => number>> = {
  guides: (name) => (isIndex(name) ? 150 : 400),
  protocol: (name) => (/^protocol\/zkp2p-protocol\.mdx?$/.test(name) ? 800 : isIndex(name) ? 150 : 300),
  developer: () => 500,
  'brand-kit': () => 300,
  blog: () => 600,
};

/**
 * The 2025 app, Telegram group, X account, support site and email moved to Peer
 * in 2026. A page may name them in text (history); it never links them.
 */
const retiredLink =
  /(?:https?:\/\/(?:(?:www\.)?zkp2p\.xyz|support\.zkp2p\.xyz|t\.me\/zk_p2p|x\.com\/zkp2p\b)|mailto:team@zkp2p\.xyz)/i;

for (const [folder, floor] of Object.entries(floors)) {
  for (const { name, text } of pages(folder)) {
    const { frontMatter, body } = parseDoc(text);

    test(`${name} has a description`, () => {
      const description = frontMatterText(frontMatter, 'description') ?? '';
      assert.ok(description.length >= 40, 'front matter `description` of at least 40 characters');
      assert.ok(description.length <= 200, 'description of at most 200 characters');
    });

    test(`${name} has at least ${floor(name)} words`, () => {
      const words = countWords(body);
      assert.ok(words >= floor(name), `${words} words, floor is ${floor(name)}`);
    });

    test(`${name} gives every image alt text`, () => {
      for (const image of images(body)) {
        assert.ok(image.alt.trim().length > 0, `image ${image.src} has no alt text`);
      }
    });

    test(`${name} has no placeholder text`, () => {
      assert.doesNotMatch(body, /being written|lorem ipsum|\bTODO\b|\bTBD\b/i);
    });

    test(`${name} links no retired channel (the app, Telegram, X and support moved to Peer)`, () => {
      assert.doesNotMatch(text, retiredLink);
    });

    test(`${name} has no or a few distinct search keywords`, () => {
      const keywords: unknown = frontMatter.keywords;
      if (keywords === undefined) return;
      assert.ok(Array.isArray(keywords), '`keywords` is a list');
      assert.ok(keywords.length > 0 && keywords.length <= 16, `${keywords.length} keywords, at most 16`);
      for (const keyword of keywords) {
        assert.ok(typeof keyword === 'string' && /^\S.{0,38}\S$|^\S$/.test(keyword), `keyword ${String(keyword)}`);
      }
      const lower = keywords.map((keyword) => String(keyword).toLowerCase());
      assert.equal(new Set(lower).size, lower.length, 'no keyword twice');
    });
  }
}

test('the retired-channel rule tells a link from a mention', () => {
  for (const link of ['[a](https://zkp2p.xyz/swap)', 'href="https://t.me/zk_p2p"', 'mailto:team@zkp2p.xyz']) {
    assert.match(link, retiredLink);
  }
  for (const fine of ['The `zkp2p.xyz/swap` link is retired', 'https://docs.zkp2p.xyz', 'https://x.com/peerxyz']) {
    assert.doesNotMatch(fine, retiredLink);
  }
});
