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

test('nothing shows before the 200 ms delay has passed', () => {
  assert.equal(renderToStaticMarkup(<Loading error={null} retry={noop} pastDelay={false} />), '');
});

test('after the delay a spinner with a status for screen readers shows', () => {
  const html = renderToStaticMarkup(<Loading error={null} retry={noop} pastDelay />);
  assert.match(html, /role="status"/);
  assert.match(html, /Loading…/);
});
