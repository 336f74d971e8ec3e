/**
 * What search engines, feed readers and link previews read from the build:
 * the sitemap lists exactly the site's routes, each once, in their canonical
 * spelling, and robots.txt points at it; the RSS and Atom feeds are
 * well-formed, link the listing at /blogs and list every post, newest first;
 * every route's HTML carries one canonical link, a meta description of its
 * own and the Open Graph and Twitter card tags, all consistent.
 * Run after `npm run build` (`npm run test:build`; BUILD_DIR overrides `build`).
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { fromHtml } from 'hast-util-from-html';
import { select, selectAll } from 'hast-util-select';
import { toText } from 'hast-util-to-text';
import { blogSlugs, siteRoutes } from '../../src/data/routes';
import { canonicalUrl } from '../../src/utils/canonicalUrl';

const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
const siteUrl = 'https://docs.zkp2p.xyz';
const read = (file: string): string => readFileSync(path.join(buildDir, file), 'utf8');

/** An XML file of the build, checked for well-formedness, then parsed (attributes as `@name`). */
function xml(file: string): unknown {
  const text = read(file);
  assert.equal(XMLValidator.validate(text), true, `${file} is well-formed XML`);
  return new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' }).parse(text);
}

/** The values at a path of parsed XML, a repeated element read as a list. */
function at(node: unknown, ...keys: string[]): unknown[] {
  let found: unknown[] = Array.isArray(node) ? node : [node];
  for (const key of keys) {
    found = found.flatMap((item) => {
      const value =
        typeof item === 'object' && item !== null ? Object.entries(item).find(([k]) => k === key)?.[1] : undefined;
      return value === undefined ? [] : Array.isArray(value) ? value : [value];
    });
  }
  return found;
}

const postUrls = blogSlugs.map((slug) => `${siteUrl}/blog/${slug}`);

test('the sitemap lists exactly the routes of the site, each once, in canonical form', () => {
  const urls = at(xml('sitemap.xml'), 'urlset', 'url', 'loc');
  assert.deepEqual([...urls].sort(), siteRoutes.map((route) => canonicalUrl(siteUrl, route.path)).sort());
  assert.match(read('robots.txt'), new RegExp(`^Sitemap: ${siteUrl}/sitemap\\.xml$`, 'm'));
  assert.doesNotMatch(read('robots.txt'), /^Disallow: \/$/m);
});

test('the listing names both feeds in its head', () => {
  const links = selectAll('head link[rel=alternate]', fromHtml(read('blogs/index.html')));
  const feeds = links.map(({ properties }) => `${String(properties.type)} ${String(properties.href)}`);
  assert.deepEqual(
    feeds.filter((feed) => /^application\/(rss|atom)\+xml /.test(feed)),
    ['application/rss+xml /blogs/rss.xml', 'application/atom+xml /blogs/atom.xml'],
  );
});

test('the RSS feed links the listing and lists every post, newest first', () => {
  const channel = at(xml('blogs/rss.xml'), 'rss', 'channel');
  assert.deepEqual(at(channel, 'link'), [`${siteUrl}/blogs`]);
  assert.deepEqual(at(channel, 'item', 'link'), postUrls);
});

test('the Atom feed links the listing and lists every post, newest first', () => {
  const feed = at(xml('blogs/atom.xml'), 'feed');
  assert.ok(at(feed, 'link', '@href').includes(`${siteUrl}/blogs`));
  assert.deepEqual(at(feed, 'entry', 'link', '@href'), postUrls);
});

describe('every route has its canonical link, description, Open Graph and Twitter tags', () => {
  const descriptions = new Map<string, string>();
  const image = `${siteUrl}/img/social-card.png`;
  assert.ok(existsSync(path.join(buildDir, 'img/social-card.png')), 'the social card is in the build');

  for (const route of siteRoutes) {
    test(route.path, () => {
      const page = fromHtml(read(path.join(route.path, 'index.html')));
      const meta = (attribute: string, value: string): string[] =>
        selectAll(`meta[${attribute}="${value}"]`, page).map((tag) => String(tag.properties.content ?? ''));
      const url = canonicalUrl(siteUrl, route.path);
      const title = toText(select('title', page) ?? { type: 'text', value: '' });

      assert.deepEqual(
        selectAll('link[rel=canonical]', page).map((link) => link.properties.href),
        [url],
      );
      assert.deepEqual(meta('property', 'og:url'), [url]);
      assert.match(title, /^(ZKP2P Docs|.+ \| ZKP2P Docs)$/);
      assert.deepEqual(meta('property', 'og:title'), [title]);
      assert.deepEqual(meta('name', 'twitter:card'), ['summary_large_image']);
      assert.deepEqual(meta('property', 'og:image'), [image]);
      assert.deepEqual(meta('name', 'twitter:image'), [image]);

      const [description = ''] = meta('name', 'description');
      assert.ok(description.trim().length >= 40, `meta description too short: "${description}"`);
      assert.deepEqual(meta('property', 'og:description'), [description]);
      assert.equal(descriptions.get(description), undefined, 'a description of its own');
      descriptions.set(description, route.path);
    });
  }
});
