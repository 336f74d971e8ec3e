import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cleanHtmlUrlScript } from './index';

/** Runs the inline script against a fake location; returns where it sent the browser. */
function run(pathname: string, search = '', hash = ''): string | undefined {
  let replacedWith: string | undefined;
  const location = { pathname, search, hash, replace: (url: string) => (replacedWith = url) };
  new Function('location', cleanHtmlUrlScript)(location);
  return replacedWith;
}

test('odd spellings go to the clean path; clean paths are left alone', () => {
  const cases: [string, string | undefined][] = [
    // .html spellings
    ['/team.html', '/team'],
    ['/blog/intro-zkp2p-v3.html', '/blog/intro-zkp2p-v3'],
    ['/guides/for-buyers/index.html', '/guides/for-buyers'],
    ['/index.html', '/'],
    ['/TEAM.HTML', '/team'],
    // repeated slashes, capitals, invalid escapes
    ['//team', '/team'],
    ['/guides//introduction/zkp2p', '/guides/introduction/zkp2p'],
    ['/Guides/Introduction/Zkp2p', '/guides/introduction/zkp2p'],
    ['/%ZZ', '/%25zz'],
    ['/team%', '/team%25'],
    ['/caf%C3%A9', undefined],
    // encoded slashes become slashes, as the host that served the page read them
    ['/%2F', '/'],
    ['/team%2F', '/team'],
    ['/guides%2fintroduction%2Fzkp2p', '/guides/introduction/zkp2p'],
    // clean paths
    ['/', undefined],
    ['/team', undefined],
    ['/guides/for-buyers/', undefined],
    ['/blogs/rss.xml', undefined],
  ];
  for (const [from, to] of cases) assert.equal(run(from), to, from);
});

test('query and hash are kept', () => {
  assert.equal(run('/team.html', '?a=1', '#x'), '/team?a=1#x');
});
