/**
 * The blog holds exactly the posts of the route snapshot (tests/routes.txt),
 * each on a date of its own. Each has a title, an author, no tags (tags would add
 * routes the site does not have), a date that matches its file name, a
 * summary above its truncate marker, and opens with a dated editor's note that
 * names Peer and links the current docs. The build itself stops on an unknown
 * author key; content.test.ts holds descriptions and retired links. Post card
 * helpers never show NaN or "Invalid Date".
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { frontMatterText, parseDoc } from '../support/markdown';
import { snapshotRoutePaths } from '../support/routes';
import {
  formatAuthors,
  formatPostDate,
  formatReadingTime,
  postDateAttribute,
} from '../../src/components/BlogPostCard/format';
import { pages } from './docs';

const posts = pages('blog').map((page) => {
  const { frontMatter, body } = parseDoc(page.text);
  const field = (key: string): string => frontMatterText(frontMatter, key) ?? '';
  return { ...page, frontMatter, body, slug: field('slug'), date: field('date'), title: field('title') };
});

test('the blog holds the posts of the route snapshot, each on its own date', () => {
  const postRoutes = snapshotRoutePaths().filter((route) => route.startsWith('/blog/'));
  assert.deepEqual(posts.map((p) => `/blog/${p.slug}`).sort(), postRoutes);
  const dates = posts.map((p) => p.date);
  assert.equal(new Set(dates).size, dates.length, 'no two posts share a date, so the listing order is clear');
});

for (const post of posts) {
  describe(post.name, () => {
    test('has a title, an author and no tags (no tag routes)', () => {
      assert.ok(post.title.length > 0, 'title');
      assert.ok([post.frontMatter.authors].flat().filter(Boolean).length > 0, 'at least one author');
      assert.equal(post.frontMatter.tags, undefined);
    });

    test('has a real date that matches the file name', () => {
      assert.match(post.date, /^\d{4}-\d{2}-\d{2}$/);
      assert.ok(!Number.isNaN(Date.parse(post.date)), `${post.date} is a date`);
      assert.ok(post.name.startsWith(`blog/${post.date}-${post.slug}`), `${post.name} names ${post.date}-${post.slug}`);
    });

    test('has a summary of at least 15 words above the truncate marker its format reads', () => {
      // An HTML comment does not parse in MDX; `{/* */}` would show as text in Markdown.
      const marker = post.name.endsWith('.mdx') ? '{/* truncate */}' : '<!-- truncate -->';
      assert.ok(post.body.includes(marker), `truncate marker ${marker}`);
      const [lead = ''] = post.body.split(marker);
      const words = lead.replace(/^#.*$/gm, '').match(/[A-Za-z][\w'’.-]*/g) ?? [];
      assert.ok(words.length >= 15, `summary has ${words.length} words`);
    });

    test('opens with a dated editor’s note that names Peer and links a current docs page', () => {
      const opening = post.body.replace(/^(?:\s*import [^\n]*\n)*/, '').trimStart();
      const note = /^:::note\[Editor's note, (\d{1,2} [A-Z][a-z]+ \d{4})\]\n\n([\s\S]*?)\n\n:::\n/.exec(opening);
      assert.ok(note, "the first block is a :::note[Editor's note, <day month year>] admonition");
      const [, date = '', text = ''] = note;
      assert.ok(!Number.isNaN(Date.parse(date)), `${date} is a date`);
      assert.match(text, /\]\(https:\/\/peer\.xyz\)/, 'names the app, Peer, at peer.xyz');
      assert.match(text, /\]\(\/(?:guides|protocol|developer)\/[^)\s]+\)/, 'links a current docs page');
    });
  });
}

test('post cards give dates in full, in UTC, whatever the local time zone', () => {
  assert.equal(formatPostDate('2025-11-03T00:00:00.000Z'), 'November 3, 2025');
  assert.equal(formatPostDate('2025-02-05'), 'February 5, 2025');
  assert.equal(postDateAttribute('2025-11-03T00:00:00.000Z'), '2025-11-03');
  // An unreadable date gives an empty string, never "Invalid Date".
  assert.equal(formatPostDate('not a date'), '');
  assert.equal(postDateAttribute(''), '');
});

test('post cards round reading time up and never show NaN or zero', () => {
  assert.equal(formatReadingTime(4.2), '5 min read');
  assert.equal(formatReadingTime(0.1), '1 min read');
  assert.equal(formatReadingTime(0), '1 min read');
  for (const bad of [undefined, Number.NaN, Number.POSITIVE_INFINITY, -3]) assert.equal(formatReadingTime(bad), '');
});

test('post cards join author names in plain English', () => {
  assert.equal(formatAuthors(['ZKP2P team']), 'ZKP2P team');
  assert.equal(formatAuthors(['Ann', 'Bob']), 'Ann and Bob');
  assert.equal(formatAuthors(['Ann', ' ', 'Bob', 'Cy']), 'Ann, Bob and Cy');
  assert.equal(formatAuthors([]), '');
});
