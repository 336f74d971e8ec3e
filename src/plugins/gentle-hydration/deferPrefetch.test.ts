import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { deferPrefetch } from './deferPrefetch';

function setUp() {
  const prefetched: string[] = [];
  const preloaded: string[] = [];
  const pending: (() => void)[] = [];
  const original = {
    prefetch: (route: string) => {
      prefetched.push(route);
      return false as const;
    },
    preload: (route: string) => {
      preloaded.push(route);
      return false as const;
    },
  };
  const deferred = deferPrefetch(original, (callback) => pending.push(callback));
  const idle = () => pending.shift()?.();
  return { prefetched, preloaded, pending, deferred, idle };
}

describe('prefetch in idle time', () => {
  it('prefetches nothing at once, then one route per idle period, in order', () => {
    const { prefetched, pending, deferred, idle } = setUp();
    deferred.prefetch('/a');
    deferred.prefetch('/b');
    deferred.prefetch('/a');
    assert.deepEqual(prefetched, []);
    assert.equal(pending.length, 1, 'one idle callback at a time');
    idle();
    assert.deepEqual(prefetched, ['/a']);
    idle();
    assert.deepEqual(prefetched, ['/a', '/b']);
    assert.equal(pending.length, 0, 'nothing left to schedule');
    deferred.prefetch('/c');
    idle();
    assert.deepEqual(prefetched, ['/a', '/b', '/c']);
  });

  it('leaves preloading (on hover, before a navigation) immediate, and the object frozen like the original', () => {
    const { preloaded, deferred } = setUp();
    deferred.preload('/a');
    assert.deepEqual(preloaded, ['/a']);
    assert.ok(Object.isFrozen(deferred));
  });
});
