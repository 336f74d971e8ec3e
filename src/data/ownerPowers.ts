/**
 * What the owner of the ZKP2P contracts can do, function by function, and who
 * that owner is. Every trust section of the protocol docs renders from this
 * file, so that one page cannot promise what another page contradicts.
 *
 * Where the facts come from, newest first:
 * - Current contracts (what `@zkp2p/sdk` 0.14.1 sends new deposits and intents
 *   to): the ABIs and the dispute-stack manifest of `@zkp2p/contracts-v2`
 *   0.4.1 (published 13 September 2026), and the public source in
 *   zkp2p/zkp2p-contracts listed in `contractSources.ts` (the deployment
 *   records of EscrowV2, OrchestratorV3, UnifiedPaymentVerifierV3 and
 *   IntentGuardian, and RateManagerV1's source file): rows of those contracts
 *   say who may call each function and what the code limits. For the other
 *   current contracts (the dispute stack, MultiAttestationVerifier,
 *   NullifierRegistryV2, WhitelistPolicy) no source matching the package ABI
 *   was read, so their rows say who may call only where the manifest or the
 *   ZKP2P docs (zkp2p/docs 6425a54, 1 July 2026) state it. Registries that the
 *   current system shares with the November 2025 deployment (same addresses)
 *   keep their source-based rows.
 * - Legacy V3 contracts (the Escrow and Orchestrator of November 2025, which
 *   still hold funds): zkp2p/zkp2p-v2-contracts (now zkp2p/zkp2p-contracts),
 *   branch `main` at 4241be0: `contracts/**`, `deploy/` and
 *   `deployments/parameters.ts`. Ownership was handed to the multisig by the
 *   deploy scripts (commit a0a2467, an ancestor of 4241be0).
 * - V2: the same repository, branch `v2-main` at da735c5; `deployments/safeService.ts`
 *   names the owner address as a Safe multisig on Base.
 */
import { DOCS_CHECKED, PACKAGES, contractSource, sourceUrl } from './chains';
import { publicSource } from './contractSources';
import { parameter } from './protocolParameters';
import type { ChainId, Environment, ProtocolVersion, Source } from './chains';

/**
 * How an owner power can touch money:
 * - `custody`: can move tokens out of a deposit or a stake, or lock them, without their owner.
 * - `proof`: changes what counts as a valid payment proof or dispute (a looser rule can release open intents without payment).
 * - `fees`: changes what a trade costs or where fees and dust go.
 * - `access`: changes who or what may use the protocol (methods, currencies, relayers, hooks, escrows).
 * - `pause`: stops some functions until the owner resumes them.
 * - `ownership`: hands over or gives up the owner role itself.
 */
export const POWER_IMPACTS = ['custody', 'proof', 'fees', 'access', 'pause', 'ownership'] as const;
export type PowerImpact = (typeof POWER_IMPACTS)[number];

/** `current`: what the official SDK uses today; `legacy`: still holds funds or open intents, takes no new ones from the SDK. */
export const POWER_STATUSES = ['current', 'legacy'] as const;
export type PowerStatus = (typeof POWER_STATUSES)[number];

/**
 * How we know who may call the functions:
 * - `source`: the public Solidity marks them `onlyOwner` (for current contracts: the source in `contractSources.ts`).
 * - `docs`: the ZKP2P docs (July 2026) call them owner-only.
 * - `unpublished`: the ABI lists them on an `Ownable` contract, but no public source says who may call them.
 */
export type CallerBasis = 'source' | 'docs' | 'unpublished';

/** A file of the published npm package, for contracts whose Solidity is not public. */
export type PackageSource = { package: '@zkp2p/contracts-v2'; version: '0.4.1'; path: string };

export type PowerSource = Source | PackageSource;

export type OwnerPower = {
  version: ProtocolVersion;
  status: PowerStatus;
  /** Contract name exactly as in `@zkp2p/contracts-v2` (addresses/base.json) or the contracts repository. */
  contract: string;
  /** Function names exactly as in the ABI or source, without arguments. */
  functions: readonly string[];
  impact: PowerImpact;
  caller: CallerBasis;
  /** What holding the owner key lets you do with these functions, in plain words. */
  effect: string;
  /** What the code (or a published constant) limits; "not published" where nothing is known. */
  limit: string;
  source: PowerSource;
};

/** Who holds the owner role of one deployment (no source names a timelock between an owner and its contracts). */
export type Ownership = {
  version: ProtocolVersion;
  status: PowerStatus;
  environment: Environment;
  chainId: ChainId;
  /** The owner address a public source names. */
  owner: string;
  /** `multisig`: a Safe multisig; `deployer`: the account that deployed the contracts kept the role. */
  holder: 'multisig' | 'deployer';
  /** Contracts the source says this address owns. */
  contracts: readonly string[];
  /** Contracts among them whose ownership moves in two steps (the new owner must accept). */
  twoStep: readonly string[];
  /** One or two sentences on how this is known and how to confirm it on chain. */
  note: string;
  sources: readonly PowerSource[];
};

