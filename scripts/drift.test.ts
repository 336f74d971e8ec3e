import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deployments } from '../src/data/deployments';
import {
  comparePackages,
  compareDeployments,
  pagesToRecheck,
  readUpstreamDeployments,
  report,
  zkp2pPins,
} from './drift';

const ROOT = path.resolve(import.meta.dirname, '..');
/** The contracts repository as it stands in November 2026, cut down (see its README.md). */
const UPSTREAM = path.join(ROOT, 'tests/fixtures/drift/contracts-2026-11');

test("on today's contracts repository, the check finds the deployment the docs do not list", () => {
  const moved = compareDeployments(readUpstreamDeployments(UPSTREAM), deployments);
  assert.deepEqual(moved, [
    {
      network: 'base_prod',
      chainId: undefined,
      name: 'DepositCreationGuard',
      address: '0x0D765BD7322b9E8C85F66Cc3353dBc6B6d602e2f',
    },
  ]);
  const body = report({
    packages: [],
    deployments: moved,
    pages: ['protocol/v3/v3-deployments.mdx'],
    contractsRef: 'cd8a17a',
  });
  assert.match(
    body,
    /\| base_prod \(not named\) \| DepositCreationGuard \| `0x0D765BD7322b9E8C85F66Cc3353dBc6B6d602e2f` \|/,
  );
  assert.match(body, /commit cd8a17a/);
  assert.match(body, /## Pages to re-check\n\n- `protocol\/v3\/v3-deployments.mdx`/);
});

test('only deployment files count: JSON with an address directly in a network folder', () => {
  const found = readUpstreamDeployments(UPSTREAM);
  assert.deepEqual(
    found.map(({ network, chainId, name }) => `${network} ${chainId ?? '-'} ${name}`),
    ['base 8453 OrchestratorV3', 'base 8453 WhitelistPolicyMethodScoped', 'base_prod - DepositCreationGuard'],
  );
});

test('an address counts as listed on its own chain only, and in any letter case', () => {
  const address = '0x014025fDE093f8701d86e9f38e2C3a9b779cb5c7';
  const upstream = [{ network: 'base_sepolia', chainId: 84532, name: 'OrchestratorV3', address }];
  assert.equal(compareDeployments(upstream, [{ chainId: 8453, address }]).length, 1);
  assert.equal(compareDeployments(upstream, [{ chainId: 84532, address: address.toLowerCase() }]).length, 0);
});

test('a package is reported when the registry has another version than our pin', () => {
  const pins = zkp2pPins(JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as object);
  assert.deepEqual(Object.keys(pins).sort(), ['@zkp2p/contracts-v2', '@zkp2p/sdk']);
  const latest = { ...pins, '@zkp2p/sdk': '0.15.0' };
  assert.deepEqual(comparePackages(pins, latest), [
    { name: '@zkp2p/sdk', pinned: pins['@zkp2p/sdk'], latest: '0.15.0' },
  ]);
  assert.deepEqual(comparePackages(pins, pins), []);
  const body = report({ packages: comparePackages(pins, latest), deployments: [], pages: [], contractsRef: 'x' });
  assert.match(body, /\| `@zkp2p\/sdk` \| \d+\.\d+\.\d+ \| 0\.15\.0 \|/);
});

test('nothing differs: no report', () => {
  assert.equal(report({ packages: [], deployments: [], pages: ['x.md'], contractsRef: 'x' }), '');
});

test('the pages to re-check: those naming a changed package, and those rendering addresses', (t) => {
  const root = mkdtempSync(path.join(tmpdir(), 'drift-pages-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const pages: Record<string, string> = {
    'protocol/sdk.md': 'Checked against `@zkp2p/sdk` 0.14.1.',
    'protocol/addresses.mdx': '<DeploymentTable version="v3" />',
    'guides/other.md': 'Nothing about packages.',
    'src/not-a-page.md': '@zkp2p/sdk',
  };
  for (const [file, text] of Object.entries(pages)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  assert.deepEqual(pagesToRecheck(root, ['@zkp2p/sdk'], false), ['protocol/sdk.md']);
  assert.deepEqual(pagesToRecheck(root, [], true), ['protocol/addresses.mdx']);
  // On the real site, a change of the deployments points at the deployments page.
  assert.ok(pagesToRecheck(ROOT, [], true).includes('protocol/v3/v3-deployments.mdx'));
});
