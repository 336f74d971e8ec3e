import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderToStaticMarkup } from 'react-dom/server';
import { displayEstimate, estimateApr, estimateLabels, workedExample } from '@site/src/utils/apr';
import AprCalculator from './index';

const html = renderToStaticMarkup(<AprCalculator />);

test('every input has a real label pointing at it', () => {
  const inputs = [...html.matchAll(/<input[^>]*\bid="([^"]+)"/g)].map((match) => match[1]);
  assert.equal(inputs.length, 5);
  for (const id of inputs) {
    assert.ok(html.includes(`for="${id}"`), `a <label for="${id}">`);
  }
});

test('each input is described by its hint, and none is invalid at the start', () => {
  for (const match of html.matchAll(/<input[^>]*>/g)) {
    const describedBy = /aria-describedby="([^"]+)"/.exec(match[0])?.[1] ?? '';
    assert.ok(describedBy.endsWith('-hint'), match[0]);
    assert.ok(html.includes(`id="${describedBy}"`), `the hint ${describedBy} exists`);
    assert.doesNotMatch(match[0], /aria-invalid/);
  }
});

test('the results sit in a polite live region inside a labelled section', () => {
  assert.match(html, /<section[^>]*aria-labelledby="[^"]+"/);
  assert.match(html, /aria-live="polite"/);
});

test('the first render already shows the worked example, with no NaN or Infinity', () => {
  const shown = displayEstimate(estimateApr(workedExample));
  for (const { key, label } of estimateLabels) {
    assert.ok(html.includes(`<dt>${label}</dt><dd>${shown[key]}</dd>`), `${label}: ${shown[key]}`);
  }
  assert.doesNotMatch(html, /NaN|Infinity/);
});
