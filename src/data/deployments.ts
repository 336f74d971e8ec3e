/**
 * Every ZKP2P address this site publishes: contracts per protocol version,
 * chain and environment, plus the few accounts a reader needs to audit them,
 * each with a status (`current`, `legacy` or `retired`) and the reason for it.
 * The deployment pages, `<ContractAddress name="…" />` and the JSON downloads
 * render only from this list; `deployments.test.ts` holds it to the package.
 *
 * Where the addresses come from:
 * - V3 on Base (production and staging): generated from the address files of
 *   `@zkp2p/contracts-v2` (`addresses/base.json`, `addresses/baseStaging.json`),
 *   so an address is never typed here. Only the prose is ours: what each
 *   contract does (read from its ABI in the same package) and its status, judged
 *   from what `@zkp2p/sdk` sends new deposits and intents to.
 * - Accounts of the current system: `constants/*.json` and
 *   `disputeStack/*.json` of the same package, and the SDK's gating-service
 *   address.
 * - V3 on Base Sepolia: repository zkp2p/zkp2p-v2-contracts, `main` at 4241be0
 *   (28 Oct 2025). No current source publishes a testnet, so these are retired.
 * - V2 (2025): the same repository, branch `v2-main` at da735c5 (6 Aug 2025, UTC),
 *   files `deployments/<network>/<Contract>.json`; the gating signer and
 *   witness from the 2025 ZKP2P developer docs. All retired.
 */

import baseAddresses from '@zkp2p/contracts-v2/addresses/base.json';
import baseStagingAddresses from '@zkp2p/contracts-v2/addresses/baseStaging.json';
import baseConstants from '@zkp2p/contracts-v2/constants/base.json';
import baseDisputeStack from '@zkp2p/contracts-v2/disputeStack/base.json';
import baseStagingDisputeStack from '@zkp2p/contracts-v2/disputeStack/baseStaging.json';
import { packageSource, sdkSource } from './chains';
import type { ChainId, DeploymentStatus, EntryKind, Environment, ProtocolVersion, Source } from './chains';
import { toChecksumAddress } from '../utils/address';

export * from './chains';

export type Deployment = {
  version: ProtocolVersion;
  environment: Environment;
  chainId: ChainId;
  /** Contract name exactly as in the package or repository, or a role name for accounts. */
  name: string;
  /** EIP-55 checksummed. */
  address: string;
  kind: EntryKind;
  status: DeploymentStatus;
  /** One sentence: why the entry has its status, naming the source that shows it. */
  statusReason: string;
  /** One sentence: what this address does. */
  purpose: string;
  source: Source;
  /** Extra context shown with the entry, e.g. what replaced it. */
  note?: string;
  /** Set when a later deployment of the same contract, in the same version and environment, replaced this one. */
  replaced?: true;
};

/** A contract name published in `@zkp2p/contracts-v2/addresses/base.json`. */
export type PackageContractName = keyof typeof baseAddresses.contracts;

type Prose = { purpose: string; status: DeploymentStatus; statusReason: string };

/** Contracts that share a status, written without repeating it. */
function withStatus<Name extends PackageContractName>(
  status: DeploymentStatus,
  rows: Readonly<Record<Name, Omit<Prose, 'status'>>>,
): Record<Name, Prose> {
  const entries = Object.entries<Omit<Prose, 'status'>>(rows).map(([name, { purpose, statusReason }]) => [
    name,
    { purpose, status, statusReason },
  ]);
  return Object.fromEntries(entries) as Record<Name, Prose>;
}

const sdk = '@zkp2p/sdk 0.14.1';
const manifest = 'the dispute-stack manifest of @zkp2p/contracts-v2 0.4.1';

/**
 * What each contract of the package does and where it stands, in the order of
 * the tables: the main path first, then registries, verification, hooks,
 * oracles, then legacy. The key type is the package's own list of names, so a
 * contract added to the package fails the type check here until it is
 * described (and one removed from it fails `deployments.test.ts`).
 */
