import assert from 'node:assert/strict';
import { test } from 'node:test';
import { llmsProse } from './llms';
import { snapshotRoutePaths } from '../../tests/support/routes';

test('every page the llms.txt prose links to is a route of the site', () => {
  const prose = Object.values(llmsProse('https://example.org')).join('\n');
  const linked = [...prose.matchAll(/https:\/\/example\.org(\/[^\s)]*)\.md\)/g)].map((match) => match[1]);
  assert.ok(linked.length >= 3, 'links to the deployments pages and the redirect onramp');
  const routes = new Set(snapshotRoutePaths());
  for (const path of linked) assert.ok(routes.has(path ?? ''), `${path} is a route`);
});
