import { test } from 'node:test';
import assert from 'node:assert/strict';
import { separateImplicitlyClosedElements } from '.';

test('table cells and definition-list items are kept apart when their end tags are left out', () => {
  assert.equal(
    separateImplicitlyClosedElements('<table><tr><th>a<th>b<tr><td class=x>c<td>d</table><dl><dt>e<dd>f</dl>'),
    '<table> <tr> <th>a <th>b <tr> <td class=x>c <td>d</table><dl> <dt>e <dd>f</dl>',
  );
  // Other tags that start with the same letters are left alone.
  assert.equal(separateImplicitlyClosedElements('<thead><tbody><details><del>'), '<thead><tbody><details><del>');
});
