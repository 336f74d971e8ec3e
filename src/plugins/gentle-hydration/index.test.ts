import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { REPLACED_REQUEST, replacementFor, replacements } from './index';
import { windowSizeFor } from './useWindowSize';

describe('gentle hydration', () => {
  it('points at Docusaurus modules that exist, and at our files', () => {
    for (const [original, replacement] of Object.entries(replacements)) {
      assert.ok(existsSync(`${original}.js`), original);
      assert.ok(existsSync(replacement), replacement);
    }
  });

  it('replaces the imports Docusaurus makes of them, and nothing else', () => {
    const [browserContext, windowSize, preload] = Object.keys(replacements) as [string, string, string];
    const core = path.dirname(browserContext);
    assert.equal(replacementFor(core, './browserContext'), replacements[browserContext]);
    assert.equal(replacementFor(path.join(core, 'exports'), '../browserContext'), replacements[browserContext]);
    assert.equal(
      replacementFor(path.join(path.dirname(windowSize), '..'), './hooks/useWindowSize.js'),
      replacements[windowSize],
    );
    assert.equal(replacementFor(core, './preload'), replacements[preload]);
    // The stand-in imports the original by package path, which is left alone.
    assert.equal(
      replacementFor(path.dirname(replacements[preload] ?? ''), '@docusaurus/core/lib/client/preload'),
      undefined,
    );
    assert.equal(replacementFor('/elsewhere', './browserContext'), undefined);
    assert.equal(replacementFor(core, 'browserContext'), undefined);
  });

  it('lets the bundler offer it every import that could name one of them', () => {
    for (const request of ['./browserContext', '../browserContext', './hooks/useWindowSize.js', './preload']) {
      assert.match(request, REPLACED_REQUEST);
    }
    assert.doesNotMatch('./preloadImages', REPLACED_REQUEST);
  });

  it('answers desktop above the breakpoint, mobile at and below it', () => {
    assert.equal(windowSizeFor(997), 'desktop');
    assert.equal(windowSizeFor(996), 'mobile');
    assert.equal(windowSizeFor(390), 'mobile');
  });
});
