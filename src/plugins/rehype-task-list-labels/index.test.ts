import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import rehypeTaskListLabels from './index';

/** The plugin's output for task lists as GFM renders them. */
function run(html: string): string {
  const tree = fromHtml(html, { fragment: true });
  rehypeTaskListLabels()(tree);
  return toHtml(tree);
}

const CHECKBOX = '<input type="checkbox" disabled>';

test('task items: the checkbox and its words go into one label, inside the paragraph of a loose item', () => {
  for (const [html, labelled] of [
    // A tight item: a nested list stays out of the label.
    [
      `<li class="task-list-item">${CHECKBOX} Keys stay on <code>server</code>\n<ul><li>detail</li></ul></li>`,
      `<li class="task-list-item"><label>${CHECKBOX} Keys stay on <code>server</code>\n</label><ul><li>detail</li></ul></li>`,
    ],
    [
      `<li class="task-list-item">\n<p>${CHECKBOX} Test with a small amount.</p></li>`,
      `<li class="task-list-item">\n<p><label>${CHECKBOX} Test with a small amount.</label></p></li>`,
    ],
    // Ordinary list items are left alone.
    [`<li>${CHECKBOX} not a task item</li>`, `<li>${CHECKBOX} not a task item</li>`],
  ]) {
    assert.equal(run(`<ul>${html}</ul>`), `<ul>${labelled}</ul>`);
  }
});
