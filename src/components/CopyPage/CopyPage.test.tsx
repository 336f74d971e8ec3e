import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderToStaticMarkup } from 'react-dom/server';
import CopyPage, { copyPageMessages } from './index';

test('renders a Copy page button, a link to the Markdown twin and an empty status line', () => {
  const html = renderToStaticMarkup(<CopyPage markdownUrl="/guides/introduction/zkp2p.md" />);
  assert.match(html, /<button type="button"[^>]*>.*Copy page<\/button>/);
  assert.match(html, /<a [^>]*href="\/guides\/introduction\/zkp2p\.md"[^>]*>.*View as Markdown<\/a>/);
  assert.match(html, /<span [^>]*role="status"[^>]*><\/span>/);
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
