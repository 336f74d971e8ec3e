/**
 * Numbers the protocol pages quote more than once: intent expiry, fees and
 * units, dust, limits. Pages render them with `<ParameterValue>` instead of
 * typing them. Each value belongs to one generation of contracts, named in its
 * id and its `status` (the status of the contracts it applies to):
 *
 * - `current.*` (status `current`): today's contracts (EscrowV2,
 *   OrchestratorV3, MultiAttestationVerifier, DisputeProtectionPolicy),
 *   generated from `@zkp2p/contracts-v2` 0.4.1: `constants/<network>.json`
 *   (the deployment parameters) and `disputeStack/<network>.json`.
 * - `legacy.*` (status `legacy`): the Escrow and Orchestrator of November
 *   2025, which still hold deposits.
 *   Read from zkp2p/zkp2p-v2-contracts, branch `main` at 4241be0 (the
 *   repository's "v2.1"): constants in `contracts/**`, per-network values in
 *   `deployments/parameters.ts`, constructor arguments in
 *   `deployments/<network>/*.json`.
 * - `v2.*` and `v3.base_sepolia.*` (status `retired`): V2 from the same
 *   repository, branch `v2-main` at da735c5; the Base Sepolia build of
 *   October 2025.
 *
 * - `current.max*` (status `current`, scope `constant`): limits fixed in the
 *   code of today's contracts. The package ships their ABIs, not their code,
 *   so these come from the public source in zkp2p/zkp2p-contracts: the
 *   deployment record of each contract (`src/data/contractSources.ts`), whose
 *   metadata carries the compiled source. Pages must not carry the November
 *   2025 caps over to today's contracts; they quote these.
 *
 * The testnets and deployment records live in their own files, so a page
 * that shows one of them does not carry every parameter in its JavaScript.
 */
import baseConstants from '@zkp2p/contracts-v2/constants/base.json';
import baseStagingConstants from '@zkp2p/contracts-v2/constants/baseStaging.json';
import baseDisputeStack from '@zkp2p/contracts-v2/disputeStack/base.json';
import methodLookups from '@zkp2p/contracts-v2/paymentMethods/lookups.json';
import { contractSource, packageSource } from './chains';
import { publicSource } from './contractSources';
import { groupThousands } from '../utils/numbers';
import type { ChainId, DeploymentStatus, Environment, ProtocolVersion, Source } from './chains';

/**
 * - `constant`: fixed in the contract code; no one can change it.
 * - `deployment`: set when a deployment was made; the owner can change it (see `setter`), so read the live value on chain.
 * - `per-deposit`: chosen by each seller for their own deposit.
 */
export type ParameterScope = 'constant' | 'deployment' | 'per-deposit';

