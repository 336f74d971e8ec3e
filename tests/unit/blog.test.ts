/**
 * The blog as data.
 * - Sources: exactly the seven posts of the site's routes, each with its slug, a title, a
 *   description, a date that matches its file name, a known author, a summary
 *   above the truncate marker (`<!-- truncate -->` in .md, `{/* truncate *\/}`
 *   in .mdx, where an HTML comment does not parse) and no tags (tags would add
 *   routes the site does not have); dates are unique, so "newest first" has one answer.
 * - Each post is dated history: it opens with a dated editor's note that names
 *   the app, Peer, and links the current docs page, and links no retired
 *   channel (zkp2p.xyz, t.me/zk_p2p, x.com/zkp2p, the 2025 support site).
 * - Card helpers: dates, reading times and author lines never show NaN or
 *   "Invalid Date".
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { frontMatterText, parseDoc } from '../../src/utils/markdown';
import type { FrontMatter } from '../../src/utils/markdown';
import { blogSlugs } from '../../src/data/routes';
import {
  formatAuthors,
  formatPostDate,
  formatReadingTime,
  postDateAttribute,
} from '../../src/components/BlogPostCard/format';

const root = path.resolve(import.meta.dirname, '../..');
const blogDir = path.join(root, 'blog');

/** The site's seven posts, newest first (the order src/data/routes.ts lists them in). */
const SLUGS = blogSlugs;

type Post = { file: string; frontMatter: FrontMatter; body: string; source: string };

/** Post sources: `blog/<date>-<slug>.md(x)` or `blog/<date>-<slug>/index.md(x)`. */
function posts(): Post[] {
  return readdirSync(blogDir).flatMap((name): Post[] => {
    const full = path.join(blogDir, name);
    let file = full;
    if (statSync(full).isDirectory()) {
      const index = ['index.md', 'index.mdx'].map((n) => path.join(full, n)).find((f) => existsSync(f));
      if (!index) return [];
      file = index;
    } else if (!/\.mdx?$/.test(name)) {
      return [];
    }
    const source = readFileSync(file, 'utf8');
    return [{ file: path.relative(blogDir, file), source, ...parseDoc(source) }];
  });
}

/** Author keys declared at the top level of blog/authors.yml. */
function authorKeys(): string[] {
  const yaml = readFileSync(path.join(blogDir, 'authors.yml'), 'utf8');
  return [...yaml.matchAll(/^([A-Za-z0-9_-]+):\s*$/gm)].map((m) => m[1] ?? '');
}

/** Author keys of `authors: a` or `authors: [a, b]` (inline author objects are not keys). */
function authorsOf(post: Post): string[] {
  const { authors } = post.frontMatter;
  return (Array.isArray(authors) ? (authors as unknown[]) : [authors]).filter(
    (author): author is string => typeof author === 'string',
  );
}

/** Text fields of a post's front matter. */
const field = (post: Post, key: string): string => frontMatterText(post.frontMatter, key) ?? '';

describe('blog sources', () => {
  const all = posts();

  test('there are exactly the seven posts of the site', () => {
    assert.deepEqual(all.map((p) => field(p, 'slug')).sort(), [...SLUGS].sort());
  });

  test('dates put the posts in the order of the routes, newest first, with no ties', () => {
    const bySlug = new Map(all.map((p) => [field(p, 'slug'), field(p, 'date')]));
    const dates = SLUGS.map((slug) => bySlug.get(slug) ?? '');
    const sorted = [...dates].sort().reverse();
    assert.deepEqual(dates, sorted);
    assert.equal(new Set(dates).size, dates.length);
  });

  for (const post of all) {
    describe(post.file, () => {
      test('has a title and a 40–200 character description', () => {
        assert.ok(field(post, 'title').length > 0, 'title');
        const description = field(post, 'description');
        assert.ok(description.length >= 40 && description.length <= 200, `description is ${description.length} chars`);
      });

      test('has a real date that matches the file name', () => {
        const date = field(post, 'date');
        const slug = field(post, 'slug');
        assert.match(date, /^\d{4}-\d{2}-\d{2}$/);
        assert.ok(!Number.isNaN(Date.parse(date)), `${date} is a date`);
        assert.ok(post.file.startsWith(`${date}-${slug}`), `${post.file} starts with ${date}-${slug}`);
      });

      test('credits authors declared in blog/authors.yml', () => {
        const keys = authorKeys();
        const authors = authorsOf(post);
        assert.ok(authors.length > 0, 'at least one author');
        for (const author of authors) assert.ok(keys.includes(author), `${author} is in authors.yml`);
      });

      test('has a summary above the truncate marker', () => {
        const marker = post.file.endsWith('.mdx') ? '{/* truncate */}' : '<!-- truncate -->';
        const [lead] = post.body.split(marker);
        assert.ok(post.body.includes(marker), `truncate marker ${marker}`);
        const words = (lead ?? '').replace(/^#.*$/gm, '').match(/[A-Za-z][\w'’.-]*/g) ?? [];
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

      test('links no retired channel (the app, Telegram, X and support moved in 2026)', () => {
        const retired =
          /\]\(https:\/\/(?:t\.me\/zk_p2p|x\.com\/zkp2p\b|support\.zkp2p\.xyz|(?:www\.)?zkp2p\.xyz)[^)]*\)/;
        assert.doesNotMatch(post.body, retired);
        assert.doesNotMatch(post.body, /mailto:team@zkp2p\.xyz/);
      });

      test('has no tags (no tag routes)', () => {
        assert.equal(post.frontMatter.tags, undefined);
        assert.doesNotMatch(post.source.split(/^---$/m)[1] ?? '', /^tags:/m);
      });
    });
  }
});

describe('post card formatting', () => {
  test('dates read in full, in UTC, whatever the local time zone', () => {
    assert.equal(formatPostDate('2025-11-03T00:00:00.000Z'), 'November 3, 2025');
    assert.equal(formatPostDate('2025-02-05'), 'February 5, 2025');
    assert.equal(postDateAttribute('2025-11-03T00:00:00.000Z'), '2025-11-03');
  });

  test('an unreadable date gives an empty string, never "Invalid Date"', () => {
    assert.equal(formatPostDate('not a date'), '');
    assert.equal(postDateAttribute(''), '');
  });

  test('reading time rounds up and never shows NaN or zero', () => {
    assert.equal(formatReadingTime(4.2), '5 min read');
    assert.equal(formatReadingTime(0.1), '1 min read');
    assert.equal(formatReadingTime(0), '1 min read');
    assert.equal(formatReadingTime(undefined), '');
    assert.equal(formatReadingTime(Number.NaN), '');
    assert.equal(formatReadingTime(Number.POSITIVE_INFINITY), '');
    assert.equal(formatReadingTime(-3), '');
  });

  test('author lines join names in plain English', () => {
    assert.equal(formatAuthors(['ZKP2P team']), 'ZKP2P team');
    assert.equal(formatAuthors(['Ann', 'Bob']), 'Ann and Bob');
    assert.equal(formatAuthors(['Ann', ' ', 'Bob', 'Cy']), 'Ann, Bob and Cy');
    assert.equal(formatAuthors([]), '');
  });
});
