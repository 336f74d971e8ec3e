/**
 * Content rules every page must keep: a description, alt text on every image,
 * no leftover placeholder, no link to a channel the project no longer runs, no
 * second statement of what the public contract source is, search keywords,
 * where a page has them, that are a short list, and code fences in a language
 * the highlighter knows.
 * A short page that is correct is fine: there is no word count.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { frontMatterText, images, parseDoc } from '../support/markdown';
import { isKnownLanguage } from '../../src/plugins/rehype-highlight';
import { codeFences, pages } from './docs';

const folders = ['guides', 'protocol', 'developer', 'brand-kit', 'blog'] as const;

/**
 * The 2025 app, Telegram group, X account, support site and email moved to Peer
 * in 2026. A page may name them in text (history); it never links them.
 */
const retiredLink =
  /(?:https?:\/\/(?:(?:www\.)?zkp2p\.xyz|support\.zkp2p\.xyz|t\.me\/zk_p2p|x\.com\/zkp2p\b)|mailto:team@zkp2p\.xyz)/i;

/**
 * The repository's deployment records carry the source compiled for the
 * package's addresses; the one sentence on what is published is rendered by
 * `<PublicSource />`. A page that says the deployed build is not named
 * contradicts it.
 */
const unnamedBuild =
  /\b(?:none|not)\b[^.\n]{0,40}\bnamed as the deployed build|deployed build[^.\n]{0,40}\b(?:is|was) not named/i;

for (const folder of folders) {
  for (const { name, text } of pages(folder)) {
    const { frontMatter, body } = parseDoc(text);

    test(`${name} has a description`, () => {
      const description = frontMatterText(frontMatter, 'description') ?? '';
      assert.ok(description.length >= 40, 'front matter `description` of at least 40 characters');
      assert.ok(description.length <= 200, 'description of at most 200 characters');
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

    test(`${name} leaves what the public contract source is to its one home`, () => {
      assert.doesNotMatch(body, unnamedBuild);
    });

    test(`${name} writes its code in a language the highlighter knows`, () => {
      for (const { line, name: language } of codeFences(text)) {
        assert.ok(
          isKnownLanguage(language),
          `line ${line}: \`${language || '(none)'}\` is not highlighted; name the language, \`text\` for plain text, or register its grammar in src/plugins/rehype-highlight`,
        );
      }
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

test('the public-source rule catches the old hedge and lets a link to its home through', () => {
  for (const hedge of [
    'The deployed build of each contract is not named.',
    'public in several versions, though none is named as the deployed build',
  ]) {
    assert.match(hedge, unnamedBuild);
  }
  assert.doesNotMatch('[what is published](/protocol/v3/v3-smart-contracts#published) says which', unnamedBuild);
});

test('the retired-channel rule tells a link from a mention', () => {
  for (const link of ['[a](https://zkp2p.xyz/swap)', 'href="https://t.me/zk_p2p"', 'mailto:team@zkp2p.xyz']) {
    assert.match(link, retiredLink);
  }
  for (const fine of ['The `zkp2p.xyz/swap` link is retired', 'https://docs.zkp2p.xyz', 'https://x.com/peerxyz']) {
    assert.doesNotMatch(fine, retiredLink);
  }
});
