import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Element, Root } from 'hast';
import rehypeTaskListLabels from './index';

const text = (value: string) => ({ type: 'text' as const, value });
const el = (tagName: string, properties: Element['properties'], children: Element['children'] = []): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const checkbox = () => el('input', { type: 'checkbox', disabled: true });

function run(tree: Root): Root {
  rehypeTaskListLabels()(tree);
  return tree;
}

test('a tight task item: the checkbox and its words go into one label, a nested list stays out', () => {
  const nested = el('ul', {}, [el('li', {}, [text('detail')])]);
  const item = el('li', { className: ['task-list-item'] }, [
    checkbox(),
    text(' Keys stay on '),
    el('code', {}, [text('server')]),
    text('\n'),
    nested,
  ]);
  run({ type: 'root', children: [el('ul', { className: ['contains-task-list'] }, [item])] });
  const [label, after] = item.children as Element[];
  assert.equal(label?.tagName, 'label');
  assert.equal((label?.children[0] as Element).tagName, 'input');
  assert.equal(label?.children.length, 4);
  assert.equal(after, nested);
});

test('a loose task item: the label goes inside the paragraph that holds the checkbox', () => {
  const paragraph = el('p', {}, [checkbox(), text(' Test with a small amount.')]);
  const item = el('li', { className: ['task-list-item'] }, [text('\n'), paragraph]);
  run({ type: 'root', children: [item] });
  assert.equal((paragraph.children[0] as Element).tagName, 'label');
  assert.equal(paragraph.children.length, 1);
});

test('ordinary list items and checkboxes outside task lists are left alone', () => {
  const plain = el('li', {}, [checkbox(), text(' not a task item')]);
  run({ type: 'root', children: [plain] });
  assert.equal((plain.children[0] as Element).tagName, 'input');
});
