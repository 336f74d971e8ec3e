/**
 * What search engines, feed readers and link previews read from the build:
 * the sitemap lists exactly the site's routes, each once, in their canonical
 * spelling, and robots.txt points at it; the RSS and Atom feeds are
 * well-formed, link the listing at /blogs and list every post, newest first;
 * the structured data of the listing and of each post names the listing;
 * every route's HTML carries one canonical link, a meta description of its
 * own and the Open Graph and Twitter card tags, all consistent.
 * Run after `npm run build` (`npm run test:build`; BUILD_DIR overrides `build`).
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { select, selectAll } from 'hast-util-select';
import { toText } from 'hast-util-to-text';
import { siteRoutes, snapshotRoutePaths } from '../support/routes';
import { postSlugsNewestFirst } from '../unit/docs';
import { canonicalUrl } from '../../src/utils/canonicalUrl';
import { builtTree } from '../support/builtPages';

const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
const siteUrl = 'https://docs.zkp2p.xyz';
const read = (file: string): string => readFileSync(path.join(buildDir, file), 'utf8');

/** An XML file of the build, checked for well-formedness, then parsed (attributes as `@name`, repeatable elements as lists). */
function xml<T>(file: string): T {
  const text = read(file);
  assert.equal(XMLValidator.validate(text), true, `${file} is well-formed XML`);
  const isArray = (name: string) => ['url', 'item', 'entry', 'link'].includes(name);
  return new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', isArray }).parse(text) as T;
}

type Links = { link: { '@href': string }[] };

const postUrls = postSlugsNewestFirst().map((slug) => `${siteUrl}/blog/${slug}`);

// The site's routes are read from this sitemap, so it is held to the committed
// snapshot of the route list (tests/routes.txt), not to itself.
test('the sitemap lists exactly the routes of the route snapshot, each once, in canonical form', () => {
  const urls = xml<{ urlset: { url: { loc: string }[] } }>('sitemap.xml').urlset.url.map(({ loc }) => loc);
  assert.deepEqual(
    urls.sort(),
    snapshotRoutePaths()
      .map((route) => canonicalUrl(siteUrl, route))
      .sort(),
  );
  assert.match(read('robots.txt'), new RegExp(`^Sitemap: ${siteUrl}/sitemap\\.xml$`, 'm'));
  assert.doesNotMatch(read('robots.txt'), /^Disallow: \/$/m);
});

test('the listing names both feeds in its head', () => {
  const links = selectAll('head link[rel=alternate]', builtTree('/blogs'));
  const feeds = links.map(({ properties }) => `${String(properties.type)} ${String(properties.href)}`);
  assert.deepEqual(
    feeds.filter((feed) => /^application\/(rss|atom)\+xml /.test(feed)),
    ['application/rss+xml /blogs/rss.xml', 'application/atom+xml /blogs/atom.xml'],
  );
});

test('the RSS and Atom feeds link the listing and list every post, newest first', () => {
  type Channel = { link: string[]; item: { link: string[] }[] };
  const { channel } = xml<{ rss: { channel: Channel } }>('blogs/rss.xml').rss;
  assert.deepEqual(channel.link, [`${siteUrl}/blogs`]);
  assert.deepEqual(
    channel.item.flatMap(({ link }) => link),
    postUrls,
  );
  const { feed } = xml<{ feed: Links & { entry: Links[] } }>('blogs/atom.xml');
  assert.ok(feed.link.some((link) => link['@href'] === `${siteUrl}/blogs`));
  assert.deepEqual(
    feed.entry.flatMap(({ link }) => link.map((entry) => entry['@href'])),
    postUrls,
  );
});

/** The JSON-LD objects of a route's built page. */
function structuredData(route: string): Record<string, unknown>[] {
  return selectAll('script[type="application/ld+json"]', builtTree(route)).map(
    (script) => JSON.parse(toText(script)) as Record<string, unknown>,
  );
}

// The blog plugin tells post pages where their blog lives through a data module
// it names `blogMetadata-*`, and the listing's through its route's `metadata`
// prop. src/plugins/blog-listing rewrites both by those internal names, so a
// blog plugin that renames them would send search engines to /blog, a 404 here.
test('the structured data of the listing and of every post names the listing at /blogs', () => {
  const listingUrl = `${siteUrl}/blogs`;
  const [listing] = structuredData('/blogs');
  assert.equal(listing?.['@type'], 'Blog');
  assert.equal(listing?.['@id'], listingUrl);
  for (const url of postUrls) {
    const posts = structuredData(url.slice(siteUrl.length));
    const post = posts.find((data) => data['@type'] === 'BlogPosting');
    assert.equal(post?.['@id'], url);
    const blog = post?.isPartOf as Record<string, unknown> | undefined;
    assert.equal(blog?.['@id'], listingUrl, `${url} is part of the listing`);
  }
});

describe('every route has its canonical link, description, Open Graph and Twitter tags', () => {
  const descriptions = new Map<string, string>();
  const image = `${siteUrl}/img/social-card.png`;
  assert.ok(existsSync(path.join(buildDir, 'img/social-card.png')), 'the social card is in the build');

  for (const route of siteRoutes()) {
    test(route.path, () => {
      const page = builtTree(route.path);
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