/** Said of owner powers with immediate effect. */
const noTimelock = 'No timelock or delay: the change takes effect in the transaction that makes it.';
/** Said of ABI-only rows: the caller check is not public. */
const callerUnpublished =
  'Who may call it is not published: @zkp2p/contracts-v2 0.4.1 gives only the ABI, and no source matching that ABI was found in zkp2p/zkp2p-contracts; no source names a limit or a delay.';

const abi = (contract: string): PackageSource => ({
  package: '@zkp2p/contracts-v2',
  version: '0.4.1',
  path: `abis/base/${contract}.json`,
});

const manifest: PackageSource = { package: '@zkp2p/contracts-v2', version: '0.4.1', path: 'disputeStack/base.json' };

/** The public source a current contract's row was read from (`contractSources.ts`), at its commit. */
const recorded = (contract: string): Source => {
  const record = publicSource(contract);
  return { repository: 'zkp2p/zkp2p-contracts', ref: record.commit, path: record.path };
};

/** A limit quoted from `protocolParameters.ts`, so it reads the same everywhere. */
const value = (id: string): string => parameter(id).value;

/**
 * A power as written below: its version and status, and its caller unless it
 * names one, come from its group; so does its source unless it names one (the
 * contract's ABI in the package for current rows, `contracts/<Contract>.sol`
 * of the repository for the others).
 */
type PowerRow = Omit<OwnerPower, 'version' | 'status' | 'caller' | 'source'> & {
  caller?: CallerBasis;
  source?: PowerSource;
};

function group(
  version: ProtocolVersion,
  status: PowerStatus,
  caller: CallerBasis,
  rows: readonly PowerRow[],
): OwnerPower[] {
  const defaultSource = (contract: string): PowerSource =>
    status === 'current' ? abi(contract) : contractSource(version, `contracts/${contract}.sol`);
  return rows.map(({ source, ...row }) => ({
    version,
    status,
    caller,
    ...row,
    source: source ?? defaultSource(row.contract),
  }));
}

