/**
 * Numbers the protocol pages quote more than once: intent expiry, fee caps and
 * units, dust, limits, where each version can be tried, and when each
 * deployment was recorded. Pages render them with `<ParameterValue>` and
 * `<DeploymentHistory>` instead of typing them.
 *
 * Where the values come from:
 * - V3: zkp2p/zkp2p-v2-contracts, branch `main` at 4241be0 (the repository's
 *   "v2.1"): constants in `contracts/**`, per-network values in
 *   `deployments/parameters.ts`, and the constructor arguments (`args`),
 *   block number and transaction hash in `deployments/<network>/*.json`.
 * - V2: the same repository, branch `v2-main` at da735c5, same files.
 *
 * Dates: the deployment JSON files carry a block number but no block time, and
 * this site cannot read block times offline. So a deployment is dated by the
 * block it landed in and by the commit that recorded its files (the commit's
 * day in UTC), which is not the moment of deployment.
 */
import type { ChainId, Environment, ProtocolVersion, Source } from './deployments';
import { MONTHS } from '../utils/months';

const v3Ref = '4241be0';
const v2Ref = 'da735c5';

const v3 = (path: string): Source => ({ repository: 'zkp2p/zkp2p-v2-contracts', ref: v3Ref, path });
const v2 = (path: string): Source => ({ repository: 'zkp2p/zkp2p-v2-contracts', ref: v2Ref, path });

/**
 * - `constant`: fixed in the contract code; no one can change it.
 * - `deployment`: set when a deployment was made; the owner can change it (see `setter`), so read the live value on chain.
 * - `per-deposit`: chosen by each seller for their own deposit.
 */
export type ParameterScope = 'constant' | 'deployment' | 'per-deposit';

export type ProtocolParameter = {
  /** Stable key used by pages, e.g. `v3.base.intentExpirationPeriod`. */
  id: string;
  version: ProtocolVersion;
  scope: ParameterScope;
  /** Only for `deployment` values. */
  environment?: Environment;
  chainId?: ChainId;
  contract: string;
  /** The identifier in the source: a constant, a state variable or a constructor argument. */
  name: string;
  /** The value exactly as the source writes it (a literal, or a constructor argument from the deployment file). */
  raw: string;
  /** The value for readers, with its unit. */
  value: string;
  /** The owner function that changes it, for `deployment` values. */
  setter?: string;
  /** One sentence: what the value controls. */
  description: string;
  source: Source;
};

