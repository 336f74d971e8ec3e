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
 * The testnets and the deployment records live in their own files
 * (`testnets.ts`, `deploymentRecords.ts`; not re-exported here, since a
 * re-export would put them in the JavaScript of every page that shows a
 * parameter), so a page that shows one of them does not carry every
 * parameter either.
 *
 * Dates: the deployment JSON files carry a block number but no block time, and
 * this site cannot read block times offline. So a deployment is dated by the
 * block it landed in and by the commit that recorded its files (the commit's
 * day in UTC), which is not the moment of deployment.
 */
import { contractSource } from './chains';
import type { ChainId, Environment, ProtocolVersion, Source } from './chains';

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
    source: contractSource('v3', 'contracts/Orchestrator.sol'),
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
    source: contractSource('v3', 'contracts/Orchestrator.sol'),
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
    source: contractSource('v3', 'contracts/Orchestrator.sol'),
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
    source: contractSource('v3', 'contracts/Escrow.sol'),
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
    source: contractSource('v3', 'contracts/Escrow.sol'),
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
    source: contractSource('v3', 'contracts/unifiedVerifier/UnifiedPaymentVerifier.sol'),
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
    source: contractSource('v3', 'contracts/unifiedVerifier/SimpleAttestationVerifier.sol'),
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
    source: contractSource('v3', 'contracts/Escrow.sol'),
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
    source: contractSource('v2', 'contracts/Escrow.sol'),
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
    source: contractSource('v2', 'contracts/Escrow.sol'),
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
    source: contractSource('v2', 'contracts/Escrow.sol'),
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
  const escrow = contractSource('v3', `deployments/${folder}/Escrow.json`);
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
      source: contractSource('v3', `deployments/${folder}/Orchestrator.json`),
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
  const source = contractSource('v2', `deployments/${folder}/Escrow.json`);
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

/** What a page can show of a parameter: the value for readers, the literal as the source writes it, or its identifier. */
export const PARAMETER_SHOWS = ['value', 'raw', 'name'] as const;
export type ParameterShow = (typeof PARAMETER_SHOWS)[number];

/**
 * The text a page shows for one parameter, and whether it is code (the
 * literal and the identifier are; the reader's value is prose). Shared by
 * `<ParameterValue>` and the remark plugin that writes it at build time.
 */
export function shownParameter(id: string, show: ParameterShow = 'value'): { text: string; code: boolean } {
  const found = parameter(id);
  if (show === 'raw') return { text: found.raw, code: true };
  if (show === 'name') return { text: found.name, code: true };
  return { text: found.value, code: false };
}