export const ownerPowers: readonly OwnerPower[] = [
  // V3, current contracts
  ...group('v3', 'current', 'unpublished', [
    {
      contract: 'OrchestratorRegistry',
      functions: ['addOrchestrator', 'removeOrchestrator'],
      impact: 'custody',
      caller: 'docs',
      effect:
        'Decide which Orchestrator contracts EscrowV2 obeys. Any registered Orchestrator can lock funds in any deposit that accepts intents (lockFunds), and unlock or pay out the intents it locked itself (unlockAndTransferFunds sends them to an address it names). The manifest lists three members: Orchestrator, OrchestratorV2 and OrchestratorV3.',
      limit: `Owned by the multisig (dispute-stack manifest), single-step ownership. ${noTimelock}`,
    },
    {
      contract: 'EscrowV2',
      functions: ['setOrchestratorRegistry'],
      impact: 'custody',
      caller: 'source',
      effect:
        'Points EscrowV2 at another OrchestratorRegistry, and so at another set of contracts allowed to lock deposits and pay out locked amounts.',
      limit: `Rejects the zero address. ${noTimelock}`,
      source: recorded('EscrowV2'),
    },
    {
      contract: 'EscrowV2',
      functions: ['setIntentExpirationPeriod'],
      impact: 'custody',
      caller: 'source',
      effect:
        'Sets how long a new intent keeps its share of a deposit locked before it can be pruned. A long period lets a buyer who never pays hold that share for the whole period.',
      limit: `Must be above zero; no upper bound. Each lock keeps the expiry it was given. The ${value('current.maxTotalIntentLifetime')} ceiling (MAX_TOTAL_INTENT_EXPIRATION_PERIOD) bounds only extensions by a deposit’s guardian.`,
      source: recorded('EscrowV2'),
    },
    {
      contract: 'EscrowV2',
      functions: ['setPaymentVerifierRegistry', 'setMaxIntentsPerDeposit'],
      impact: 'access',
      effect:
        'Choose the registry that decides which payment methods and currencies deposits may list, and how many open intents one deposit may carry.',
      caller: 'source',
      limit: 'The registry cannot be the zero address; the intent limit must be above zero, with no upper bound.',
      source: recorded('EscrowV2'),
    },
    {
      contract: 'EscrowV2',
      functions: ['setDustThreshold', 'setDustRecipient'],
      impact: 'fees',
      effect:
        'Decide how small the remainder of a closing deposit must be to count as dust, and who receives it when a deposit without retainOnEmpty closes.',
      caller: 'source',
      limit: `Threshold at most ${value('current.maxDustThreshold')} (MAX_DUST_THRESHOLD); the recipient cannot be the zero address.`,
      source: recorded('EscrowV2'),
    },
    {
      contract: 'EscrowV2',
      functions: ['pauseEscrow', 'unpauseEscrow'],
      impact: 'pause',
      caller: 'source',
      effect:
        'Pause and resume EscrowV2. A pause stops creating and funding deposits, removeFunds, delegate and rate-manager changes, and every change to a deposit’s methods, currencies, rates, limits and flags. withdrawDeposit, pruneExpiredIntents, the Orchestrators’ lock and unlock calls and guardian extensions keep working, so it does not stop new intents.',
      limit: 'No limit on how long a pause lasts.',
      source: recorded('EscrowV2'),
    },
    {
      contract: 'OrchestratorV3',
      functions: ['setProtocolFee', 'setProtocolFeeRecipient'],
      impact: 'fees',
      caller: 'source',
      effect:
        'Set the share of each released amount that goes to the protocol, and its recipient. The fee is read at release, so a change also applies to intents already open. The package publishes the Base value as PROTOCOL_TAKER_FEE.',
      limit: `At most ${value('current.maxProtocolFee')} (MAX_PROTOCOL_FEE); the recipient cannot be the zero address. Owned by the multisig (manifest). ${noTimelock}`,
      source: recorded('OrchestratorV3'),
    },
    {
      contract: 'OrchestratorV3',
      functions: ['setLifecycleHook'],
      impact: 'access',
      caller: 'source',
      effect:
        'Replaces, for intents signalled afterwards, the lifecycle hook OrchestratorV3 calls at signal, cancel and settlement (today IntentLifecycleHookV1, which applies the whitelist and dispute-protection policies). The calls are fail-closed: if an intent’s hook reverts, its signal, cancellation, pruning, fulfilment or manual release reverts too. The hook gets no allowance over the tokens.',
      limit:
        'Must be a contract, or zero to call no hook. Each open intent keeps the hook it was signalled with. The manifest expects IntentLifecycleHookV1. Owned by the multisig (manifest).',
      source: recorded('OrchestratorV3'),
    },
    {
      contract: 'OrchestratorV3',
      functions: ['setEscrowRegistry', 'setRelayerRegistry', 'setAllowMultipleIntents'],
      impact: 'access',
      caller: 'source',
      effect:
        'Swap the registries that decide which escrows intents may use and which relayers may hold several intents, or let every account hold several open intents. The manifest expects allowMultipleIntents to be true.',
      limit:
        'Registries cannot be the zero address. OrchestratorV3 has no setter for its PaymentVerifierRegistry. Owned by the multisig (manifest).',
      source: recorded('OrchestratorV3'),
    },
    {
      contract: 'OrchestratorV3',
      functions: ['pauseOrchestrator', 'unpauseOrchestrator'],
      impact: 'pause',
      caller: 'source',
      effect:
        'Pause and resume OrchestratorV3. A pause stops signalIntent and fulfillIntent; cancelIntent, releaseFundsToPayer, pruning and setDepositPreIntentHook keep working. A buyer who has paid cannot fulfil while it lasts, and the intent can expire meanwhile. The manifest expects it unpaused.',
      limit: 'No limit on how long a pause lasts.',
      source: recorded('OrchestratorV3'),
    },
    {
      contract: 'UnifiedPaymentVerifierV3',
      functions: ['setAttestationVerifier'],
      impact: 'proof',
      effect:
        'Replaces the contract that checks attestation signatures. A replacement that accepts any signature would let open intents be fulfilled without a payment, each up to its locked amount.',
      caller: 'source',
      limit: `Must be a contract other than the current one. ${noTimelock}`,
      source: recorded('UnifiedPaymentVerifierV3'),
    },
    {
      contract: 'UnifiedPaymentVerifierV3',
      functions: ['addPaymentMethod', 'removePaymentMethod'],
      impact: 'access',
      effect: 'Decide which payment methods the verifier accepts attestations for.',
      caller: 'source',
      limit: 'None beyond rejecting duplicates and unknown methods.',
      source: recorded('UnifiedPaymentVerifierV3'),
    },
    {
      contract: 'MultiAttestationVerifier',
      functions: ['addWitness', 'removeWitness', 'setRequiredSignatures'],
      impact: 'proof',
      effect:
        'Change the witness keys and how many of them must sign. The July 2026 docs say the attestation enclave’s signer is a witness here and other keys are rejected at fulfillIntent; the manifest also names it as the DisputeVerifier’s verifier. A key in the set can sign an attestation for any open intent, up to its locked amount.',
      limit: `Owned by the multisig (manifest), single-step ownership. ${noTimelock}`,
      source: manifest,
    },
    {
      contract: 'PaymentVerifierRegistry',
      functions: ['addPaymentMethod', 'removePaymentMethod'],
      impact: 'proof',
      caller: 'source',
      effect:
        'Map each payment method to the verifier contract an Orchestrator asks at fulfilment. Removing a method and adding it again remaps it to another verifier, which then also decides intents already open, releasing up to each intent’s amount to its recipient.',
      limit: 'The verifier cannot be the zero address and at least one currency is required. Nothing else.',
      source: contractSource('v3', 'contracts/registries/PaymentVerifierRegistry.sol'),
    },
    {
      contract: 'PaymentVerifierRegistry',
      functions: ['addCurrencies', 'removeCurrencies'],
      impact: 'access',
      caller: 'source',
      effect: 'Decide which fiat currencies a payment method accepts in new deposits and added currencies.',
      limit: 'None beyond rejecting empty lists and duplicates.',
      source: contractSource('v3', 'contracts/registries/PaymentVerifierRegistry.sol'),
    },
    {
      contract: 'NullifierRegistryV2',
      functions: ['addWritePermission', 'removeWritePermission'],
      impact: 'access',
      effect:
        'Decide who may mark payments as used. A writer can spend a genuine payment’s nullifier so its proof is refused; removing a verifier’s permission makes its fulfilments revert.',
      limit: callerUnpublished,
    },
    {
      contract: 'EscrowRegistry',
      functions: ['addEscrow', 'removeEscrow', 'setAcceptAllEscrows'],
      impact: 'access',
      caller: 'source',
      effect: 'Decide which escrow contracts the Orchestrators accept intents for, or accept all of them.',
      limit: 'None beyond rejecting duplicates and the zero address.',
      source: contractSource('v3', 'contracts/registries/EscrowRegistry.sol'),
    },
    {
      contract: 'RelayerRegistry',
      functions: ['addRelayer', 'removeRelayer'],
      impact: 'access',
      caller: 'source',
      effect: 'Decide which accounts may hold more than one open intent at a time.',
      limit: 'None beyond rejecting duplicates and the zero address.',
      source: contractSource('v3', 'contracts/registries/RelayerRegistry.sol'),
    },
    {
      contract: 'DisputeProtectionPolicy',
      functions: ['setDisputeVerifier'],
      impact: 'proof',
      effect:
        'Replaces the contract that decides whether a dispute attestation is valid. A resolved dispute pays the depositor from the StakeVault stake locked for that intent (the buyer’s own stake, or a staker’s who authorised the buyer).',
      limit: 'Owned by the multisig with two-step transfer; renouncing is disabled (OwnershipRenunciationDisabled).',
      source: manifest,
    },
    {
      contract: 'DisputeProtectionPolicy',
      functions: ['setRiskWindow', 'setLifecycleHookAuthorization', 'setAdmissionsPaused'],
      impact: 'access',
      effect:
        'Set how long each payment method’s settled intents stay open to disputes, which lifecycle hooks may report to the policy, and whether new protected intents are admitted. The manifest expects 1,209,600 seconds (14 days) for PayPal and Venmo, 0 for other methods.',
      limit: 'The ABI has a MAX_RISK_WINDOW constant; its value is read on chain. Owned by the multisig (manifest).',
      source: manifest,
    },
    {
      contract: 'DisputeVerifier',
      functions: ['setAttestationVerifier'],
      impact: 'proof',
      effect:
        'Replaces the contract that checks the signatures on dispute attestations (today MultiAttestationVerifier).',
      limit: 'Owned by the multisig with two-step transfer; renouncing is disabled.',
      source: manifest,
    },
    {
      contract: 'DisputeNullifierRegistry',
      functions: ['addWritePermission', 'removeWritePermission'],
      impact: 'access',
      effect:
        'Decide who may record dispute nullifiers. The manifest lists DisputeProtectionPolicy as the active writer and an earlier policy as a passive one.',
      limit: 'Owned by the multisig (manifest), single-step ownership.',
      source: manifest,
    },
    {
      contract: 'StakeVault',
      functions: ['proposeController', 'cancelControllerProposal'],
      impact: 'custody',
      effect:
        'Propose a new controller for the vault that holds the stake backing buyers’ protected intents (today DisputeProtectionPolicy). The controller locks stake and resolves locks into claims, so a new controller decides where locked stake goes.',
      limit:
        'The only published delay: a proposal takes effect only after controllerChangeDelay (at least MIN_CONTROLLER_CHANGE_DELAY), and the new controller must accept it. Two-step ownership; renouncing is disabled.',
      source: manifest,
    },
    {
      contract: 'WhitelistPolicy',
      functions: ['setEscrowRegistry'],
      impact: 'access',
      effect:
        'Points the whitelist policy at another escrow registry, which decides the escrows whose deposits it serves.',
      limit: 'Owned by the multisig (manifest), single-step ownership.',
      source: manifest,
    },
    {
      contract: 'IntentGuardian',
      functions: ['setExtensionFeeBpsPerHour'],
      impact: 'fees',
      caller: 'source',
      effect:
        'Sets the hourly fee, in basis points of the intent amount, that a payer pays the depositor to extend an intent’s expiry, for every deposit that names this guardian; 0 switches extensions off.',
      limit: `At most ${value('current.maxExtensionFeeBpsPerHour')} (MAX_EXTENSION_FEE_BPS_PER_HOUR). Deployed with ${value('current.base.intentGuardianInitialFee')} and the protocol multisig as owner; two-step ownership.`,
      source: recorded('IntentGuardian'),
    },
    {
      contract: 'RateManagerV1',
      functions: ['setEscrowRegistry'],
      impact: 'access',
      effect:
        'Points RateManagerV1 at another escrow registry, which decides the escrows whose deposits may opt into a manager. Managers’ own rates and fees are set by each manager, not by the owner.',
      caller: 'source',
      limit: `Rejects the zero address. Each manager’s maximum fee is at most ${value('current.maxRateManagerFee')} (GLOBAL_MAX_MANAGER_FEE), fixed when it registers.`,
      source: recorded('RateManagerV1'),
    },
    {
      contract: 'All owned current contracts',
      functions: ['transferOwnership', 'renounceOwnership'],
      impact: 'ownership',
      effect: 'Hand every power on this list to another address, or give it up.',
      limit:
        'StakeVault, DisputeProtectionPolicy, DisputeVerifier and IntentGuardian move ownership in two steps (acceptOwnership); the first three refuse renouncing. The others change owner in one step.',
      source: manifest,
    },
  ]),
  // V3, legacy (November 2025)
  ...group('v3', 'legacy', 'source', [
    {
      contract: 'Escrow',
      functions: ['setOrchestrator'],
      impact: 'custody',
      effect:
        'Installs the contract that Escrow obeys for lockFunds, unlockFunds and unlockAndTransferFunds. An Orchestrator the owner installs can lock funds in any deposit that accepts intents and transfer any locked amount to any address it names in _to.',
      limit: `Only rejects the zero address. ${noTimelock}`,
    },
    {
      contract: 'Escrow',
      functions: ['setPaymentVerifierRegistry'],
      impact: 'access',
      effect:
        'Points Escrow at another registry, which decides the payment methods and currencies that new deposits and added payment methods may list.',
      limit: 'Only rejects the zero address.',
    },
    {
      contract: 'Escrow',
      functions: ['setIntentExpirationPeriod'],
      impact: 'custody',
      effect:
        'Sets how long a new intent keeps its share of a deposit locked before anyone can prune it. A long period lets a buyer who never pays hold that share for as long as the period lasts.',
      limit:
        'Must be above zero; no upper bound. Applies to intents signalled after the change: each intent keeps the expiry stored when its funds were locked.',
    },
    {
      contract: 'Escrow',
      functions: ['setMaxIntentsPerDeposit'],
      impact: 'access',
      effect: 'Sets how many open intents one deposit may carry at a time.',
      limit: 'Must be above zero; no upper bound.',
    },
    {
      contract: 'Escrow',
      functions: ['setDustThreshold', 'setDustRecipient'],
      impact: 'fees',
      effect:
        'Decide how small a closing deposit’s remainder must be to count as dust, and who receives it. Dust is swept when a deposit with no open intents and retainOnEmpty off closes.',
      limit:
        'The threshold is capped by MAX_DUST_THRESHOLD, 1,000,000 base units (1 USDC); the recipient cannot be the zero address.',
    },
    {
      contract: 'Escrow',
      functions: ['pauseEscrow', 'unpauseEscrow'],
      impact: 'pause',
      effect:
        'Pausing stops createDeposit, addFunds, removeFunds and every change to a deposit’s settings. withdrawDeposit, pruneExpiredIntents, extendIntentExpiry and the Orchestrator’s lockFunds, unlockFunds and unlockAndTransferFunds keep working.',
      limit: 'No limit on how long a pause lasts.',
    },
    {
      contract: 'Orchestrator',
      functions: ['setProtocolFee', 'setProtocolFeeRecipient'],
      impact: 'fees',
      effect:
        'Set the share of each released amount that goes to the protocol, and its recipient. The fee is read when an intent is fulfilled or released, so a change also applies to intents signalled before it.',
      limit: 'The fee is capped by MAX_PROTOCOL_FEE, 5e16 (5%); the recipient cannot be the zero address.',
    },
    {
      contract: 'Orchestrator',
      functions: ['setEscrowRegistry', 'setPostIntentHookRegistry', 'setRelayerRegistry'],
      impact: 'access',
      effect:
        'Swap the registries that decide which escrows intents may use, which post-intent hooks an intent may name, and which relayers may hold several intents at once.',
      limit: 'Only reject the zero address.',
    },
    {
      contract: 'Orchestrator',
      functions: ['setAllowMultipleIntents'],
      impact: 'access',
      effect: 'Lets every account, not only whitelisted relayers, hold more than one open intent.',
      limit: 'None.',
    },
    {
      contract: 'Orchestrator',
      functions: ['pauseOrchestrator', 'unpauseOrchestrator'],
      impact: 'pause',
      effect:
        'Pausing stops signalIntent and fulfillIntent. cancelIntent, releaseFundsToPayer and pruning stay open, so a buyer who has paid cannot claim with a proof while the pause lasts and must rely on the seller’s manual release.',
      limit: 'No limit on how long a pause lasts.',
    },
    {
      contract: 'UnifiedPaymentVerifier',
      functions: ['setAttestationVerifier'],
      impact: 'proof',
      effect:
        'Replaces the contract that checks attestation signatures. A replacement that accepts any signature would let open intents be fulfilled without a payment, each up to its locked amount.',
      limit: `Rejects the zero address and the current address. ${noTimelock}`,
      source: contractSource('v3', 'contracts/unifiedVerifier/BaseUnifiedPaymentVerifier.sol'),
    },
    {
      contract: 'UnifiedPaymentVerifier',
      functions: ['addPaymentMethod', 'removePaymentMethod'],
      impact: 'access',
      effect: 'Decide which payment methods the verifier accepts attestations for.',
      limit: 'None beyond rejecting duplicates and unknown methods.',
      source: contractSource('v3', 'contracts/unifiedVerifier/BaseUnifiedPaymentVerifier.sol'),
    },
    {
      contract: 'SimpleAttestationVerifier',
      functions: ['setWitness'],
      impact: 'proof',
      effect:
        'Replaces the single key whose signature makes an attestation valid (MIN_WITNESS_SIGNATURES is 1). Whoever holds the witness key can sign an attestation for any open intent, releasing up to its locked amount to the intent’s recipient.',
      limit: `Rejects the zero address. ${noTimelock}`,
      source: contractSource('v3', 'contracts/unifiedVerifier/SimpleAttestationVerifier.sol'),
    },
    {
      contract: 'NullifierRegistry',
      functions: ['addWritePermission', 'removeWritePermission'],
      impact: 'access',
      effect:
        'Decide who may mark payments as used. A writer can spend a genuine payment’s nullifier so its proof is refused; removing the verifier’s permission makes every fulfilment revert.',
      limit: 'None beyond rejecting duplicates.',
      source: contractSource('v3', 'contracts/registries/NullifierRegistry.sol'),
    },
    {
      contract: 'PostIntentHookRegistry',
      functions: ['addPostIntentHook', 'removePostIntentHook'],
      impact: 'access',
      effect:
        'Decide which hook contracts an intent may name. A hook receives the buyer’s tokens for the intents that name it, so only buyers who choose a hook depend on it.',
      limit: 'None beyond rejecting duplicates and the zero address.',
      source: contractSource('v3', 'contracts/registries/PostIntentHookRegistry.sol'),
    },
    {
      contract: 'All owned November 2025 contracts',
      functions: ['transferOwnership', 'renounceOwnership'],
      impact: 'ownership',
      effect: 'Hand every power on this list to another address in one step, or give it up for good.',
      limit: 'OpenZeppelin 4.9 Ownable: single-step transfer, no acceptance by the new owner and no delay.',
      source: contractSource('v3', 'package.json'),
    },
  ]),
  // V2
  ...group('v2', 'legacy', 'source', [
    {
      contract: 'Escrow',
      functions: ['setIntentExpirationPeriod'],
      impact: 'custody',
      effect:
        'Sets how long intents lock deposit funds. V2 reads the period when intents are pruned, so a change also lengthens or shortens the lock on intents that are already open.',
      limit: 'Must be above zero; no upper bound.',
    },
    {
      contract: 'Escrow',
      functions: [
        'addWhitelistedPaymentVerifier',
        'removeWhitelistedPaymentVerifier',
        'updateAcceptAllPaymentVerifiers',
      ],
      impact: 'access',
      effect:
        'Decide which verifier contracts a new deposit may list, or accept any contract. A deposit keeps the verifiers it was created with.',
      limit: 'Only rejects the zero address and duplicates.',
    },
    {
      contract: 'Escrow',
      functions: ['setSustainabilityFee', 'setSustainabilityFeeRecipient', 'updatePaymentVerifierFeeShare'],
      impact: 'fees',
      effect:
        'Set the sustainability fee taken from each released intent, its recipient, and the share of it paid to the verifier contract. The fee is read at release, so a change also applies to open intents.',
      limit: 'The fee is capped by MAX_SUSTAINABILITY_FEE, 5e16 (5%); the verifier fee share has no cap in code.',
    },
    {
      contract: 'Escrow',
      functions: ['pauseEscrow', 'unpauseEscrow'],
      impact: 'pause',
      effect:
        'Pausing stops createDeposit, updateDepositConversionRate, signalIntent and fulfillIntent. cancelIntent, withdrawDeposit and releaseFundsToPayer keep working.',
      limit: 'No limit on how long a pause lasts.',
    },
    {
      contract: 'ZelleBaseVerifier',
      functions: ['setPaymentMethodVerifier', 'removePaymentMethodVerifier'],
      impact: 'proof',
      effect:
        'Choose the contract that checks each Zelle bank’s proofs. A replacement that approves any proof would release open Zelle intents to their recipients without payment.',
      limit: `Only rejects the zero address. ${noTimelock}`,
      source: contractSource('v2', 'contracts/verifiers/ZelleBaseVerifier.sol'),
    },
    {
      contract: 'Reclaim payment verifiers (Venmo, Revolut, Cash App, Wise, Mercado Pago, PayPal, Monzo)',
      functions: ['addProviderHash', 'removeProviderHash'],
      impact: 'proof',
      effect:
        'Decide which zkTLS provider templates (provider hashes) a proof may be made with. Proofs must still carry a signature from a witness the deposit lists.',
      limit: 'None: provider hashes are not reviewed on chain.',
      source: contractSource('v2', 'contracts/verifiers/BaseVerifiers/BaseReclaimPaymentVerifier.sol'),
    },
    {
      contract: 'Zelle bank verifiers (Bank of America, Chase, Citi)',
      functions: ['addProviderHash', 'removeProviderHash'],
      impact: 'proof',
      effect:
        'Decide which zkTLS provider templates a Zelle proof may be made with. Proofs must still carry a signature from a witness the deposit lists.',
      limit: 'None: provider hashes are not reviewed on chain.',
      source: contractSource('v2', 'contracts/verifiers/BaseVerifiers/BaseReclaimVerifier.sol'),
    },
    {
      contract: 'Payment verifiers (all V2 platforms)',
      functions: ['addCurrency', 'removeCurrency', 'setTimestampBuffer'],
      impact: 'proof',
      effect:
        'Decide which currencies a verifier accepts and how long before the intent a payment may be dated and still count.',
      limit: 'No bound on the timestamp buffer.',
      source: contractSource('v2', 'contracts/verifiers/BaseVerifiers/BasePaymentVerifier.sol'),
    },
    {
      contract: 'NullifierRegistry',
      functions: ['addWritePermission', 'removeWritePermission'],
      impact: 'access',
      effect:
        'Decide who may mark payments as used. A writer can spend a genuine payment’s nullifier so its proof is refused.',
      limit: 'None beyond rejecting duplicates.',
      source: contractSource('v2', 'contracts/verifiers/nullifierRegistries/NullifierRegistry.sol'),
    },
    {
      contract: 'All owned V2 contracts',
      functions: ['transferOwnership', 'renounceOwnership'],
      impact: 'ownership',
      effect: 'Hand every power on this list to another address in one step, or give it up for good.',
      limit: 'OpenZeppelin 4.9 Ownable: single-step transfer, no acceptance by the new owner and no delay.',
      source: contractSource('v2', 'package.json'),
    },
  ]),
];

