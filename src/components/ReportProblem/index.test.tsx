import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderToStaticMarkup } from 'react-dom/server';
import { links } from '@site/src/data/links';
import ReportProblem, { reportProblemUrl } from './index';

const page = { title: 'Risks & fees', url: 'https://docs.zkp2p.xyz/guides/privacy-safety/risks' };

test('opens a new issue on the docs repository with the page title and URL filled in', () => {
  const url = new URL(reportProblemUrl(page));
  assert.equal(`${url.origin}${url.pathname}`, `${links.docsRepo}/issues/new`);
  assert.equal(url.searchParams.get('title'), 'Problem on "Risks & fees"');
  const body = url.searchParams.get('body') ?? '';
  assert.ok(body.includes(page.url), body);
  assert.ok(body.includes(page.title), body);
});

test('renders the link with its label', () => {
  const html = renderToStaticMarkup(<ReportProblem {...page} />);
  assert.match(html, /<a href="https:\/\/github\.com\/zkp2p\/docs\/issues\/new\?title=[^"]+&amp;body=[^"]+">/);
  assert.match(html, /Report a problem with this page<\/a>/);
});