const packageContracts: Readonly<Record<PackageContractName, Prose>> = {
  ...withStatus('current', {
    EscrowV2: {
      purpose:
        'Holds the token deposits of sellers (USDC in the app) with their methods, currencies and rates; pays out settled intents.',
      statusReason: `${sdk} getContracts() resolves EscrowV2 as the escrow for every new deposit.`,
    },
    OrchestratorV3: {
      purpose:
        'Runs each intent from signal to fulfilment or cancellation, checks the payment through the verifier and calls the lifecycle hook.',
      statusReason: `${sdk} signals every new intent through OrchestratorV3 and refuses any other orchestrator for signalIntent.`,
    },
    UnifiedPaymentVerifierV3: {
      purpose: 'Checks signed payment attestations for every payment method and records each payment as used.',
      statusReason: `${sdk} getContracts() resolves UnifiedPaymentVerifierV3 as the payment verifier.`,
    },
    RateManagerV1: {
      purpose: 'Lets a rate manager set conversion rates and a fee for the deposits that opt in to it.',
      statusReason: `${sdk} getRateManagerContracts() resolves RateManagerV1.`,
    },
    ProtocolViewerV2: {
      purpose: 'Read-only helper that returns deposits and intents with their related state in one call.',
      statusReason: `${sdk} reads deposits and intents through ProtocolViewerV2 only.`,
    },
    IntentGuardian: {
      purpose: 'Lets an intent be extended beyond its expiry for a fee per hour, up to a fixed total lifetime.',
      statusReason: `${sdk} getIntentGuardianContract() resolves it on Base.`,
    },
    OrchestratorRegistry: {
      purpose: 'Lists the orchestrators that escrows, verifiers and hooks accept calls from.',
      statusReason: `${sdk} resolves it, and ${manifest} names OrchestratorV3 as registered in it.`,
    },
    EscrowRegistry: {
      purpose: 'Lists the escrow contracts an orchestrator will lock funds in.',
      statusReason: `${manifest} names it as OrchestratorV3's escrow registry; the November 2025 Orchestrator used it too.`,
    },
    PaymentVerifierRegistry: {
      purpose: 'Maps each payment method to its verifier contract and to the currencies it accepts.',
      statusReason: `${manifest} names it as OrchestratorV3's payment verifier registry; earlier orchestrators used it too.`,
    },
    RelayerRegistry: {
      purpose: 'Lists relayers that may hold more than one open intent at a time.',
      statusReason: `${manifest} names it as OrchestratorV3's relayer registry.`,
    },
    NullifierRegistryV2: {
      purpose:
        'Remembers every payment already used, with the intent it settled, so one payment settles at most one intent.',
      statusReason: `${manifest} expects it as the nullifier registry of the current stack; it points back to the first registry.`,
    },
    MultiAttestationVerifier: {
      purpose: 'Holds the set of witness keys and checks that an attestation carries enough of their signatures.',
      statusReason: `${manifest} lists it with its witnesses; the 2026 docs say the enclave signer is registered on it.`,
    },
    IntentLifecycleHookV1: {
      purpose:
        'Lifecycle hook for OrchestratorV3 as intents open and close; applies deposit whitelists and dispute protection.',
      statusReason: `${manifest} names it as OrchestratorV3's active lifecycle hook and the only authorised one.`,
    },
    WhitelistPolicy: {
      purpose: 'Stores which groups of buyers each deposit and payment method admits, and checks a buyer against them.',
      statusReason: `${sdk} resolves it for deposit whitelists, and ${manifest} wires it to IntentLifecycleHookV1.`,
    },
    AddressGroupRegistry: {
      purpose: 'Keeps named groups of addresses that whitelist policies refer to.',
      statusReason: `${sdk} resolves it, and ${manifest} names it as the WhitelistPolicy group registry.`,
    },
    SignatureGatingPreIntentHook: {
      purpose: 'Pre-intent hook that admits an intent only with a signature from the signer the deposit names.',
      statusReason:
        'OrchestratorV3 keeps per-deposit pre-intent hooks, this hook refers to OrchestratorRegistry rather than one orchestrator, and the July 2026 docs list it in production.',
    },
    StakeVault: {
      purpose: 'Holds USDC stakes that back dispute protection and locks or pays them out as its controller directs.',
      statusReason: `${sdk} getStakeVaultContract() resolves it, and ${manifest} lists it.`,
    },
    DisputeProtectionPolicy: {
      purpose:
        'Decides which intents get dispute protection and for how long per payment method, and takes disputes against them.',
      statusReason: `${sdk} getDisputeProtectionPolicyContract() resolves it, and ${manifest} lists it.`,
    },
    DisputeVerifier: {
      purpose: 'Checks signed dispute attestations before a dispute can be acted on.',
      statusReason: `${manifest} lists it as the dispute stack's verifier.`,
    },
    DisputeNullifierRegistry: {
      purpose: 'Remembers every dispute attestation already used, so each counts once.',
      statusReason: `${manifest} lists it as the dispute stack's nullifier registry.`,
    },
    ChainlinkOracleAdapter: {
      purpose: 'Reads a Chainlink price feed so a deposit can follow a market rate.',
      statusReason: `${sdk} getContracts() resolves it as an oracle adapter for deposit rates.`,
    },
    PythOracleAdapter: {
      purpose: 'Reads a Pyth price feed so a deposit can follow a market rate.',
      statusReason: `${sdk} getContracts() resolves it as an oracle adapter for deposit rates.`,
    },
  }),
  ...withStatus('legacy', {
    Escrow: {
      purpose: 'The November 2025 escrow: holds the deposits made before EscrowV2 and pays out their intents.',
      statusReason: `${sdk} no longer resolves it for any deposit; the July 2026 docs list it as deprecated but still holding active deposits.`,
    },
    Orchestrator: {
      purpose: 'The November 2025 orchestrator, paired with the legacy Escrow, that runs intents on its deposits.',
      statusReason: `${sdk} sends no intents to it; ${manifest} still lists it as an authorised orchestrator.`,
    },
    OrchestratorV2: {
      purpose: 'The orchestrator EscrowV2 first launched with; runs the intents that were opened through it.',
      statusReason: `${sdk} sends new intents only to OrchestratorV3 but still pairs OrchestratorV2 with EscrowV2 for earlier intents.`,
    },
    UnifiedPaymentVerifier: {
      purpose: 'The November 2025 payment verifier, bound to the legacy Orchestrator.',
      statusReason: `${sdk} resolves only UnifiedPaymentVerifierV3; the July 2026 docs list this one as deprecated.`,
    },
    UnifiedPaymentVerifierV2: {
      purpose: 'The payment verifier that served EscrowV2 and OrchestratorV2 before V3 of the verifier.',
      statusReason: `${sdk} resolves only UnifiedPaymentVerifierV3; no source says this one was unregistered.`,
    },
    SimpleAttestationVerifier: {
      purpose: 'Single-witness signature check used by the earlier payment verifiers.',
      statusReason: `${manifest} trusts attestations through MultiAttestationVerifier instead.`,
    },
    NullifierRegistry: {
      purpose: 'The first registry of used payments, kept so a payment used before cannot be used again.',
      statusReason: 'NullifierRegistryV2 replaced it and names it as its legacyNullifierRegistry().',
    },
    PostIntentHookRegistry: {
      purpose: 'Lists the post-intent hooks the November 2025 Orchestrator lets an intent name.',
      statusReason:
        'Only the legacy Orchestrator reads it (later orchestrators have no such registry); the July 2026 docs list it as deprecated.',
    },
    ProtocolViewer: {
      purpose: 'Read-only helper for the legacy Escrow and Orchestrator.',
      statusReason: `${sdk} reads through ProtocolViewerV2 only; the July 2026 docs list this viewer as deprecated.`,
    },
    WhitelistPreIntentHook: {
      purpose: 'Whitelist hook set per deposit on OrchestratorV2, admitting only listed buyers.',
      statusReason: `Per-deposit whitelist hooks exist only on OrchestratorV2; on OrchestratorV3 whitelists go through WhitelistPolicy.`,
    },
  }),
  ...withStatus('retired', {
    WhitelistLifecycleHook: {
      purpose: 'An earlier lifecycle hook that applied deposit whitelists through WhitelistPolicy.',
      statusReason: `${manifest} authorises only IntentLifecycleHookV1 as lifecycle hook, and ${sdk} never refers to this one.`,
    },
  }),
};

