/**
 * Has upstream moved on from what the docs were checked against? Compares
 *
 * - the versions of our `@zkp2p/*` packages on the npm registry (`latest`)
 *   with the exact versions package.json pins, and
 * - the deployment files of the contracts repository zkp2p/zkp2p-contracts
 *   (`deployments/<network>/<Contract>.json`, each with its `address`; most
 *   network folders name their chain id in `.chainId`) with the addresses src/data/deployments.ts
 *   lists: an address upstream that the docs do not list is a deployment the
 *   docs have not caught up with (addresses land there before a package
 *   publishes them),
 *
 * and writes what differs, with the pages to re-check, as the body of an
 * issue. The daily workflow .github/workflows/drift.yml runs it on a fresh
 * sparse clone of the contracts repository and opens or updates that issue.
 *
 * Usage: node --import tsx scripts/drift.ts --contracts <clone> [--contracts-ref <commit>] [--out drift.md]
 * With drift, it writes the report to --out (and prints it); without, it
 * removes --out. It exits non-zero only when it cannot compare.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, globSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

/** The source folders of the pages, where a page names a package or renders addresses. */
const PAGE_FOLDERS = ['guides', 'protocol', 'developer', 'brand-kit', 'blog'];

/** The components that render addresses from src/data/deployments.ts. */
const ADDRESS_COMPONENTS = /<(DeploymentTable|ContractAddress)\b/;

export type PackageDrift = { name: string; pinned: string; latest: string };
/** A deployment file upstream; `chainId` comes from the network folder's `.chainId`, when it has one. */
export type UpstreamDeployment = { network: string; chainId?: number; name: string; address: string };
export type ListedAddress = { chainId: number; address: string };

/** Our exact `@zkp2p/*` pins, from package.json's dependencies and devDependencies. */
export function zkp2pPins(packageJson: {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}): Record<string, string> {
  const all = { ...packageJson.dependencies, ...packageJson.devDependencies };
  return Object.fromEntries(Object.entries(all).filter(([name]) => name.startsWith('@zkp2p/')));
}

/** Each pinned package whose `latest` version on the registry is another. */
export function comparePackages(pins: Record<string, string>, latest: Record<string, string>): PackageDrift[] {
  return Object.entries(pins)
    .filter(([name, pinned]) => latest[name] !== undefined && latest[name] !== pinned)
    .map(([name, pinned]) => ({ name, pinned, latest: latest[name] ?? '' }));
}

/**
 * Every deployment file of a checkout of the contracts repository: the JSON
 * files with an `address` directly in a folder of `deployments/` (one folder
 * per network; a new folder counts too).
 */
