import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderToStaticMarkup } from 'react-dom/server';
import Loading from './index';

const noop = () => undefined;

test('a failed chunk shows its error and a Retry button', () => {
  const html = renderToStaticMarkup(
    <Loading error={new Error('Loading chunk 42 failed')} retry={noop} pastDelay={false} />,
  );
  assert.match(html, /role="alert"/);
  assert.match(html, /Loading chunk 42 failed/);
  assert.match(html, /<button[^>]*>Retry<\/button>/);
});

test('while loading, the original component shows (its 200 ms delay, then its spinner)', () => {
  assert.equal(
    renderToStaticMarkup(<Loading error={null} retry={noop} pastDelay={false} />),
    '<span data-original-loading="waiting"></span>',
  );
  assert.equal(
    renderToStaticMarkup(<Loading error={null} retry={noop} pastDelay />),
    '<span data-original-loading="past-delay"></span>',
  );
});