const multisig = '0x0bC26FF515411396DD588Abd6Ef6846E04470227';
/** What was searched for the Safe's signers and threshold, none of which states them. */
const safeSignersUnpublished = `Its signers and threshold are stated neither in the sources listed here (safeService.ts gives only its address) nor in ${PACKAGES.contracts.name} ${PACKAGES.contracts.version} or ${DOCS_CHECKED.repository} at ${DOCS_CHECKED.ref}; getOwners() and getThreshold() on the Safe return them.`;
const deployer = '0x84e113087C97Cd80eA9D78983D4B8Ff61ECa1929';
const v3Owned = [
  'Escrow',
  'Orchestrator',
  'PaymentVerifierRegistry',
  'PostIntentHookRegistry',
  'RelayerRegistry',
  'NullifierRegistry',
  'EscrowRegistry',
  'SimpleAttestationVerifier',
  'UnifiedPaymentVerifier',
] as const;

/** A November 2025 deployment whose MULTI_SIG was empty, so the deploying account kept the owner role. */
function keptByDeployer(environment: Environment, chainId: ChainId, network: string): Ownership {
  return {
    version: 'v3',
    status: 'legacy',
    environment,
    chainId,
    owner: deployer,
    holder: 'deployer',
    contracts: v3Owned,
    twoStep: [],
    note: `MULTI_SIG is empty for ${network}, so the scripts leave ownership with the deploying account (the from address of the deployment receipts).`,
    sources: [
      contractSource('v3', 'deployments/parameters.ts'),
      contractSource('v3', `deployments/${network}/Escrow.json`),
    ],
  };
}