/** The contracts of one of the package's address files, in the order of `packageContracts`. */
function packageEntries(
  environment: Environment,
  file: string,
  contracts: Readonly<Record<PackageContractName, string>>,
): Deployment[] {
  return (Object.keys(packageContracts) as PackageContractName[]).map((name) => ({
    version: 'v3',
    environment,
    chainId: 8453,
    name,
    address: contracts[name],
    kind: 'contract',
    ...packageContracts[name],
    source: packageSource(file),
  }));
}

/** An account of the current system on Base, or (with `kind`) a contract the package names outside its address files. */
function account(
  environment: Environment,
  name: string,
  address: string,
  prose: Prose,
  source: Source,
  { kind = 'account', note }: { kind?: EntryKind; note?: string } = {},
): Deployment {
  const entry: Deployment = {
    version: 'v3',
    environment,
    chainId: 8453,
    name,
    address: toChecksumAddress(address),
    kind,
    ...prose,
    source,
  };
  return note === undefined ? entry : { ...entry, note };
}

/** The witnesses of a dispute-stack manifest, and the two predecessors it recognises (kept because the SDK still accepts them). */
function stackAccounts(environment: Environment, stack: typeof baseDisputeStack, file: string): Deployment[] {
  const source = packageSource(file);
  const { RecognizedPredecessorHook, RecognizedPredecessorPolicy } = stack.runtimeIdentities;
  return [
    ...stack.attestationTrust.witnesses.map((address, index) =>
      account(
        environment,
        `Attestation witness ${index + 1}`,
        address,
        {
          purpose: 'Key whose signature MultiAttestationVerifier accepts on payment attestations.',
          status: 'current',
          statusReason: `Listed under attestationTrust in ${manifest}, which requires one signature.`,
        },
        source,
        {
          note: 'The owner can change the witness set; call witnesses() on MultiAttestationVerifier for the live list.',
        },
      ),
    ),
    account(
      environment,
      'Predecessor lifecycle hook',
      RecognizedPredecessorHook.address,
      {
        purpose: 'The lifecycle hook OrchestratorV3 used before IntentLifecycleHookV1.',
        status: 'legacy',
        statusReason: `${manifest} recognises it as the predecessor hook, and ${sdk} still accepts it on OrchestratorV3.`,
      },
      source,
      { kind: 'contract' },
    ),
    account(
      environment,
      'Predecessor dispute policy',
      RecognizedPredecessorPolicy.address,
      {
        purpose: 'The dispute protection policy that came before DisputeProtectionPolicy.',
        status: 'legacy',
        statusReason: `${manifest} recognises it as the predecessor policy and keeps it as a passive dispute-nullifier writer.`,
      },
      source,
      { kind: 'contract' },
    ),
  ];
}

