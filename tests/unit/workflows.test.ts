/**
 * Every action the GitHub workflows use is pinned to a full commit, with the
 * release it is in as a comment, so a moved tag cannot change what runs (and
 * Dependabot can propose the next release's commit).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { globSync, readFileSync } from 'node:fs';

const workflows = globSync('.github/workflows/*.{yml,yaml}');

test('there are workflows to check', () => {
  assert.ok(workflows.length >= 2, workflows.join(', '));
});

test('every `uses:` names a full commit and its release', () => {
  for (const file of workflows) {
    const uses = readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => /^\s*(-\s+)?uses:/.test(line));
    for (const line of uses) {
      assert.match(line, /uses: [\w.-]+\/[\w./-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/, `${file}: ${line.trim()}`);
    }
  }
});