export const ownerships: readonly Ownership[] = [
  {
    version: 'v3',
    status: 'current',
    environment: 'production',
    chainId: 8453,
    owner: multisig,
    holder: 'multisig',
    contracts: [
      'OrchestratorRegistry',
      'OrchestratorV3',
      'StakeVault',
      'DisputeProtectionPolicy',
      'WhitelistPolicy',
      'DisputeVerifier',
      'DisputeNullifierRegistry',
      'MultiAttestationVerifier',
    ],
    twoStep: ['StakeVault', 'DisputeProtectionPolicy', 'DisputeVerifier'],
    note: 'The dispute-stack manifest of @zkp2p/contracts-v2 0.4.1 names this owner, with no pending owner, for these eight contracts; it is the MULTI_SIG constant of the same package. For EscrowV2, UnifiedPaymentVerifierV3, NullifierRegistryV2, RateManagerV1 and IntentGuardian the package names no owner, and the deployment records in zkp2p/zkp2p-contracts give only the first one (the deploying account for EscrowV2 and UnifiedPaymentVerifierV3, this multisig for IntentGuardian): read owner() on each. Its signers and threshold are not published in the package, the docs or the repository.',
    sources: [
      manifest,
      { package: '@zkp2p/contracts-v2', version: '0.4.1', path: 'constants/base.json' },
      recorded('EscrowV2'),
      recorded('UnifiedPaymentVerifierV3'),
      recorded('IntentGuardian'),
    ],
  },
  {
    version: 'v3',
    status: 'legacy',
    environment: 'production',
    chainId: 8453,
    owner: multisig,
    holder: 'multisig',
    contracts: v3Owned,
    twoStep: [],
    note: `The deploy scripts transfer each contract to MULTI_SIG, a Safe on Base (named in v2-main’s safeService.ts); commit a0a2467 records running them. ${safeSignersUnpublished} Read owner() on each contract for the live holder.`,
    sources: [
      contractSource('v3', 'deployments/parameters.ts'),
      contractSource('v3', 'deploy/00_deploy_system.ts'),
      contractSource('v3', 'deploy/01_deploy_unified_verifier.ts'),
      contractSource('v2', 'deployments/safeService.ts'),
    ],
  },
  keptByDeployer('staging', 8453, 'base_staging'),
  keptByDeployer('testnet', 84532, 'base_sepolia'),
  {
    version: 'v2',
    status: 'legacy',
    environment: 'production',
    chainId: 8453,
    owner: multisig,
    holder: 'multisig',
    contracts: ['Escrow', 'NullifierRegistry', 'the payment verifiers'],
    twoStep: [],
    note: `The deploy scripts transfer the Escrow, the NullifierRegistry and each verifier to MULTI_SIG, the Safe named in safeService.ts; later owner changes are proposed through that Safe. ${safeSignersUnpublished}`,
    sources: [
      contractSource('v2', 'deployments/parameters.ts'),
      contractSource('v2', 'deploy/00_deploy_escrow.ts'),
      contractSource('v2', 'deployments/safeService.ts'),
    ],
  },
];