const currentAccounts: readonly Deployment[] = [
  account(
    'production',
    'Protocol multisig',
    baseConstants.MULTI_SIG,
    {
      purpose: 'Owner of the production contracts; also receives protocol fees and swept deposit dust.',
      status: 'current',
      statusReason: `MULTI_SIG, fee and dust recipient in constants/base.json, and the expected owner in ${manifest}.`,
    },
    packageSource('constants/base.json'),
  ),
  ...stackAccounts('production', baseDisputeStack, 'disputeStack/base.json'),
  account(
    'production',
    'Gating service signer',
    '0x396D31055Db28C0C6f36e8b36f18FE7227248a97',
    {
      purpose: 'Key the ZKP2P gating service signs intents with, for deposits that require its signature.',
      status: 'current',
      statusReason: `${sdk} getGatingServiceAddress() returns it for Base.`,
    },
    sdkSource('dist/index.d.ts'),
  ),
  account(
    'production',
    'Legacy attestation witness',
    baseConstants.WITNESS_ADDRESS,
    {
      purpose: 'Key SimpleAttestationVerifier accepted attestations from when it was deployed.',
      status: 'legacy',
      statusReason: `WITNESS_ADDRESS in constants/base.json; the current stack trusts the MultiAttestationVerifier witnesses instead.`,
    },
    packageSource('constants/base.json'),
  ),
  account(
    'staging',
    'Staging owner',
    baseStagingDisputeStack.expectedGovernance.owner,
    {
      purpose: 'Expected owner of the staging dispute stack.',
      status: 'current',
      statusReason: `Named as owner in the staging dispute-stack manifest of @zkp2p/contracts-v2 0.4.1.`,
    },
    packageSource('disputeStack/baseStaging.json'),
  ),
  ...stackAccounts('staging', baseStagingDisputeStack, 'disputeStack/baseStaging.json'),
];

