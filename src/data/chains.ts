/**
 * The small shared part of the deployment data: protocol versions,
 * environments, chains and their explorers, source links, and where each
 * version's addresses are published. Components that only link to a chain,
 * an explorer or a source file import this module, so a page that shows one
 * address or one parameter does not carry every deployment in its JavaScript;
 * `deployments.ts` (the address list itself) re-exports all of it.
 */

export const PROTOCOL_VERSIONS = ['v2', 'v3'] as const;
export type ProtocolVersion = (typeof PROTOCOL_VERSIONS)[number];

/** `production` is what the ZKP2P app uses; `staging` shares Base mainnet but is a separate, pre-release system. */
export const ENVIRONMENTS = ['production', 'staging', 'testnet'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];
export const environmentOf = (value: unknown): Environment => oneOf('environment', ENVIRONMENTS, value);

/** A value named in a page (an MDX attribute), checked against its list: the error names the values there are. */
export function oneOf<T extends string>(what: string, values: readonly T[], value: unknown): T {
  const found = values.find((known) => known === value);
  if (!found) throw new Error(`${what} must be one of ${values.join(', ')}, not ${String(value)}`);
  return found;
}

export const protocolVersion = (value: unknown): ProtocolVersion => oneOf('version', PROTOCOL_VERSIONS, value);

/**
 * Where a deployment stands today, judged from what the official SDK sends new
 * deposits and intents to: `current` is in that path (or part of the stack it
 * relies on); `legacy` is no longer used for new deposits or intents but may
 * still hold funds or open state that is being wound down; `retired` is no
 * longer used and kept only as history.
 */
export const DEPLOYMENT_STATUSES = ['current', 'legacy', 'retired'] as const;
export type DeploymentStatus = (typeof DEPLOYMENT_STATUSES)[number];

export const deploymentStatus = (value: unknown): DeploymentStatus => oneOf('status', DEPLOYMENT_STATUSES, value);

/** `contract` is deployed code; `account` is a key or multisig that holds a role; `test-token` is a valueless testnet token. */
export type EntryKind = 'contract' | 'account' | 'test-token';

export type ChainId = 8453 | 84532 | 11155111;

export type Chain = {
  id: ChainId;
  name: string;
  /** Human name of the block explorer, used in link text. */
  explorerName: string;
  /** Explorer origin without a trailing slash; addresses live at `${explorerUrl}/address/<address>`. */
  explorerUrl: string;
};

/** Explorer origins as configured for contract verification in the contracts repository (`hardhat.config.ts`). */
export const chains: Readonly<Record<ChainId, Chain>> = {
  8453: {
    id: 8453,
    name: 'Base',
    explorerName: 'Basescan',
    explorerUrl: 'https://basescan.org',
  },
  84532: {
    id: 84532,
    name: 'Base Sepolia',
    explorerName: 'Basescan Sepolia',
    explorerUrl: 'https://sepolia.basescan.org',
  },
  11155111: {
    id: 11155111,
    name: 'Ethereum Sepolia',
    explorerName: 'Etherscan Sepolia',
    explorerUrl: 'https://sepolia.etherscan.io',
  },
};

/**
 * Where a fact was read: a file in a public GitHub repository at a branch or
 * commit, or a file of a published npm package at a version (`repository` is
 * then the package name and `ref` its version).
 */
export type Source = {
  repository:
    'zkp2p/zkp2p-v2-contracts' | 'zkp2p/zkp2p-contracts' | 'zkp2p/docs' | '@zkp2p/contracts-v2' | '@zkp2p/sdk';
  ref: string;
  path: string;
};

/** The npm packages the current facts are read from, with the version and publication day checked. */
export const PACKAGES = {
  contracts: { name: '@zkp2p/contracts-v2', version: '0.4.1', published: '2026-09-13' },
  sdk: { name: '@zkp2p/sdk', version: '0.14.1', published: '2026-09-13' },
} as const;

/** The newest commit of the zkp2p/docs repository the site was checked against (1 July 2026). */
export const DOCS_CHECKED = { repository: 'zkp2p/docs', ref: '6425a54' } as const;

/** A zkp2p/docs page at the newest commit checked, or at `ref` where the fact comes from an older one. */
export function docsSource(path: string, ref: string = DOCS_CHECKED.ref): Source {
  return { repository: DOCS_CHECKED.repository, ref, path };
}

/** A file of `@zkp2p/contracts-v2` at the version checked. */
export function packageSource(path: string): Source {
  return { repository: PACKAGES.contracts.name, ref: PACKAGES.contracts.version, path };
}

/** A file of `@zkp2p/sdk` at the version checked. */
export function sdkSource(path: string): Source {
  return { repository: PACKAGES.sdk.name, ref: PACKAGES.sdk.version, path };
}

/** The URL of an address page on the chain's block explorer. */
export function explorerAddressUrl(chainId: ChainId, address: string): string {
  return `${chains[chainId].explorerUrl}/address/${address}`;
}

/** The page that lists each version's addresses. */
export const deploymentsPages: Readonly<Record<ProtocolVersion, string>> = {
  v2: '/protocol/v2/smart-contracts/v2-deployments',
  v3: '/protocol/v3/v3-deployments',
};

/**
 * Where the build writes a version's addresses as a JSON file
 * (`src/plugins/deployments-json`): a file to download, not a page.
 */
export function deploymentsJsonPath(version: ProtocolVersion): string {
  return `/downloads/zkp2p-${version}-deployments.json`;
}

/** The public URL of a source file: on GitHub, or in the published npm package (unpkg serves its files). */
export function sourceUrl(source: Source): string {
  if (source.repository.startsWith('@')) return `https://unpkg.com/${source.repository}@${source.ref}/${source.path}`;
  return `https://github.com/${source.repository}/blob/${source.ref}/${source.path}`;
}

/** The commits of zkp2p/zkp2p-v2-contracts the data files were read from: V3 on `main`, V2 on `v2-main`. */
const contractRefs: Readonly<Record<ProtocolVersion, string>> = { v3: '4241be0', v2: 'da735c5' };

/** A file of the contracts repository at the commit the data for `version` was read from. */
export function contractSource(version: ProtocolVersion, path: string): Source {
  return { repository: 'zkp2p/zkp2p-v2-contracts', ref: contractRefs[version], path };
}
