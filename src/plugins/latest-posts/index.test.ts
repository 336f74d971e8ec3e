import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { LoadContext, PluginContentLoadedActions, RouteConfig } from '@docusaurus/types';
import latestPostsPlugin, { HOME_COMPONENT } from './index';

const post = (title: string, date: string, unlisted = false) => ({
  metadata: { title, permalink: `/blog/${title}`, date: new Date(date), description: `${title} text`, unlisted },
});

test('adds the home route once, with the three newest listed posts as its own props', async () => {
  const routes: RouteConfig[] = [];
  const actions = {
    addRoute: (route: RouteConfig) => routes.push(route),
    setGlobalData: () => assert.fail('no global data: it would ship with every page'),
  } as unknown as PluginContentLoadedActions;
  // The blog plugin's content, newest first.
  const blogPosts = [
    post('e', '2026-01-01', true),
    post('d', '2025-06-01'),
    post('c', '2025-01-01'),
    post('b', '2024-01-01'),
    post('a', '2023-01-01'),
  ];
  await latestPostsPlugin({ baseUrl: '/' } as LoadContext).allContentLoaded?.({
    allContent: { 'docusaurus-plugin-content-blog': { default: { blogPosts } } },
    actions,
  });
  assert.deepEqual(
    routes.map(({ path: route, exact, component }) => ({ route, exact, component })),
    [{ route: '/', exact: true, component: HOME_COMPONENT }],
  );
  assert.deepEqual(routes[0]?.props, {
    latestPosts: {
      posts: [
        ['d', '2025-06-01T00:00:00.000Z'],
        ['c', '2025-01-01T00:00:00.000Z'],
        ['b', '2024-01-01T00:00:00.000Z'],
      ].map(([title, date]) => ({ title, permalink: `/blog/${title}`, date, description: `${title} text` })),
    },
  });
});
