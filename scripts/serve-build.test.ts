import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { resolveFile } from './serve-build';

test('resolveFile answers like a static host, whichever way the folder is written', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'serve-build-'));
  mkdirSync(path.join(root, 'team'));
  for (const file of ['index.html', 'team/index.html', '404.html', '_headers'])
    writeFileSync(path.join(root, file), '');
  for (const dir of [root, `${root}/`]) {
    assert.equal(resolveFile(dir, '/'), path.join(root, 'index.html'));
    assert.equal(resolveFile(dir, '/team'), path.join(root, 'team/index.html'));
    assert.equal(resolveFile(dir, '/team/'), path.join(root, 'team/index.html'));
    assert.equal(resolveFile(dir, '/404.html'), path.join(root, '404.html'));
    assert.equal(resolveFile(dir, '/_headers'), undefined, 'the headers file is not served');
    assert.equal(resolveFile(dir, '/../etc/passwd'), undefined);
    assert.equal(resolveFile(dir, '/%E0%A4%A'), undefined, 'a broken escape');
    assert.equal(resolveFile(dir, '/missing'), undefined);
  }
});