// ---------------------------------------------------------------------------
// Retired deployments, kept as history: V3 on Base Sepolia and all of V2.
// ---------------------------------------------------------------------------

type Group = {
  version: ProtocolVersion;
  environment: Environment;
  chainId: ChainId;
  ref: string;
  folder: string;
  statusReason: string;
};

const retiredTestnetReason =
  'No current source publishes a testnet: @zkp2p/contracts-v2 0.4.1 lists Base and Base staging only, and the July 2026 docs say every deployment is on Base mainnet.';
const retiredV2Reason =
  'The 2025 V2 system: neither @zkp2p/contracts-v2 0.4.1 nor @zkp2p/sdk 0.14.1 includes it, and the July 2026 docs keep its verifiers only for reference.';

const v3BaseSepolia: Group = {
  version: 'v3',
  environment: 'testnet',
  chainId: 84532,
  ref: 'main',
  folder: 'base_sepolia',
  statusReason: retiredTestnetReason,
};
const v2Base: Group = {
  version: 'v2',
  environment: 'production',
  chainId: 8453,
  ref: 'v2-main',
  folder: 'base',
  statusReason: retiredV2Reason,
};
const v2BaseSepolia: Group = { ...v2Base, environment: 'testnet', chainId: 84532, folder: 'base_sepolia' };
const v2Sepolia: Group = { ...v2Base, environment: 'testnet', chainId: 11155111, folder: 'sepolia' };

const reclaimPurpose = (platform: string) => `Checked Reclaim (zkTLS) proofs of ${platform} payments for V2.`;

const v2Purposes = {
  Escrow: 'Held V2 deposits, recorded intents and released funds once a verifier accepted a proof.',
  NullifierRegistry: 'Remembered every payment used on V2, so one payment settled at most one intent.',
  VenmoReclaimVerifier: reclaimPurpose('Venmo'),
  RevolutReclaimVerifier: reclaimPurpose('Revolut'),
  CashappReclaimVerifier: reclaimPurpose('Cash App'),
  WiseReclaimVerifier: reclaimPurpose('Wise'),
  MercadoPagoReclaimVerifier: reclaimPurpose('Mercado Pago'),
  PaypalReclaimVerifier: reclaimPurpose('PayPal'),
  MonzoReclaimVerifier: reclaimPurpose('Monzo'),
  ZelleBaseVerifier: 'V2 entry point for Zelle: read the bank tag on a proof and handed it to that bank’s verifier.',
  ZelleBoAReclaimVerifier: reclaimPurpose('Zelle (Bank of America)'),
  ZelleChaseReclaimVerifier: reclaimPurpose('Zelle (Chase)'),
  ZelleCitiReclaimVerifier: reclaimPurpose('Zelle (Citi)'),
} satisfies Readonly<Record<string, string>>;

