/**
 * Where the Solidity of today's V3 contracts can be read, and what that
 * source is. Every page that answers a question from contract code (who may
 * call a function, what a pause stops, a fee cap, a time unit) cites a row of
 * this file, and `<PublicSource>` renders the one shared sentence about it,
 * so the caveat is stated once and identically everywhere.
 *
 * The repository is zkp2p/zkp2p-contracts. It holds the contracts' source in
 * many versions, and ZKP2P names none of them as the deployed build. For the
 * contracts below the repository also keeps a hardhat-deploy record of the
 * Base deployment (`deployments/base/<Contract>.json`): the address it
 * deployed, the block, the constructor arguments and, in its compiler
 * metadata, the literal source files that were compiled. Those records name
 * the same addresses as `@zkp2p/contracts-v2` 0.4.1 (the unit test holds
 * them to the package), so their embedded source is the nearest public text
 * to what runs at those addresses. Nobody here has compared the compiled
 * bytecode with the chain; the pages say "in the public source" for that
 * reason.
 *
 * A record is a file at a commit; the code search that stores them gives no
 * commit date, so a record is dated by its deployment block on Base.
 */

export const SOURCE_REPOSITORY = 'zkp2p/zkp2p-contracts';

export type PublicSourceRecord = {
  /** Contract name as in `@zkp2p/contracts-v2` (`addresses/base.json`). */
  contract: string;
  /**
   * `deployment-record`: the repository's hardhat-deploy file for the Base
   * deployment, whose metadata embeds the compiled source.
   * `source-file`: a Solidity file of the repository; used only where no
   * deployment record was read, for the facts named in `usedFor`.
   */
  kind: 'deployment-record' | 'source-file';
  /** Full commit hash of the file version read. */
  commit: string;
  /** The file read, relative to the repository root. */
  path: string;
  /** The Solidity file that defines the contract (inside the record's metadata for a record). */
  sourcePath: string;
  /** For a deployment record: the address it deployed (a test compares it with the package). */
  address?: string;
  /** For a deployment record: the Base block of the deployment transaction. */
  block?: number;
  /** What the pages take from this source, in a few words (shown in the sources table). */
  usedFor: string;
};

export const publicSources: readonly PublicSourceRecord[] = [
  {
    contract: 'EscrowV2',
    kind: 'deployment-record',
    commit: 'dffe0cd4342027d790e2cd1c1a73c2c38fb26307',
    path: 'deployments/base/EscrowV2.json',
    sourcePath: 'contracts/EscrowV2.sol',
    address: '0x777777779d229cdF3110e9de47943791c26300Ef',
    block: 43224628,
    usedFor: 'callers, pause scope, rate resolution and oracle halt, expiry cap, dust sweep',
  },
  {
    contract: 'OrchestratorV3',
    kind: 'deployment-record',
    commit: '136790b2a166ccf952324a2d1cea96b6127ea5ae',
    path: 'deployments/base/OrchestratorV3.json',
    sourcePath: 'contracts/OrchestratorV3.sol',
    address: '0x014025fDE093f8701d86e9f38e2C3a9b779cb5c7',
    block: 49494316,
    usedFor: 'callers, pause scope, fee caps, referral rules, gating signature, partial releases',
  },
  {
    contract: 'UnifiedPaymentVerifierV3',
    kind: 'deployment-record',
    commit: 'f3e09116dc55e3cd3e2e564c2ca0941e79d89341',
    path: 'deployments/base/UnifiedPaymentVerifierV3.json',
    sourcePath: 'contracts/unifiedVerifier/UnifiedPaymentVerifierV3.sol',
    address: '0xC6F4a193576C60892a47e111Bb5706c30162502B',
    block: 49352536,
    usedFor: 'attestation checks, snapshot comparison and its units, nullifier, callers',
  },
  {
    contract: 'IntentGuardian',
    kind: 'deployment-record',
    commit: '9bfd8737eacdde03c9743bc1ebbe6fde75f9ed5e',
    path: 'deployments/base/IntentGuardian.json',
    sourcePath: 'contracts/IntentGuardian.sol',
    address: '0x83671606454fA72ba1e2831E18C5090D25629414',
    block: 49258228,
    usedFor: 'who pays whom, fee formula and ceiling, lifetime cap, initial owner and fee',
  },
  {
    contract: 'SignatureGatingPreIntentHook',
    kind: 'deployment-record',
    commit: 'dfafda89c27b4a861ba5bf113a089b880e0b3d1f',
    path: 'deployments/base/SignatureGatingPreIntentHook.json',
    sourcePath: 'contracts/hooks/SignatureGatingPreIntentHook.sol',
    address: '0x62D410a3d6FC766dd2192be2a67a5fc79c5c2e1F',
    block: 43224639,
    usedFor: 'gating message and its referral-fee hash, who may set the signer, caller check',
  },
  {
    contract: 'RateManagerV1',
    kind: 'source-file',
    commit: '13c0f18a8e8027d9ed635d8f297f1f6879394d90',
    path: 'contracts/RateManagerV1.sol',
    sourcePath: 'contracts/RateManagerV1.sol',
    usedFor: 'manager fee ceiling, who sets rates and fees, opt-in check',
  },
  {
    contract: 'DisputeProtectionPolicy',
    kind: 'source-file',
    commit: '74ed8c60b4d72fb4e2f4faae0c59fb0fbbc988b6',
    path: 'contracts/hooks/DisputeProtectionPolicy.sol',
    sourcePath: 'contracts/hooks/DisputeProtectionPolicy.sol',
    usedFor: 'who may release matured stake (this version’s deposit switch differs from the package ABI)',
  },
];

/** The record of one contract; throws for a contract without one, so a page cannot cite a missing source. */
export function publicSource(contract: string): PublicSourceRecord {
  const found = publicSources.find((s) => s.contract === contract);
  if (!found) throw new Error(`no public source is recorded for ${contract} (src/data/contractSources.ts)`);
  return found;
}

/** A link to the file at its commit on GitHub. */
export function publicSourceUrl(record: PublicSourceRecord): string {
  return `https://github.com/${SOURCE_REPOSITORY}/blob/${record.commit}/${record.path}`;
}

/** The first seven characters of the commit, as pages print it. */
export function shortCommit(record: PublicSourceRecord): string {
  return record.commit.slice(0, 7);
}

/** The block on Basescan. */
export function blockUrl(block: number): string {
  return `https://basescan.org/block/${block}`;
}
