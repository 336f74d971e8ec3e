/**
 * When each Escrow deployment was recorded: its block, transaction and the
 * commit that added its deployment files, from zkp2p/zkp2p-v2-contracts
 * (V3: `main` at 4241be0; V2: `v2-main` at da735c5). The V3 records are those
 * of the November 2025 Escrow, legacy today. The deployment blocks of today's
 * EscrowV2, OrchestratorV3, UnifiedPaymentVerifierV3 and IntentGuardian are in
 * `contractSources.ts`, with the public source those records carry. The deployment files
 * carry a block number but no block time, so a deployment is dated by its
 * block and by the recording commit's day (UTC), never by a guessed time.
 * Rendered by `<DeploymentRecorded>`.
 */
import { contractSource } from './chains';
import type { ChainId, DeploymentStatus, Environment, ProtocolVersion, Source } from './chains';

/** A recorded deployment: the Escrow's block and transaction, and the commit that recorded the deployment files. */
export type DeploymentRecord = {
  version: ProtocolVersion;
  environment: Environment;
  chainId: ChainId;
  /** Escrow address, as in the deployment file. */
  escrow: string;
  /** That Escrow's status today, as in `deployments.ts` (checked by a test). */
  escrowStatus: DeploymentStatus;
  blockNumber: number;
  transactionHash: string;
  /** 7-character hash of the last commit that changed the Escrow deployment file on the branch. */
  commit: string;
  /** That commit's date, as YYYY-MM-DD in UTC. It is when the files were recorded, not the block time. */
  recorded: string;
  /**
   * V3 only: the earliest `updatedAt` stamp (UTC) that the deploy scripts wrote into
   * `deployments/outputs/platforms/<network>.json` when they registered the payment methods,
   * which they do right after deploying the contracts. The closest thing to a deployment time
   * the files show.
   */
  methodsRegistered?: { at: string; source: Source };
  source: Source;
};

export const deploymentRecords: readonly DeploymentRecord[] = [
  {
    version: 'v3',
    environment: 'production',
    chainId: 8453,
    escrow: '0x2f121CDDCA6d652f35e8B3E560f9760898888888',
    escrowStatus: 'legacy',
    blockNumber: 37290631,
    transactionHash: '0x87ebd5c8791f2f8698fa207988150204f0fab90917c199b02968ea9bd86672cc',
    commit: '5c2908b',
    recorded: '2025-10-27',
    methodsRegistered: {
      at: '2025-10-25T05:59:30.169Z',
      source: contractSource('v3', 'deployments/outputs/platforms/base.json'),
    },
    source: contractSource('v3', 'deployments/base/Escrow.json'),
  },
  {
    version: 'v3',
    environment: 'staging',
    chainId: 8453,
    escrow: '0x5C2a8D9246777eE4501B6C426a8B8C7635C7b5b5',
    escrowStatus: 'legacy',
    blockNumber: 37206998,
    transactionHash: '0x80760dda3947cc413a4b580c7c3e49a761f55569a8d4a8d00c98797bdbeaad45',
    commit: 'b4ad205',
    recorded: '2025-10-25',
    methodsRegistered: {
      at: '2025-10-23T07:11:11.328Z',
      source: contractSource('v3', 'deployments/outputs/platforms/base_staging.json'),
    },
    source: contractSource('v3', 'deployments/base_staging/Escrow.json'),
  },
  {
    version: 'v3',
    environment: 'testnet',
    chainId: 84532,
    escrow: '0x6a5e11c3D87e22b828d02ee65a4e8f322BF6B97E',
    escrowStatus: 'retired',
    blockNumber: 31720062,
    transactionHash: '0x5796ce76d18412d5caa541966e7809f681476eb31ce3a9f8fe974e318620c5ff',
    commit: '48b2b01',
    recorded: '2025-10-02',
    methodsRegistered: {
      at: '2025-09-30T05:01:29.606Z',
      source: contractSource('v3', 'deployments/outputs/platforms/base_sepolia.json'),
    },
    source: contractSource('v3', 'deployments/base_sepolia/Escrow.json'),
  },
  {
    version: 'v2',
    environment: 'production',
    chainId: 8453,
    escrow: '0xCA38607D85E8F6294Dc10728669605E6664C2D70',
    escrowStatus: 'retired',
    blockNumber: 25303495,
    transactionHash: '0x755b3114ffd963e617465b7f121bcff4089efa7abb84b2db6b73b934a3078a4b',
    commit: '56643da',
    recorded: '2025-01-21',
    source: contractSource('v2', 'deployments/base/Escrow.json'),
  },
  {
    version: 'v2',
    environment: 'staging',
    chainId: 8453,
    escrow: '0xC8cd114C6274Ef1066840337E7678BC9731BEa68',
    escrowStatus: 'retired',
    blockNumber: 24990487,
    transactionHash: '0x6a3b3f69f6cc54dd1254a24017c6e7c3a45408dab1f7f24e7403daca5cc78849',
    commit: 'e8b6d0e',
    recorded: '2025-01-17',
    source: contractSource('v2', 'deployments/base_staging/Escrow.json'),
  },
  {
    version: 'v2',
    environment: 'testnet',
    chainId: 84532,
    escrow: '0x15EF83EBB422B4AC8e3b8393d016Ed076dc50CB7',
    escrowStatus: 'retired',
    blockNumber: 28619389,
    transactionHash: '0x9c495594ed3a181e3a5e9f0e5df567c9923cb3510b5e74ca7970d7ea488ba795',
    commit: '6363e22',
    recorded: '2025-07-23',
    source: contractSource('v2', 'deployments/base_sepolia/Escrow.json'),
  },
  {
    version: 'v2',
    environment: 'testnet',
    chainId: 11155111,
    escrow: '0xFF0149799631D7A5bdE2e7eA9b306c42b3d9a9ca',
    escrowStatus: 'retired',
    blockNumber: 7447830,
    transactionHash: '0x84e56b3d3e3684421176faa09b37f021dbba4c577cd2d78fd4dbd9fc6176e2e3',
    commit: '4bf1306',
    recorded: '2025-01-08',
    source: contractSource('v2', 'deployments/sepolia/Escrow.json'),
  },
];

/** The record of one deployment; throws when the sources hold none, so a page cannot quote a missing one. */
export function deploymentRecord(
  version: ProtocolVersion,
  environment: Environment = 'production',
  chainId: ChainId = 8453,
): DeploymentRecord {
  const found = deploymentRecords.find(
    (r) => r.version === version && r.environment === environment && r.chainId === chainId,
  );
  if (!found) throw new Error(`No deployment record for ${version} ${environment} ${chainId}`);
  return found;
}