type V2Name = keyof typeof v2Purposes;

function testnetPurpose(name: PackageContractName): string {
  return `Test copy on Base Sepolia of the October 2025 ${name}; no current source lists it.`;
}

function fromGroup(group: Group, name: string, address: string, kind: EntryKind, purpose: string): Deployment {
  return {
    version: group.version,
    environment: group.environment,
    chainId: group.chainId,
    name,
    address,
    kind,
    status: 'retired',
    statusReason: group.statusReason,
    purpose,
    source: {
      repository: 'zkp2p/zkp2p-v2-contracts',
      ref: group.ref,
      path: `deployments/${group.folder}/${name}.json`,
    },
  };
}

function v3Testnet(name: PackageContractName, address: string): Deployment {
  return fromGroup(v3BaseSepolia, name, address, 'contract', testnetPurpose(name));
}

function v2(group: Group, name: V2Name, address: string): Deployment {
  return fromGroup(group, name, address, 'contract', v2Purposes[name]);
}

function testToken(group: Group, address: string): Deployment {
  return fromGroup(group, 'USDCMock', address, 'test-token', 'Valueless stand-in for USDC, deployed for testing.');
}

const v2OfframpGuide: Source = {
  repository: 'zkp2p/docs',
  ref: '6454d32',
  path: 'developer/api/offramp-integration.md',
};

/** Zelle verifiers on Base that the 30 May 2025 redeployment replaced. */
const replacedZelle: readonly (readonly [V2Name, string])[] = [
  ['ZelleBaseVerifier', '0x1783f040783C0827fB64d128ECE548d9B3613Ad5'],
  ['ZelleBoAReclaimVerifier', '0x73640AEd9d3110c04BC7B13540648A5adb3EA579'],
  ['ZelleCitiReclaimVerifier', '0xe9b654Ee19473E77B71c2C328A31E79252dF66D6'],
];

