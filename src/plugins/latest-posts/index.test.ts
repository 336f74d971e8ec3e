import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import type { LoadContext, PluginContentLoadedActions, RouteConfig } from '@docusaurus/types';
import latestPostsPlugin, { HOME_COMPONENT } from './index';

const siteDir = path.resolve(import.meta.dirname, '../../..');

/** Runs the plugin's allContentLoaded on a blog with the given posts; returns what it wrote and added. */
async function run(blogPosts: unknown[], count?: number) {
  const routes: RouteConfig[] = [];
  const actions = {
    addRoute: (route: RouteConfig) => routes.push(route),
    setGlobalData: () => assert.fail('no global data: it would ship with every page'),
  } as unknown as PluginContentLoadedActions;
  const plugin = latestPostsPlugin({ baseUrl: '/' } as LoadContext, count === undefined ? {} : { count });
  await plugin.allContentLoaded?.({
    allContent: { 'docusaurus-plugin-content-blog': { default: { blogPosts } } },
    actions,
  });
  return routes;
}

const post = (title: string, date: string) => ({
  metadata: { title, permalink: `/blog/${title}`, date, description: `${title} text` },
});

test('adds the home route once, with the newest posts as its own props', async () => {
  const routes = await run([post('a', '2024-01-01'), post('b', '2025-06-01'), post('c', '2023-01-01')], 2);
  assert.equal(routes.length, 1);
  const [route] = routes;
  assert.equal(route?.path, '/');
  assert.equal(route?.exact, true);
  assert.equal(route?.component, HOME_COMPONENT);
  const { latestPosts } = (route?.props ?? {}) as { latestPosts?: { posts: { title: string }[] } };
  assert.deepEqual(
    latestPosts?.posts.map((p) => p.title),
    ['b', 'a'],
  );
});

test('the home page lives where the pages plugin does not look (an _-prefixed folder)', () => {
  const file = path.join(siteDir, HOME_COMPONENT.replace('@site/', ''));
  assert.ok(existsSync(file), file);
  assert.match(path.relative(path.join(siteDir, 'src/pages'), file), /^_[^/]+\//);
  assert.ok(!existsSync(path.join(siteDir, 'src/pages/index.tsx')), 'a second home page would duplicate the route');
});
