import assert from 'node:assert/strict';
import { test } from 'node:test';
import { matchRoutes, parseRoutes } from './routeChunks';

// The shape of the `.docusaurus/routes.js` the build writes.
const ROUTES_JS = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  { path: '/team', component: ComponentCreator('/team', '4a9'), exact: true },
  {
    path: '/guides',
    component: ComponentCreator('/guides', '0a1'),
    routes: [
      {
        path: '/guides',
        component: ComponentCreator('/guides', 'b2c'),
        routes: [
          { path: '/guides/for-buyers', component: ComponentCreator('/guides/for-buyers', 'd3e'), exact: true },
          { path: '/guides/for-buyers/onboarding', component: ComponentCreator('/guides/for-buyers/onboarding', 'f4a'), exact: true },
        ],
      },
    ],
  },
  { path: '/', component: ComponentCreator('/', 'e5b'), exact: true },
  { path: '*', component: ComponentCreator('*') },
];
`;

const routes = parseRoutes(ROUTES_JS);
const keys = (pathname: string) => matchRoutes(routes, pathname).map((route) => route.component);

test('a doc matches its layout routes, outermost first, then the page', () => {
  assert.deepEqual(keys('/guides/for-buyers/onboarding'), [
    '/guides-0a1',
    '/guides-b2c',
    '/guides/for-buyers/onboarding-f4a',
  ]);
});

test('exact routes match only their own path', () => {
  assert.deepEqual(keys('/team'), ['/team-4a9']);
  assert.deepEqual(keys('/guides/for-buyers'), ['/guides-0a1', '/guides-b2c', '/guides/for-buyers-d3e']);
});

test('a layout path does not match a longer word that starts with it', () => {
  assert.deepEqual(keys('/guidestar'), ['*']);
});

test('anything else falls to the catch-all route', () => {
  assert.deepEqual(keys('/no-such-page'), ['*']);
});