const retired: readonly Deployment[] = [
  // V3 on Base Sepolia (October 2025 build)
  v3Testnet('Escrow', '0x6a5e11c3D87e22b828d02ee65a4e8f322BF6B97E'),
  v3Testnet('Orchestrator', '0x7D563c65456deF11c1Fdb9510eB745D5a780F5Fd'),
  v3Testnet('UnifiedPaymentVerifier', '0xA22aE87e99d614e6e04d787c67C609E24F223F6C'),
  v3Testnet('SimpleAttestationVerifier', '0x2Db1d6E0d7711b2AaC2918FE84270CfF84958dfA'),
  v3Testnet('PaymentVerifierRegistry', '0x251b544f0fBFF4D55aCb02dF17F6A9bB19861062'),
  v3Testnet('NullifierRegistry', '0xE0980FFdC868B69484C78A4B213E2C1Fa5AE70Cb'),
  v3Testnet('EscrowRegistry', '0x29d5116784144C30bD09D9537B7b5AB96cD6CdaA'),
  v3Testnet('PostIntentHookRegistry', '0x6ee1693e4fE83F7c3C87313a06f97E190f9Dc99c'),
  v3Testnet('RelayerRegistry', '0x8Ffe25Bc049ee6bd3E24fd9fDd3f654FCcDc3eE6'),
  v3Testnet('ProtocolViewer', '0x0c875D2B0802EAb3793886da9e0cF40e636b3384'),
  testToken(v3BaseSepolia, '0x48aB9BCF2B25a696ea950E95c2EACFE0Ec8A6DE1'),

  // V2 on Base: production
  v2(v2Base, 'Escrow', '0xCA38607D85E8F6294Dc10728669605E6664C2D70'),
  v2(v2Base, 'NullifierRegistry', '0x27B4A4542af8EefB7eBf574a562C5D4DaA17137F'),
  v2(v2Base, 'VenmoReclaimVerifier', '0x9a733B55a875D0DB4915c6B36350b24F8AB99dF5'),
  v2(v2Base, 'RevolutReclaimVerifier', '0xAA5A1B62B01781E789C900d616300717CD9A41aB'),
  v2(v2Base, 'CashappReclaimVerifier', '0x76D33A33068D86016B806dF02376dDBb23Dd3703'),
  v2(v2Base, 'WiseReclaimVerifier', '0xFF0149799631D7A5bdE2e7eA9b306c42b3d9a9ca'),
  v2(v2Base, 'MercadoPagoReclaimVerifier', '0xf2AC5be14F32Cbe6A613CFF8931d95460D6c33A3'),
  v2(v2Base, 'PaypalReclaimVerifier', '0x03d17E9371C858072E171276979f6B44571C5DeA'),
  v2(v2Base, 'MonzoReclaimVerifier', '0x0dE46433bD251027f73eD8f28E01eF05DA36a2E0'),
  v2(v2Base, 'ZelleBaseVerifier', '0x431a078A5029146aAB239c768A615CD484519aF7'),
  v2(v2Base, 'ZelleBoAReclaimVerifier', '0x809c7A20A2dbBB3210fC73Dd7C01Cd7Fa70C195F'),
  v2(v2Base, 'ZelleChaseReclaimVerifier', '0xBcD7C6BBcA5869fBefe3E322263EE1090221D7A9'),
  v2(v2Base, 'ZelleCitiReclaimVerifier', '0x3128BadC46Dbe2E37BDd2d64F33fB3B3a639570E'),
  {
    ...fromGroup(
      v2Base,
      'Gating service signer',
      '0x396D31055Db28C0C6f36e8b36f18FE7227248a97',
      'account',
      'Address the gating service signed V2 intents with; V2 sellers set it as intentGatingService.',
    ),
    source: v2OfframpGuide,
    note: 'The same key is still the gating service signer of the current system.',
  },
  {
    ...fromGroup(
      v2Base,
      'Reclaim witness',
      '0x0636c417755E3ae25C6c166D181c0607F4C572A3',
      'account',
      'Attestor whose signature V2 verifiers required; sellers encoded it in the deposit verification data.',
    ),
    source: v2OfframpGuide,
  },
  ...replacedZelle.map(([name, address]) => ({
    ...v2(v2Base, name, address),
    source: {
      repository: 'zkp2p/zkp2p-v2-contracts' as const,
      ref: 'dcbc4a5',
      path: `deployments/base/${name}.json`,
    },
    replaced: true as const,
    note: 'Replaced within V2: recorded in commit dcbc4a5 (20 May 2025) and redeployed in commit 5ed2bd9 (30 May 2025).',
  })),

  // V2 on Base Sepolia: testnet
  v2(v2BaseSepolia, 'Escrow', '0x15EF83EBB422B4AC8e3b8393d016Ed076dc50CB7'),
  v2(v2BaseSepolia, 'NullifierRegistry', '0x1ef021957e863FB686989755878cB98717e4FD4f'),
  v2(v2BaseSepolia, 'VenmoReclaimVerifier', '0x8499f2e7c4496Acfe0D7Ca5C7b6522514877b33F'),
  v2(v2BaseSepolia, 'RevolutReclaimVerifier', '0x7E34909A1C1b2a4D2FAbA61c17a0F59ECAce6F29'),
  v2(v2BaseSepolia, 'CashappReclaimVerifier', '0xe4148B108Fe4D7421853FE8cFfd35bDc2c0d95Ec'),
  v2(v2BaseSepolia, 'WiseReclaimVerifier', '0x54c92a8828A393C5A6D1DfbB71d0e9e97329b39C'),
  v2(v2BaseSepolia, 'MercadoPagoReclaimVerifier', '0x4367155Fe7BAA99d9AE99fE4F6aC1b8E87012e6b'),
  v2(v2BaseSepolia, 'PaypalReclaimVerifier', '0xC8cd114C6274Ef1066840337E7678BC9731BEa68'),
  v2(v2BaseSepolia, 'MonzoReclaimVerifier', '0xe2B378D9181046c84dB1156B0F90cF3108e25E9D'),
  v2(v2BaseSepolia, 'ZelleBaseVerifier', '0xbeeC239145b3c461422BC2fC45B78E5fd70862F1'),
  v2(v2BaseSepolia, 'ZelleBoAReclaimVerifier', '0x5eDB64B6FF3Fe18CE0bf7a890a6cC6a7D236c925'),
  v2(v2BaseSepolia, 'ZelleChaseReclaimVerifier', '0x909e7F6Eed9fF4913af7C0e73413d9d35E56B407'),
  v2(v2BaseSepolia, 'ZelleCitiReclaimVerifier', '0x462e1CB14dC8eb4b4940F7EB91CD1589eF0cbFE6'),
  testToken(v2BaseSepolia, '0x17463cb89A62c7b4A5ecD949aFDEDBD0Aa047ad1'),

  // V2 on Ethereum Sepolia: testnet
  v2(v2Sepolia, 'Escrow', '0xFF0149799631D7A5bdE2e7eA9b306c42b3d9a9ca'),
  v2(v2Sepolia, 'NullifierRegistry', '0x9cF61278C2Cc9C41578fE3a0ED375E9870D514F1'),
  v2(v2Sepolia, 'VenmoReclaimVerifier', '0x3Fa6C4135696fBD99F7D55B552B860f5df770710'),
  v2(v2Sepolia, 'RevolutReclaimVerifier', '0x79820f039942501F412910C083aDA6dCc419B67c'),
  v2(v2Sepolia, 'CashappReclaimVerifier', '0x3997dd7B691E11D45E8898601F5bc7B016b0d38B'),
  v2(v2Sepolia, 'WiseReclaimVerifier', '0x7cF01c990F5E93Eb4eaaC2146dFeC525a9C87878'),
  v2(v2Sepolia, 'MercadoPagoReclaimVerifier', '0xa70E7B29C372D71E0EE8E0a5c5721F3724e45CF3'),
  v2(v2Sepolia, 'ZelleBaseVerifier', '0x9F330945807658Ba0735a1115beF37c6D2dCc8A9'),
  testToken(v2Sepolia, '0x79f096840586a3FB1E2895dfc0e17bce07d7C774'),
];