export const protocolParameters: readonly ProtocolParameter[] = [
  // ---------------------------------------------------------------- V3: constants
  {
    id: 'v3.precision',
    version: 'v3',
    scope: 'constant',
    contract: 'Orchestrator',
    name: 'PRECISE_UNIT',
    raw: '1e18',
    value: '18 decimals (1e16 = 1%)',
    description: 'Fixed-point precision of fees and conversion rates.',
    source: v3('contracts/Orchestrator.sol'),
  },
  {
    id: 'v3.maxProtocolFee',
    version: 'v3',
    scope: 'constant',
    contract: 'Orchestrator',
    name: 'MAX_PROTOCOL_FEE',
    raw: '5e16',
    value: '5%',
    description: 'Highest protocol fee the owner can set, as a share of the released amount.',
    source: v3('contracts/Orchestrator.sol'),
  },
  {
    id: 'v3.maxReferrerFee',
    version: 'v3',
    scope: 'constant',
    contract: 'Orchestrator',
    name: 'MAX_REFERRER_FEE',
    raw: '5e16',
    value: '5%',
    description: 'Highest referrer fee an intent may carry, as a share of the released amount.',
    source: v3('contracts/Orchestrator.sol'),
  },
  {
    id: 'v3.maxDustThreshold',
    version: 'v3',
    scope: 'constant',
    contract: 'Escrow',
    name: 'MAX_DUST_THRESHOLD',
    raw: '1e6',
    value: '1 USDC (1,000,000 base units)',
    description: 'Highest dust threshold the owner can set.',
    source: v3('contracts/Escrow.sol'),
  },
  {
    id: 'v3.maxTotalIntentExpiration',
    version: 'v3',
    scope: 'constant',
    contract: 'Escrow',
    name: 'MAX_TOTAL_INTENT_EXPIRATION_PERIOD',
    raw: '86400 * 5',
    value: '5 days (432,000 seconds)',
    description: 'Longest an intent guardian can stretch an intent, counted from the moment it was signalled.',
    source: v3('contracts/Escrow.sol'),
  },
  {
    id: 'v3.maxTimestampBuffer',
    version: 'v3',
    scope: 'constant',
    contract: 'UnifiedPaymentVerifier',
    name: 'MAX_TIMESTAMP_BUFFER',
    raw: '48 * 60 * 60 * 1000',
    value: '48 hours (172,800,000 milliseconds)',
    description: 'Largest timestamp buffer an attestation’s intent snapshot may declare.',
    source: v3('contracts/unifiedVerifier/UnifiedPaymentVerifier.sol'),
  },
  {
    id: 'v3.minWitnessSignatures',
    version: 'v3',
    scope: 'constant',
    contract: 'SimpleAttestationVerifier',
    name: 'MIN_WITNESS_SIGNATURES',
    raw: '1',
    value: '1 signature',
    description: 'How many witness signatures make an attestation valid.',
    source: v3('contracts/unifiedVerifier/SimpleAttestationVerifier.sol'),
  },
  {
    id: 'v3.intentAmountRange',
    version: 'v3',
    scope: 'per-deposit',
    contract: 'Escrow',
    name: 'intentAmountRange',
    raw: 'Range { min, max }',
    value: 'set by each seller; min above 0 and not above max',
    description:
      'Smallest and largest amount one intent may take from a deposit; there is no protocol-wide minimum or maximum.',
    source: v3('contracts/Escrow.sol'),
  },

  // ---------------------------------------------------------------- V3: values per deployment
  ...v3Deployment('base', 'production', 8453, {
    intentExpirationPeriod: ['86400', '1 day (86,400 seconds)'],
    protocolFee: ['0', '0%'],
    dustThreshold: ['100000', '0.1 USDC (100,000 base units)'],
    maxIntentsPerDeposit: ['200', '200 open intents'],
  }),
  ...v3Deployment('base_staging', 'staging', 8453, {
    intentExpirationPeriod: ['3600', '1 hour (3,600 seconds)'],
    protocolFee: ['0', '0%'],
    dustThreshold: ['100000', '0.1 USDC (100,000 base units)'],
    maxIntentsPerDeposit: ['200', '200 open intents'],
  }),
  ...v3Deployment('base_sepolia', 'testnet', 84532, {
    intentExpirationPeriod: ['3600', '1 hour (3,600 seconds)'],
    protocolFee: ['0', '0%'],
    dustThreshold: ['100000', '0.1 test USDC (100,000 base units)'],
    maxIntentsPerDeposit: ['200', '200 open intents'],
  }),

  // ---------------------------------------------------------------- V2
  {
    id: 'v2.precision',
    version: 'v2',
    scope: 'constant',
    contract: 'Escrow',
    name: 'PRECISE_UNIT',
    raw: '1e18',
    value: '18 decimals (1e16 = 1%)',
    description: 'Fixed-point precision of the fee and conversion rates.',
    source: v2('contracts/Escrow.sol'),
  },
  {
    id: 'v2.maxSustainabilityFee',
    version: 'v2',
    scope: 'constant',
    contract: 'Escrow',
    name: 'MAX_SUSTAINABILITY_FEE',
    raw: '5e16',
    value: '5%',
    description: 'Highest sustainability fee the owner can set, as a share of the intent amount.',
    source: v2('contracts/Escrow.sol'),
  },
  {
    id: 'v2.intentAmountRange',
    version: 'v2',
    scope: 'per-deposit',
    contract: 'Escrow',
    name: 'intentAmountRange',
    raw: 'Range { min, max }',
    value: 'set by each seller; min above 0 and not above max',
    description:
      'Smallest and largest amount one intent may take from a deposit; there is no protocol-wide minimum or maximum.',
    source: v2('contracts/Escrow.sol'),
  },
  ...v2Deployment('base', 'production', 8453, ['86400', '1 day (86,400 seconds)'], ['0', '0%']),
  ...v2Deployment('base_staging', 'staging', 8453, ['180', '3 minutes (180 seconds)'], ['0', '0%']),
  ...v2Deployment('base_sepolia', 'testnet', 84532, ['3600', '1 hour (3,600 seconds)'], ['0', '0%']),
  ...v2Deployment('sepolia', 'testnet', 11155111, ['180', '3 minutes (180 seconds)'], ['1000000000000000', '0.1%']),
];

type Pair = readonly [raw: string, value: string];

