import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newestPosts, postMetadataOf } from './posts';
import type { PostMetadata } from './posts';

const post = (slug: string, date: string, extra: Partial<PostMetadata> = {}): PostMetadata => ({
  title: `Post ${slug}`,
  permalink: `/blog/${slug}`,
  date,
  description: `About ${slug}`,
  ...extra,
});

test('newestPosts returns the newest listed posts first, with ISO dates', () => {
  const posts = [post('a', '2025-02-05'), post('c', '2025-11-03'), post('b', '2025-08-06'), post('old', '2024-01-01')];
  assert.deepEqual(
    newestPosts(posts, 3).map((p) => [p.permalink, p.date]),
    [
      ['/blog/c', '2025-11-03T00:00:00.000Z'],
      ['/blog/b', '2025-08-06T00:00:00.000Z'],
      ['/blog/a', '2025-02-05T00:00:00.000Z'],
    ],
  );
});

test('unlisted posts and unreadable dates are left out; odd counts give an empty or short list', () => {
  const posts = [post('hidden', '2026-01-01', { unlisted: true }), post('bad', 'not a date'), post('ok', '2025-01-01')];
  assert.deepEqual(
    newestPosts(posts, 3).map((p) => p.permalink),
    ['/blog/ok'],
  );
  assert.deepEqual(newestPosts(posts, 0), []);
  assert.deepEqual(newestPosts(posts, -2), []);
  assert.deepEqual(newestPosts(posts, Number.NaN), []);
  assert.equal(newestPosts(posts, 2.7).length, 1);
});

test('posts on the same day keep a stable order', () => {
  const posts = [post('b', '2025-05-20'), post('a', '2025-05-20')];
  assert.deepEqual(
    newestPosts(posts, 2).map((p) => p.permalink),
    ['/blog/a', '/blog/b'],
  );
});

test('postMetadataOf reads blog content and ignores anything else', () => {
  const content = {
    blogPosts: [
      {
        metadata: { title: 'T', permalink: '/blog/t', date: new Date('2025-06-05'), description: 'D', unlisted: false },
      },
      { metadata: { title: 42 } },
      null,
    ],
  };
  assert.deepEqual(postMetadataOf(content), [
    { title: 'T', permalink: '/blog/t', date: new Date('2025-06-05'), description: 'D', unlisted: false },
  ]);
  assert.deepEqual(postMetadataOf(undefined), []);
  assert.deepEqual(postMetadataOf({ blogPosts: 'no' }), []);
});