export const deployments: readonly Deployment[] = [
  ...packageEntries('production', 'addresses/base.json', baseAddresses.contracts),
  ...packageEntries('staging', 'addresses/baseStaging.json', baseStagingAddresses.contracts),
  ...currentAccounts,
  ...retired,
];

/**
 * One entry by name, for `<ContractAddress name="…" />`: by default the
 * production entry on Base of V3 (the package's names). Throws when the name
 * is unknown or ambiguous, so a page cannot show a wrong or missing address.
 */
export function deploymentByName(
  name: string,
  options: { version?: ProtocolVersion; environment?: Environment; chainId?: ChainId } = {},
): Deployment {
  const { version = 'v3', environment = 'production', chainId = environment === 'testnet' ? 84532 : 8453 } = options;
  const found = deployments.filter(
    (d) => d.name === name && d.version === version && d.environment === environment && d.chainId === chainId,
  );
  const [only] = found;
  if (!only || found.length > 1) {
    const names = deployments
      .filter((d) => d.version === version && d.environment === environment && d.chainId === chainId)
      .map((d) => d.name);
    throw new Error(
      found.length > 1
        ? `${name} names ${found.length} ${version} ${environment} entries on chain ${chainId}`
        : `no ${version} ${environment} entry named ${name} on chain ${chainId}; known: ${names.join(', ')}`,
    );
  }
  return only;
}