export function readUpstreamDeployments(checkout: string): UpstreamDeployment[] {
  const root = path.join(checkout, 'deployments');
  const found: UpstreamDeployment[] = [];
  for (const network of readdirSync(root, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
    const folder = path.join(root, network.name);
    const chainFile = path.join(folder, '.chainId');
    const chainId = existsSync(chainFile) ? Number(readFileSync(chainFile, 'utf8').trim()) : undefined;
    const files = readdirSync(folder, { withFileTypes: true }).filter((e) => e.isFile() && e.name.endsWith('.json'));
    for (const file of files.map((entry) => entry.name).sort()) {
      const { address } = JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as { address?: unknown };
      if (typeof address !== 'string') continue;
      found.push({ network: network.name, chainId, name: file.replace(/\.json$/, ''), address });
    }
  }
  return found;
}

/** The upstream deployments whose address the docs do not list on that chain (on any chain, when it is not named). */
export function compareDeployments(
  upstream: readonly UpstreamDeployment[],
  listed: readonly ListedAddress[],
): UpstreamDeployment[] {
  const onChain = new Set(listed.map(({ chainId, address }) => `${chainId}:${address.toLowerCase()}`));
  const anywhere = new Set(listed.map(({ address }) => address.toLowerCase()));
  return upstream.filter(({ chainId, address }) =>
    chainId === undefined ? !anywhere.has(address.toLowerCase()) : !onChain.has(`${chainId}:${address.toLowerCase()}`),
  );
}

/** The page sources (relative to `root`) that a change of these packages, or of the deployments, can make wrong. */
export function pagesToRecheck(root: string, packages: readonly string[], deploymentsChanged: boolean): string[] {
  const files = globSync(
    PAGE_FOLDERS.map((folder) => `${folder}/**/*.{md,mdx}`),
    { cwd: root },
  );
  return files
    .filter((file) => {
      const text = readFileSync(path.join(root, file), 'utf8');
      return packages.some((name) => text.includes(name)) || (deploymentsChanged && ADDRESS_COMPONENTS.test(text));
    })
    .sort();
}

/** The issue body, or '' when nothing differs. */
export function report(options: {
  packages: readonly PackageDrift[];
  deployments: readonly UpstreamDeployment[];
  pages: readonly string[];
  contractsRef: string;
}): string {
  const { packages, deployments, pages, contractsRef } = options;
  if (packages.length === 0 && deployments.length === 0) return '';
  const lines: string[] = ['The sources these docs were checked against have moved on.', ''];
  if (packages.length > 0) {
    lines.push('## npm packages', '', '| package | our pin | registry `latest` |', '| --- | --- | --- |');
    for (const { name, pinned, latest } of packages) lines.push(`| \`${name}\` | ${pinned} | ${latest} |`);
    lines.push('');
  }
  if (deployments.length > 0) {
    lines.push(
      '## Deployments',
      '',
      `Addresses in zkp2p/zkp2p-contracts (\`deployments/\`, commit ${contractsRef}) that \`src/data/deployments.ts\` does not list:`,
      '',
      '| network (chain id) | contract | address |',
      '| --- | --- | --- |',
    );
    for (const { network, chainId, name, address } of deployments) {
      lines.push(`| ${network} (${chainId ?? 'not named'}) | ${name} | \`${address}\` |`);
    }
    lines.push('');
  }
  lines.push('## Pages to re-check', '');
  for (const page of pages) lines.push(`- \`${page}\``);
  if (pages.length === 0) lines.push('- none found by name; check the data files under `src/data/`');
  lines.push(
    '',
    '## What to do',
    '',
    '- Read what changed in the package (its files, the SDK’s `getContracts()`) and in the repository.',
    '- Update `src/data/` (for a package: the pin, then `PACKAGES` in `src/data/chains.ts`), and the pages above.',
    '- The data tests (`npm run test:unit`) hold the data to the installed packages; Dependabot’s pull request for `@zkp2p/*` waits for them.',
    '',
    'This issue is updated by the daily drift check (`scripts/drift.ts`) and can be closed once the docs have caught up.',
  );
  return `${lines.join('\n')}\n`;
}

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

/** The `latest` version of a package on the registry npm is set up for. */
function latestVersion(name: string): string {
  return execFileSync('npm', ['view', name, 'dist-tags.latest'], { encoding: 'utf8' }).trim();
}

async function main(): Promise<void> {
  const contracts = argument('--contracts');
  if (!contracts)
    throw new Error('Usage: scripts/drift.ts --contracts <clone> [--contracts-ref <commit>] [--out file]');
  const { deployments } = await import('../src/data/deployments');
  const pins = zkp2pPins(JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as object);
  const packages = comparePackages(
    pins,
    Object.fromEntries(Object.keys(pins).map((name) => [name, latestVersion(name)])),
  );
  const moved = compareDeployments(readUpstreamDeployments(contracts), deployments);
  const pages = pagesToRecheck(
    ROOT,
    packages.map(({ name }) => name),
    moved.length > 0,
  );
  const body = report({ packages, deployments: moved, pages, contractsRef: argument('--contracts-ref') ?? 'unknown' });
  const out = argument('--out');
  if (out && body) writeFileSync(out, body);
  if (out && !body) rmSync(out, { force: true });
  console.log(body || 'No drift: the pins match the registry and the data lists every upstream address.');
}

// Run as a command, not when the tests import it.
if (process.argv[1]?.endsWith(path.join('scripts', 'drift.ts'))) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
