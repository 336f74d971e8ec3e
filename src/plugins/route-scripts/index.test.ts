import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { htmlFileOf } from './index';

describe('route scripts', () => {
  it('finds the built file of a route', () => {
    assert.equal(htmlFileOf('/out', '/'), path.join('/out', 'index.html'));
    assert.equal(
      htmlFileOf('/out', '/guides/introduction/zkp2p'),
      path.join('/out', 'guides/introduction/zkp2p/index.html'),
    );
    assert.equal(htmlFileOf('/out', '/brand-kit/'), path.join('/out', 'brand-kit/index.html'));
    assert.equal(htmlFileOf('/out', '/404.html'), path.join('/out', '404.html'));
  });
});