export type ProtocolParameter = {
  /** Stable key used by pages, e.g. `current.base.intentExpirationPeriod`. */
  id: string;
  version: ProtocolVersion;
  /** The status of the contracts the value applies to (see `DeploymentStatus`). */
  status: DeploymentStatus;
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

type Recorded = Omit<ProtocolParameter, 'status'>;

/** Values fixed in the code of one version's contracts. */
function constants(version: ProtocolVersion, rows: readonly Omit<Recorded, 'version' | 'scope'>[]): Recorded[] {
  return rows.map((row) => ({ version, scope: 'constant', ...row }));
}

/** The per-intent limits each seller sets on a deposit, the same in V2 and V3. */
function intentAmountRange(version: ProtocolVersion): Recorded {
  return {
    id: `${version}.intentAmountRange`,
    version,
    scope: 'per-deposit',
    contract: 'Escrow',
    name: 'intentAmountRange',
    raw: 'Range { min, max }',
    value: 'set by each seller; min above 0 and not above max',
    description:
      'Smallest and largest amount one intent may take from a deposit; there is no protocol-wide minimum or maximum.',
    source: contractSource(version, 'contracts/Escrow.sol'),
  };
}

const recorded: readonly Recorded[] = [
  // ---------------------------------------------------------------- V3: constants
  ...constants('v3', [
    {
      id: 'v3.precision',
      contract: 'Orchestrator',
      name: 'PRECISE_UNIT',
      raw: '1e18',
      value: '18 decimals (1e16 = 1%)',
      description: 'Fixed-point precision of fees and conversion rates.',
      source: contractSource('v3', 'contracts/Orchestrator.sol'),
    },
    {
      id: 'v3.maxProtocolFee',
      contract: 'Orchestrator',
      name: 'MAX_PROTOCOL_FEE',
      raw: '5e16',
      value: '5%',
      description: 'Highest protocol fee the owner can set, as a share of the released amount.',
      source: contractSource('v3', 'contracts/Orchestrator.sol'),
    },
    {
      id: 'v3.maxReferrerFee',
      contract: 'Orchestrator',
      name: 'MAX_REFERRER_FEE',
      raw: '5e16',
      value: '5%',
      description: 'Highest referrer fee an intent may carry, as a share of the released amount.',
      source: contractSource('v3', 'contracts/Orchestrator.sol'),
    },
    {
      id: 'v3.maxDustThreshold',
      contract: 'Escrow',
      name: 'MAX_DUST_THRESHOLD',
      raw: '1e6',
      value: '1 USDC (1,000,000 base units)',
      description: 'Highest dust threshold the owner can set.',
      source: contractSource('v3', 'contracts/Escrow.sol'),
    },
    {
      id: 'v3.maxTotalIntentExpiration',
      contract: 'Escrow',
      name: 'MAX_TOTAL_INTENT_EXPIRATION_PERIOD',
      raw: '86400 * 5',
      value: '5 days (432,000 seconds)',
      description: 'Longest an intent guardian can stretch an intent, counted from the moment it was signalled.',
      source: contractSource('v3', 'contracts/Escrow.sol'),
    },
    {
      id: 'v3.maxTimestampBuffer',
      contract: 'UnifiedPaymentVerifier',
      name: 'MAX_TIMESTAMP_BUFFER',
      raw: '48 * 60 * 60 * 1000',
      value: '48 hours (172,800,000 milliseconds)',
      description: 'Largest timestamp buffer an attestation’s intent snapshot may declare.',
      source: contractSource('v3', 'contracts/unifiedVerifier/UnifiedPaymentVerifier.sol'),
    },
    {
      id: 'v3.minWitnessSignatures',
      contract: 'SimpleAttestationVerifier',
      name: 'MIN_WITNESS_SIGNATURES',
      raw: '1',
      value: '1 signature',
      description: 'How many witness signatures make an attestation valid.',
      source: contractSource('v3', 'contracts/unifiedVerifier/SimpleAttestationVerifier.sol'),
    },
  ]),
  intentAmountRange('v3'),

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
  ...constants('v2', [
    {
      id: 'v2.precision',
      contract: 'Escrow',
      name: 'PRECISE_UNIT',
      raw: '1e18',
      value: '18 decimals (1e16 = 1%)',
      description: 'Fixed-point precision of the fee and conversion rates.',
      source: contractSource('v2', 'contracts/Escrow.sol'),
    },
    {
      id: 'v2.maxSustainabilityFee',
      contract: 'Escrow',
      name: 'MAX_SUSTAINABILITY_FEE',
      raw: '5e16',
      value: '5%',
      description: 'Highest sustainability fee the owner can set, as a share of the intent amount.',
      source: contractSource('v2', 'contracts/Escrow.sol'),
    },
  ]),
  intentAmountRange('v2'),
  ...v2Deployment('base', 'production', 8453, ['86400', '1 day (86,400 seconds)'], ['0', '0%']),
  ...v2Deployment('base_staging', 'staging', 8453, ['180', '3 minutes (180 seconds)'], ['0', '0%']),
  ...v2Deployment('base_sepolia', 'testnet', 84532, ['3600', '1 hour (3,600 seconds)'], ['0', '0%']),
  ...v2Deployment('sepolia', 'testnet', 11155111, ['180', '3 minutes (180 seconds)'], ['1000000000000000', '0.1%']),
];

/** The status of the contracts a recorded (2025) value applies to. */
function statusOfRecorded(p: Recorded): DeploymentStatus {
  return p.version === 'v2' || p.environment === 'testnet' ? 'retired' : 'legacy';
}

/** "6 hours (21,600 seconds)" from 21600; "none (0 seconds)" from 0. */
export function formatSeconds(seconds: number): string {
  const all = `${groupThousands(seconds)} seconds`;
  if (seconds === 0) return 'none (0 seconds)';
  const [size, unit] =
    seconds % 86400 === 0
      ? [86400, 'day']
      : seconds % 3600 === 0
        ? [3600, 'hour']
        : seconds % 60 === 0
          ? [60, 'minute']
          : [1, 'second'];
  const count = seconds / size;
  return size === 1 ? all : `${count} ${unit}${count === 1 ? '' : 's'} (${all})`;
}

/** "0.1 USDC (100,000 base units)": USDC on Base has 6 decimals. */
function formatUsdc(baseUnits: string): string {
  const units = Number(baseUnits);
  return `${units / 1e6} USDC (${groupThousands(units)} base units)`;
}

/** "0%" from a fee in 18-decimal fixed point ("0", "1000000000000000" = 0.1%). */
function formatFee(raw: string): string {
  return `${Number(raw) / 1e16}%`;
}

/** What every value of today's contracts on Base shares, read from one file of the package. */
function currentOnBase(environment: Environment, file: string) {
  return {
    version: 'v3',
    status: 'current',
    scope: 'deployment',
    environment,
    chainId: 8453,
    source: packageSource(file),
  } as const;
}

/** The owner-adjustable values of today's contracts on one network, from the package's deployment constants. */
function currentDeployment(
  folder: 'base' | 'base_staging',
  environment: Environment,
  constants: typeof baseConstants,
  file: string,
): ProtocolParameter[] {
  const base = currentOnBase(environment, file);
  return [
    {
      ...base,
      id: `current.${folder}.intentExpirationPeriod`,
      contract: 'EscrowV2',
      name: 'INTENT_EXPIRATION_PERIOD',
      raw: constants.INTENT_EXPIRATION_PERIOD,
      value: formatSeconds(Number(constants.INTENT_EXPIRATION_PERIOD)),
      setter: 'setIntentExpirationPeriod',
      description: 'How long an intent keeps its funds locked before it expires and can be pruned.',
    },
    {
      ...base,
      id: `current.${folder}.protocolTakerFee`,
      contract: 'OrchestratorV3',
      name: 'PROTOCOL_TAKER_FEE',
      raw: constants.PROTOCOL_TAKER_FEE,
      value: formatFee(constants.PROTOCOL_TAKER_FEE),
      setter: 'setProtocolFee',
      description: 'Share of each released amount paid to the protocol fee recipient.',
    },
    {
      ...base,
      id: `current.${folder}.dustThreshold`,
      contract: 'EscrowV2',
      name: 'ESCROW_DUST_THRESHOLD',
      raw: constants.ESCROW_DUST_THRESHOLD,
      value: formatUsdc(constants.ESCROW_DUST_THRESHOLD),
      setter: 'setDustThreshold',
      description: 'Remainder at or below which a closing deposit’s tokens are swept to the dust recipient.',
    },
    {
      ...base,
      id: `current.${folder}.maxIntentsPerDeposit`,
      contract: 'EscrowV2',
      name: 'MAX_INTENTS_PER_DEPOSIT',
      raw: String(constants.MAX_INTENTS_PER_DEPOSIT),
      value: `${constants.MAX_INTENTS_PER_DEPOSIT} open intents`,
      setter: 'setMaxIntentsPerDeposit',
      description: 'Most open intents one deposit may carry at a time.',
    },
  ];
}

const methodNameByHash: ReadonlyMap<string, string> = new Map(Object.entries(methodLookups.hashToName));

/** Values of today's dispute and attestation stack on Base, from the package's dispute-stack manifest. */
function currentStack(): ProtocolParameter[] {
  const base = currentOnBase('production', 'disputeStack/base.json');
  const { requiredSignatures } = baseDisputeStack.attestationTrust;
  return [
    {
      ...base,
      id: 'current.base.requiredWitnessSignatures',
      contract: 'MultiAttestationVerifier',
      name: 'requiredSignatures',
      raw: requiredSignatures,
      value: `${requiredSignatures} signature${requiredSignatures === '1' ? '' : 's'}`,
      setter: 'setRequiredSignatures',
      description: 'How many signatures of the registered witnesses make a payment attestation valid.',
    },
    ...Object.entries(baseDisputeStack.riskWindowSecondsByPaymentMethod).map(([hash, seconds]) => {
      const method = methodNameByHash.get(hash);
      if (!method) throw new Error(`dispute risk window for unknown payment method ${hash}`);
      return {
        ...base,
        id: `current.base.disputeRiskWindow.${method}`,
        contract: 'DisputeProtectionPolicy',
        name: 'getRiskWindow',
        raw: seconds,
        value: formatSeconds(Number(seconds)),
        setter: 'setRiskWindow',
        description: `Dispute-protection risk window the package's manifest approves for ${method} payments.`,
      };
    }),
  ];
}

/** A file of zkp2p/zkp2p-contracts that a row of `contractSources.ts` names, at its commit. */
function publicSourceOf(contract: string): Source {
  const record = publicSource(contract);
  return { repository: 'zkp2p/zkp2p-contracts', ref: record.commit, path: record.path };
}

/** Limits written into the code of today's contracts, read from their public source. */
function currentLimits(): ProtocolParameter[] {
  const limit = (
    row: Omit<ProtocolParameter, 'version' | 'status' | 'scope' | 'source'>,
    contract = row.contract,
  ): ProtocolParameter => ({
    version: 'v3',
    status: 'current',
    scope: 'constant',
    ...row,
    source: publicSourceOf(contract),
  });
  return [
    limit({
      id: 'current.maxProtocolFee',
      contract: 'OrchestratorV3',
      name: 'MAX_PROTOCOL_FEE',
      raw: '5e16',
      value: '5%',
      description: 'Highest protocol fee the owner of OrchestratorV3 can set, as a share of each released amount.',
    }),
    limit({
      id: 'current.maxManagerFee',
      contract: 'OrchestratorV3',
      name: 'MAX_MANAGER_FEE',
      raw: '5e16',
      value: '5%',
      description: 'Highest rate-manager fee OrchestratorV3 accepts when an intent is signalled; a higher fee reverts.',
    }),
    limit({
      id: 'current.maxReferralFeeTotal',
      contract: 'OrchestratorV3',
      name: 'MAX_REFERRER_FEE',
      raw: '5e17',
      value: '50%',
      description: 'Highest sum of all referral fees on one intent (ReferralFeeLib, compiled into OrchestratorV3).',
    }),
    limit({
      id: 'current.maxReferralRecipients',
      contract: 'OrchestratorV3',
      name: 'MAX_REFERRAL_FEE_RECIPIENTS',
      raw: '10',
      value: '10 recipients',
      description: 'Most referral fees one intent may carry, each to a different, non-zero recipient.',
    }),
    limit({
      id: 'current.maxRateManagerFee',
      contract: 'RateManagerV1',
      name: 'GLOBAL_MAX_MANAGER_FEE',
      raw: '5e16',
      value: '5%',
      description: 'Highest maximum fee a rate manager may declare when it registers in RateManagerV1.',
    }),
    limit({
      id: 'current.maxDustThreshold',
      contract: 'EscrowV2',
      name: 'MAX_DUST_THRESHOLD',
      raw: '1e6',
      value: '1 USDC (1,000,000 base units)',
      description: 'Highest dust threshold the owner of EscrowV2 can set.',
    }),
    limit({
      id: 'current.maxAdapterConfigBytes',
      contract: 'EscrowV2',
      name: 'MAX_ADAPTER_CONFIG_BYTES',
      raw: '256',
      value: '256 bytes',
      description: 'Longest oracle adapter configuration EscrowV2 stores, after the adapter has checked it.',
    }),
    limit({
      id: 'current.maxTotalIntentLifetime',
      contract: 'EscrowV2',
      name: 'MAX_TOTAL_INTENT_EXPIRATION_PERIOD',
      raw: '86400 * 5',
      value: '5 days (432,000 seconds)',
      description: 'Longest an intent can live on EscrowV2, counted from its signal, however often it is extended.',
    }),
    limit({
      id: 'current.maxTimestampBuffer',
      contract: 'UnifiedPaymentVerifierV3',
      name: 'MAX_TIMESTAMP_BUFFER',
      raw: '48 * 60 * 60 * 1000',
      value: '48 hours (172,800,000 milliseconds)',
      description: 'Largest timestamp buffer an attestation’s intent snapshot may declare.',
    }),
    limit({
      id: 'current.maxExtensionFeeBpsPerHour',
      contract: 'IntentGuardian',
      name: 'MAX_EXTENSION_FEE_BPS_PER_HOUR',
      raw: 'EXTENSION_FEE_DENOMINATOR / MAX_TOTAL_INTENT_LIFETIME',
      value: '83 basis points of the intent amount per hour',
      description: 'Highest hourly extension fee the owner of IntentGuardian can set.',
    }),
    {
      ...limit({
        id: 'current.base.intentGuardianInitialFee',
        contract: 'IntentGuardian',
        name: '_extensionFeeBpsPerHour',
        raw: '2',
        value: '2 basis points of the intent amount per hour',
        description: 'Hourly extension fee IntentGuardian was deployed with on Base; its owner can change it.',
      }),
      scope: 'deployment',
      environment: 'production',
      chainId: 8453,
      setter: 'setExtensionFeeBpsPerHour',
    },
  ];
}

export const protocolParameters: readonly ProtocolParameter[] = [
  ...currentDeployment('base', 'production', baseConstants, 'constants/base.json'),
  ...currentLimits(),
  ...currentDeployment('base_staging', 'staging', baseStagingConstants, 'constants/baseStaging.json'),
  ...currentStack(),
  ...recorded.map((p) => {
    const status = statusOfRecorded(p);
    // The November 2025 contracts' values are named for what they are now, legacy.
    return p.version === 'v3' && status === 'legacy'
      ? { ...p, id: p.id.replace(/^v3\./, 'legacy.'), status }
      : { ...p, status };
  }),
];

type Pair = readonly [raw: string, value: string];

/**
 * The four owner-adjustable values of a V3 deployment, read from the Escrow
 * and Orchestrator constructor arguments; the owner changes each with set<Name>.
 */
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
): Recorded[] {
  const rows = [
    ['intentExpirationPeriod', 'Escrow', 'How long an intent keeps its funds locked before anyone can prune it.'],
    ['protocolFee', 'Orchestrator', 'Share of each released amount paid to the protocol fee recipient.'],
    [
      'dustThreshold',
      'Escrow',
      'Remainder at or below which a closing deposit’s tokens are swept to the dust recipient.',
    ],
    ['maxIntentsPerDeposit', 'Escrow', 'Most open intents one deposit may carry at a time.'],
  ] as const;
  return rows.map(([name, contract, description]) => ({
    version: 'v3',
    scope: 'deployment',
    environment,
    chainId,
    id: `v3.${folder}.${name}`,
    contract,
    name,
    raw: values[name][0],
    value: values[name][1],
    setter: `set${name.charAt(0).toUpperCase()}${name.slice(1)}`,
    description,
    source: contractSource('v3', `deployments/${folder}/${contract}.json`),
  }));
}

/** The two owner-adjustable values of a V2 deployment, read from the Escrow constructor arguments. */
function v2Deployment(
  folder: string,
  environment: Environment,
  chainId: ChainId,
  intentExpirationPeriod: Pair,
  sustainabilityFee: Pair,
): Recorded[] {
  const rows = [
    ['intentExpirationPeriod', intentExpirationPeriod, 'How long after it was signalled an intent can be pruned.'],
    ['sustainabilityFee', sustainabilityFee, 'Share of each released intent paid as the sustainability fee.'],
  ] as const;
  return rows.map(([name, [raw, value], description]) => ({
    version: 'v2',
    scope: 'deployment',
    environment,
    chainId,
    contract: 'Escrow',
    id: `v2.${folder}.${name}`,
    name,
    raw,
    value,
    setter: `set${name.charAt(0).toUpperCase()}${name.slice(1)}`,
    description,
    source: contractSource('v2', `deployments/${folder}/Escrow.json`),
  }));
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
