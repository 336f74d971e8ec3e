/**
 * The blog as data and as feeds.
 * - Sources: exactly the seven spec posts, each with its slug, a title, a
 *   description, a date that matches its file name, a known author, a summary
 *   above the truncate marker (`<!-- truncate -->` in .md, `{/* truncate *\/}`
 *   in .mdx, where an HTML comment does not parse) and no tags (tags would add
 *   routes the spec forbids); dates are unique, so "newest first" has one answer.
 * - Each post is dated history: it opens with a dated editor's note that names
 *   the app, Peer, and links the current docs page, and links no retired
 *   channel (zkp2p.xyz, t.me/zk_p2p, x.com/zkp2p, the 2025 support site).
 * - Card helpers: dates, reading times and author lines never show NaN or
 *   "Invalid Date".
 * - Feeds (after a build; BUILD_DIR overrides `build`): build/blogs/rss.xml
 *   and build/blogs/atom.xml are well-formed XML, link the channel to
 *   https://docs.zkp2p.xyz/blogs and list every post's URL, newest first.
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
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? 'build');
const siteUrl = 'https://docs.zkp2p.xyz';

/** The spec's seven posts, newest first (the order src/data/routes.ts lists them in). */
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

  test('there are exactly the seven spec posts', () => {
    assert.deepEqual(all.map((p) => field(p, 'slug')).sort(), [...SLUGS].sort());
  });

  test('dates put the posts in the spec order, newest first, with no ties', () => {
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

/**
 * A strict well-formedness check for the feeds (no XML parser is installed):
 * one root element, every tag closed in order, quoted attributes without
 * duplicates, only the five predefined or numeric entities, no raw `<` or
 * bare `&` in text. CDATA sections, comments and the XML declaration are
 * skipped as units. Returns the problems found (empty when well-formed).
 */
function xmlProblems(xml: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  let roots = 0;
  let i = 0;
  const name = /^[A-Za-z_][\w.:-]*/;
  const checkText = (text: string, at: number) => {
    for (const m of text.matchAll(/&([^;\s<&]*);?/g)) {
      const ref = m[1] ?? '';
      const ok = m[0].endsWith(';') && /^(amp|lt|gt|quot|apos|#\d+|#x[\da-fA-F]+)$/.test(ref);
      if (!ok) problems.push(`bad entity "${m[0]}" near ${at}`);
    }
  };
  if (xml.startsWith('<?xml')) {
    const end = xml.indexOf('?>');
    if (end < 0) return ['unterminated XML declaration'];
    i = end + 2;
  }
  while (i < xml.length && problems.length < 20) {
    const lt = xml.indexOf('<', i);
    const text = xml.slice(i, lt < 0 ? xml.length : lt);
    if (text.trim().length > 0 && stack.length === 0) problems.push(`text outside the root near ${i}`);
    if (text.includes('>') && /\]\]>/.test(text)) problems.push(`stray "]]>" near ${i}`);
    checkText(text, i);
    if (lt < 0) break;
    const rest = xml.slice(lt);
    if (rest.startsWith('<![CDATA[')) {
      const end = xml.indexOf(']]>', lt);
      if (end < 0) return [...problems, `unterminated CDATA at ${lt}`];
      if (stack.length === 0) problems.push(`CDATA outside the root at ${lt}`);
      i = end + 3;
    } else if (rest.startsWith('<!--')) {
      const end = xml.indexOf('-->', lt);
      if (end < 0) return [...problems, `unterminated comment at ${lt}`];
      i = end + 3;
    } else if (rest.startsWith('<?')) {
      const end = xml.indexOf('?>', lt);
      if (end < 0) return [...problems, `unterminated processing instruction at ${lt}`];
      i = end + 2;
    } else if (rest.startsWith('</')) {
      const tag = name.exec(rest.slice(2))?.[0];
      const end = xml.indexOf('>', lt);
      if (!tag || end < 0 || xml.slice(lt + 2 + tag.length, end).trim() !== '') {
        return [...problems, `malformed end tag at ${lt}`];
      }
      const open = stack.pop();
      if (open !== tag) problems.push(`</${tag}> closes <${open ?? 'nothing'}> at ${lt}`);
      i = end + 1;
    } else {
      const tag = name.exec(rest.slice(1))?.[0];
      if (!tag) return [...problems, `raw "<" in text at ${lt}`];
      let j = lt + 1 + tag.length;
      const seen = new Set<string>();
      let selfClosing = false;
      for (;;) {
        const attr = /^\s+([A-Za-z_][\w.:-]*)\s*=\s*("[^"<]*"|'[^'<]*')/.exec(xml.slice(j));
        if (attr) {
          const key = attr[1] ?? '';
          if (seen.has(key)) problems.push(`duplicate attribute ${key} on <${tag}> at ${lt}`);
          seen.add(key);
          checkText(attr[2] ?? '', j);
          j += attr[0].length;
          continue;
        }
        const close = /^\s*(\/?)>/.exec(xml.slice(j));
        if (!close) return [...problems, `malformed start tag <${tag}> at ${lt}`];
        selfClosing = close[1] === '/';
        j += close[0].length;
        break;
      }
      if (stack.length === 0) roots += 1;
      if (!selfClosing) stack.push(tag);
      i = j;
    }
  }
  if (stack.length > 0) problems.push(`unclosed elements: ${stack.join(' > ')}`);
  if (roots !== 1) problems.push(`${roots} root elements`);
  return problems;
}

describe('the XML checker', () => {
  test('accepts well-formed XML', () => {
    assert.deepEqual(xmlProblems('<?xml version="1.0"?><a x="1"><b/><c><![CDATA[<p>&</p>]]>&amp;&#38;</c></a>'), []);
  });

  test('rejects broken XML', () => {
    assert.notDeepEqual(xmlProblems('<a><b></a></b>'), []);
    assert.notDeepEqual(xmlProblems('<a>fish & chips</a>'), []);
    assert.notDeepEqual(xmlProblems('<a>1 < 2</a>'), []);
    assert.notDeepEqual(xmlProblems('<a></a><b></b>'), []);
    assert.notDeepEqual(xmlProblems('<a x="1" x="2"></a>'), []);
    assert.notDeepEqual(xmlProblems('<a><b>'), []);
    assert.notDeepEqual(xmlProblems('<a>&nbsp;</a>'), []);
  });
});

const feeds = [
  {
    file: 'rss.xml',
    root: /^<rss\b[^>]*\bversion="2\.0"/m,
    channelLink: `<link>${siteUrl}/blogs</link>`,
    postLink: (slug: string) => `<link>${siteUrl}/blog/${slug}</link>`,
  },
  {
    file: 'atom.xml',
    root: /^<feed\b[^>]*\bxmlns="http:\/\/www\.w3\.org\/2005\/Atom"/m,
    channelLink: `<link rel="alternate" href="${siteUrl}/blogs"/>`,
    postLink: (slug: string) => `<link href="${siteUrl}/blog/${slug}"/>`,
  },
] as const;

const feedsDir = path.join(buildDir, 'blogs');
const missingBuild = existsSync(feedsDir)
  ? false
  : `no build at ${buildDir}: run \`npm run build\` first (or set BUILD_DIR) to check the RSS and Atom feeds`;

describe('blog feeds', { skip: missingBuild }, () => {
  for (const feed of feeds) {
    describe(`blogs/${feed.file}`, () => {
      const read = () => readFileSync(path.join(feedsDir, feed.file), 'utf8');

      test('is well-formed XML with the right root element', () => {
        const xml = read();
        assert.deepEqual(xmlProblems(xml), []);
        assert.match(xml, feed.root);
      });

      test('links the channel to the listing at /blogs, never to /blog', () => {
        const xml = read();
        assert.ok(xml.includes(feed.channelLink), `contains ${feed.channelLink}`);
        assert.doesNotMatch(xml, /https:\/\/docs\.zkp2p\.xyz\/blog\/?["<]/);
      });

      test('lists all seven posts by URL, newest first', () => {
        const xml = read();
        const positions = SLUGS.map((slug) => {
          const at = xml.indexOf(feed.postLink(slug));
          assert.ok(at >= 0, `contains ${feed.postLink(slug)}`);
          return at;
        });
        assert.deepEqual(
          positions,
          [...positions].sort((a, b) => a - b),
        );
      });
    });
  }
});