/** The four owner-adjustable values of a V3 deployment, read from the Escrow and Orchestrator constructor arguments. */
function v3Deployment(
  folder: string,
  environment: Environment,
  chainId: ChainId,
  values: {
    intentExpirationPeriod: Pair;
    protocolFee: Pair;
    dustThreshold: Pair;
    maxIntentsPerDeposit: Pair;
  },
): ProtocolParameter[] {
  const base = { version: 'v3' as const, scope: 'deployment' as const, environment, chainId };
  const escrow = v3(`deployments/${folder}/Escrow.json`);
  return [
    {
      ...base,
      id: `v3.${folder}.intentExpirationPeriod`,
      contract: 'Escrow',
      name: 'intentExpirationPeriod',
      raw: values.intentExpirationPeriod[0],
      value: values.intentExpirationPeriod[1],
      setter: 'setIntentExpirationPeriod',
      description: 'How long an intent keeps its funds locked before anyone can prune it.',
      source: escrow,
    },
    {
      ...base,
      id: `v3.${folder}.protocolFee`,
      contract: 'Orchestrator',
      name: 'protocolFee',
      raw: values.protocolFee[0],
      value: values.protocolFee[1],
      setter: 'setProtocolFee',
      description: 'Share of each released amount paid to the protocol fee recipient.',
      source: v3(`deployments/${folder}/Orchestrator.json`),
    },
    {
      ...base,
      id: `v3.${folder}.dustThreshold`,
      contract: 'Escrow',
      name: 'dustThreshold',
      raw: values.dustThreshold[0],
      value: values.dustThreshold[1],
      setter: 'setDustThreshold',
      description: 'Remainder at or below which a closing deposit’s tokens are swept to the dust recipient.',
      source: escrow,
    },
    {
      ...base,
      id: `v3.${folder}.maxIntentsPerDeposit`,
      contract: 'Escrow',
      name: 'maxIntentsPerDeposit',
      raw: values.maxIntentsPerDeposit[0],
      value: values.maxIntentsPerDeposit[1],
      setter: 'setMaxIntentsPerDeposit',
      description: 'Most open intents one deposit may carry at a time.',
      source: escrow,
    },
  ];
}

/** The two owner-adjustable values of a V2 deployment, read from the Escrow constructor arguments. */
function v2Deployment(
  folder: string,
  environment: Environment,
  chainId: ChainId,
  intentExpirationPeriod: Pair,
  sustainabilityFee: Pair,
): ProtocolParameter[] {
  const base = { version: 'v2' as const, scope: 'deployment' as const, environment, chainId, contract: 'Escrow' };
  const source = v2(`deployments/${folder}/Escrow.json`);
  return [
    {
      ...base,
      id: `v2.${folder}.intentExpirationPeriod`,
      name: 'intentExpirationPeriod',
      raw: intentExpirationPeriod[0],
      value: intentExpirationPeriod[1],
      setter: 'setIntentExpirationPeriod',
      description: 'How long after it was signalled an intent can be pruned.',
      source,
    },
    {
      ...base,
      id: `v2.${folder}.sustainabilityFee`,
      name: 'sustainabilityFee',
      raw: sustainabilityFee[0],
      value: sustainabilityFee[1],
      setter: 'setSustainabilityFee',
      description: 'Share of each released intent paid as the sustainability fee.',
      source,
    },
  ];
}

/** Looks a parameter up by id; throws, so a page naming an unknown id fails the build. */
export function parameter(id: string): ProtocolParameter {
  const found = protocolParameters.find((p) => p.id === id);
  if (!found) throw new Error(`Unknown protocol parameter "${id}"`);
  return found;
}

/** Where each version can be tried without real money, and how closely that matches the documented contracts. */
export type TestnetStatus = {
  version: ProtocolVersion;
  chainId: ChainId;
  /** True when the deployed ABI is the one these docs describe. */
  matchesDocumentedAbi: boolean;
  /** One or two sentences for readers. */
  summary: string;
  source: Source;
};

export const testnets: readonly TestnetStatus[] = [
  {
    version: 'v3',
    chainId: 84532,
    matchesDocumentedAbi: false,
    summary:
      'The Base Sepolia contracts are an earlier build: createDeposit takes a referrer and referrerFee instead of retainOnEmpty, deposit functions have older names (addFundsToDeposit, removeFundsFromDeposit, setDepositAcceptingIntents), and the Escrow has a maker-fee setting that the documented Escrow lacks. Calls encoded for the documented ABI revert there.',
    source: v3('deployments/base_sepolia/Escrow.json'),
  },
  {
    version: 'v2',
    chainId: 84532,
    matchesDocumentedAbi: true,
    summary: 'The V2 Escrow on Base Sepolia has the same functions as on Base, with a mock USDC.',
    source: v2('deployments/base_sepolia/Escrow.json'),
  },
  {
    version: 'v2',
    chainId: 11155111,
    matchesDocumentedAbi: true,
    summary: 'The V2 Escrow on Ethereum Sepolia has the same functions as on Base, with mock tokens.',
    source: v2('deployments/sepolia/Escrow.json'),
  },
];

