import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderToStaticMarkup } from 'react-dom/server';
import PageActions, { assistantLinks, assistantPrompt, copyPageMessages } from './index';

const twin = 'https://docs.zkp2p.xyz/guides/introduction/zkp2p.md';
const html = renderToStaticMarkup(
  <PageActions markdownUrl="/guides/introduction/zkp2p.md" markdownAbsoluteUrl={twin} />,
);

test('renders Copy page, a closed disclosure and an empty status line', () => {
  assert.match(html, /<button type="button"[^>]*>.*Copy page<\/button>/);
  const toggle = /<button[^>]*aria-label="More page actions"[^>]*>/.exec(html)?.[0] ?? '';
  assert.match(toggle, /aria-expanded="false"/);
  const controls = /aria-controls="([^"]+)"/.exec(toggle)?.[1];
  assert.ok(controls, 'the toggle names the list it controls');
  assert.match(html, new RegExp(`<ul id="${controls}"[^>]*hidden=""`));
  assert.match(html, /<span [^>]*role="status"[^>]*><\/span>/);
});

test('the list links to the Markdown twin and opens ChatGPT and Claude in a new tab', () => {
  assert.match(html, /<a [^>]*href="\/guides\/introduction\/zkp2p\.md"[^>]*>.*View as Markdown/);
  for (const { name, href } of assistantLinks(twin)) {
    const link = new RegExp(`<a [^>]*href="${href.replace(/[.?]/g, '\\$&')}"[^>]*>`).exec(html)?.[0] ?? '';
    assert.match(link, /target="_blank"/, name);
    assert.match(link, /rel="noopener noreferrer"/, name);
  }
});

test('assistant links carry a prompt that names the twin, encoded', () => {
  const [chatgpt, claude] = assistantLinks(twin);
  assert.equal(chatgpt?.name, 'ChatGPT');
  assert.equal(claude?.name, 'Claude');
  const chatgptUrl = new URL(chatgpt?.href ?? '');
  const claudeUrl = new URL(claude?.href ?? '');
  assert.equal(`${chatgptUrl.origin}${chatgptUrl.pathname}`, 'https://chatgpt.com/');
  assert.equal(`${claudeUrl.origin}${claudeUrl.pathname}`, 'https://claude.ai/new');
  for (const url of [chatgptUrl, claudeUrl]) {
    assert.equal(url.searchParams.get('q'), assistantPrompt(twin));
    assert.ok(url.searchParams.get('q')?.includes(twin));
  }
});

test('every status but idle has a message, and a failure says what to do instead', () => {
  assert.equal(copyPageMessages.idle, '');
  for (const [status, message] of Object.entries(copyPageMessages)) {
    if (status !== 'idle') {
      assert.ok(message.length > 0, status);
    }
  }
  assert.match(copyPageMessages.failed, /View as Markdown/);
});
