import { test } from 'node:test';
import assert from 'node:assert/strict';
import { frontMatterText, images, parseDoc } from './markdown';

test('parseDoc reads YAML front matter, if any, and the body after it', () => {
  const doc = parseDoc("---\ndescription: 'It''s: quoted'\nslug: /x\nauthors: [zkp2p, richard]\n---\n\n# Title\n");
  assert.equal(doc.frontMatter.description, "It's: quoted");
  assert.equal(doc.frontMatter.slug, '/x');
  assert.deepEqual(doc.frontMatter.authors, ['zkp2p', 'richard']);
  assert.equal(doc.body.trim(), '# Title');
  assert.deepEqual(parseDoc('# Only a title').frontMatter, {});
});

test('frontMatterText gives strings as written and YAML dates as days', () => {
  const { frontMatter } = parseDoc('---\ntitle: "2025"\ndate: 2025-02-05\nsidebar_position: 3\n---\n');
  assert.equal(frontMatterText(frontMatter, 'title'), '2025');
  assert.equal(frontMatterText(frontMatter, 'date'), '2025-02-05');
  assert.equal(frontMatterText(frontMatter, 'sidebar_position'), undefined);
  assert.equal(frontMatterText(frontMatter, 'missing'), undefined);
});

test('images finds Markdown and JSX images with their alt text', () => {
  const found = images('![A diagram](./flow.svg)\n<img src="/a.png" alt="" />\n<img src={x} alt={"Chart"} />');
  assert.deepEqual(found, [
    { alt: 'A diagram', src: './flow.svg' },
    { alt: '', src: '/a.png' },
    { alt: 'Chart', src: 'x' },
  ]);
});