/** A recorded deployment: the Escrow's block and transaction, and the commit that recorded the deployment files. */
export type DeploymentRecord = {
  version: ProtocolVersion;
  environment: Environment;
  chainId: ChainId;
  /** Escrow address, as in the deployment file. */
  escrow: string;
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
    blockNumber: 37290631,
    transactionHash: '0x87ebd5c8791f2f8698fa207988150204f0fab90917c199b02968ea9bd86672cc',
    commit: '5c2908b',
    recorded: '2025-10-27',
    methodsRegistered: { at: '2025-10-25T05:59:30.169Z', source: v3('deployments/outputs/platforms/base.json') },
    source: v3('deployments/base/Escrow.json'),
  },
  {
    version: 'v3',
    environment: 'staging',
    chainId: 8453,
    escrow: '0x5C2a8D9246777eE4501B6C426a8B8C7635C7b5b5',
    blockNumber: 37206998,
    transactionHash: '0x80760dda3947cc413a4b580c7c3e49a761f55569a8d4a8d00c98797bdbeaad45',
    commit: 'b4ad205',
    recorded: '2025-10-25',
    methodsRegistered: {
      at: '2025-10-23T07:11:11.328Z',
      source: v3('deployments/outputs/platforms/base_staging.json'),
    },
    source: v3('deployments/base_staging/Escrow.json'),
  },
  {
    version: 'v3',
    environment: 'testnet',
    chainId: 84532,
    escrow: '0x6a5e11c3D87e22b828d02ee65a4e8f322BF6B97E',
    blockNumber: 31720062,
    transactionHash: '0x5796ce76d18412d5caa541966e7809f681476eb31ce3a9f8fe974e318620c5ff',
    commit: '48b2b01',
    recorded: '2025-10-02',
    methodsRegistered: {
      at: '2025-09-30T05:01:29.606Z',
      source: v3('deployments/outputs/platforms/base_sepolia.json'),
    },
    source: v3('deployments/base_sepolia/Escrow.json'),
  },
  {
    version: 'v2',
    environment: 'production',
    chainId: 8453,
    escrow: '0xCA38607D85E8F6294Dc10728669605E6664C2D70',
    blockNumber: 25303495,
    transactionHash: '0x755b3114ffd963e617465b7f121bcff4089efa7abb84b2db6b73b934a3078a4b',
    commit: '56643da',
    recorded: '2025-01-21',
    source: v2('deployments/base/Escrow.json'),
  },
  {
    version: 'v2',
    environment: 'staging',
    chainId: 8453,
    escrow: '0xC8cd114C6274Ef1066840337E7678BC9731BEa68',
    blockNumber: 24990487,
    transactionHash: '0x6a3b3f69f6cc54dd1254a24017c6e7c3a45408dab1f7f24e7403daca5cc78849',
    commit: 'e8b6d0e',
    recorded: '2025-01-17',
    source: v2('deployments/base_staging/Escrow.json'),
  },
  {
    version: 'v2',
    environment: 'testnet',
    chainId: 84532,
    escrow: '0x15EF83EBB422B4AC8e3b8393d016Ed076dc50CB7',
    blockNumber: 28619389,
    transactionHash: '0x9c495594ed3a181e3a5e9f0e5df567c9923cb3510b5e74ca7970d7ea488ba795',
    commit: '6363e22',
    recorded: '2025-07-23',
    source: v2('deployments/base_sepolia/Escrow.json'),
  },
  {
    version: 'v2',
    environment: 'testnet',
    chainId: 11155111,
    escrow: '0xFF0149799631D7A5bdE2e7eA9b306c42b3d9a9ca',
    blockNumber: 7447830,
    transactionHash: '0x84e56b3d3e3684421176faa09b37f021dbba4c577cd2d78fd4dbd9fc6176e2e3',
    commit: '4bf1306',
    recorded: '2025-01-08',
    source: v2('deployments/sepolia/Escrow.json'),
  },
];

/** "27 October 2025" from "2025-10-27". */
export function formatDay(isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number);
  const name = MONTHS[(month ?? 0) - 1];
  if (!year || !day || !name) throw new Error(`Not a YYYY-MM-DD day: ${isoDay}`);
  return `${day} ${name} ${year}`;
}

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
