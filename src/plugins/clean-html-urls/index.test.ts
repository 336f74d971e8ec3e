import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import cleanHtmlUrlsPlugin, { cleanHtmlUrlScript, cleanHtmlUrlScriptHash } from './index';

/** Runs the inline script against a fake location; returns where it sent the browser. */
function run(pathname: string, search = '', hash = ''): string | undefined {
  let replacedWith: string | undefined;
  const location = { pathname, search, hash, replace: (url: string) => (replacedWith = url) };
  new Function('location', cleanHtmlUrlScript)(location);
  return replacedWith;
}

test('.html spellings go to the clean path', () => {
  assert.equal(run('/team.html'), '/team');
  assert.equal(run('/blog/intro-zkp2p-v3.html'), '/blog/intro-zkp2p-v3');
  assert.equal(run('/guides/for-buyers/index.html'), '/guides/for-buyers');
  assert.equal(run('/index.html'), '/');
  assert.equal(run('/TEAM.HTML'), '/team');
});

test('odd spellings are made safe: repeated slashes, capitals, invalid escapes', () => {
  assert.equal(run('//team'), '/team');
  assert.equal(run('/guides//introduction/zkp2p'), '/guides/introduction/zkp2p');
  assert.equal(run('/Guides/Introduction/Zkp2p'), '/guides/introduction/zkp2p');
  assert.equal(run('/%ZZ'), '/%25zz');
  assert.equal(run('/team%'), '/team%25');
  assert.equal(run('/caf%C3%A9'), undefined);
});

test('encoded slashes become slashes, as the host that served the page read them', () => {
  assert.equal(run('/%2F'), '/');
  assert.equal(run('/team%2F'), '/team');
  assert.equal(run('/guides%2fintroduction%2Fzkp2p'), '/guides/introduction/zkp2p');
});

test('query and hash are kept', () => {
  assert.equal(run('/team.html', '?a=1', '#x'), '/team?a=1#x');
});

test('clean paths are left alone', () => {
  assert.equal(run('/'), undefined);
  assert.equal(run('/team'), undefined);
  assert.equal(run('/guides/for-buyers/'), undefined);
  assert.equal(run('/blogs/rss.xml'), undefined);
});

test('the plugin injects the script in <head> and publishes its CSP hash', () => {
  const tags = cleanHtmlUrlsPlugin().injectHtmlTags?.({ content: undefined });
  assert.deepEqual(tags, { headTags: [{ tagName: 'script', innerHTML: cleanHtmlUrlScript }] });
  const expected = createHash('sha256').update(cleanHtmlUrlScript).digest('base64');
  assert.equal(cleanHtmlUrlScriptHash, `'sha256-${expected}'`);
});