/** The public URL of a power's or an ownership's source: a commit of the contracts repository, or the npm package version. */
export function powerSourceUrl(source: PowerSource): string {
  if ('package' in source) return `https://www.npmjs.com/package/${source.package}/v/${source.version}`;
  return sourceUrl(source);
}

/** The powers of one version, current contracts first, in the order above within each status. */
export function powersOf(
  version: ProtocolVersion,
  impacts?: readonly PowerImpact[],
  status?: PowerStatus,
): OwnerPower[] {
  const rank: Readonly<Record<PowerStatus, number>> = { current: 0, legacy: 1 };
  return ownerPowers
    .filter(
      (p) =>
        p.version === version &&
        (impacts === undefined || impacts.includes(p.impact)) &&
        (status === undefined || p.status === status),
    )
    .sort((a, b) => rank[a.status] - rank[b.status]);
}

/** The owner of one deployment, if the sources name one (the current contracts unless `status` says otherwise). */
export function ownershipOf(
  version: ProtocolVersion,
  environment: Environment = 'production',
  chainId: ChainId = 8453,
  status?: PowerStatus,
): Ownership | undefined {
  const matches = ownerships.filter(
    (o) =>
      o.version === version &&
      o.environment === environment &&
      o.chainId === chainId &&
      (status === undefined || o.status === status),
  );
  return matches.find((o) => o.status === 'current') ?? matches[0];
}
