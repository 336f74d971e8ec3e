/**
 * What the owner of the ZKP2P contracts can do, function by function, and who
 * that owner is. Every trust section of the protocol docs renders from this
 * file, so that one page cannot promise what another page contradicts.
 *
 * Where the facts come from (read from the source, not from comments alone):
 * - V3: zkp2p/zkp2p-v2-contracts, branch `main` at 4241be0 (the repository
 *   calls this release "v2.1"): `contracts/**`, the deploy scripts under
 *   `deploy/` and `deployments/parameters.ts`. Ownership was handed to the
 *   multisig by the deploy scripts, whose transfer calls were switched on in
 *   commit a0a2467 ("run transfer ownership scripts to transfer ownership to
 *   multisig"), an ancestor of 4241be0.
 * - V2: the same repository, branch `v2-main` at da735c5: `contracts/**`,
 *   `deploy/` and `deployments/parameters.ts`; `deployments/safeService.ts`
 *   names the owner address as a Safe multisig on Base.
 *
 * No contract in either version uses a timelock: every owner function takes
 * effect in the transaction that calls it (OpenZeppelin 4.9 `Ownable`,
 * single-step `transferOwnership`, and `renounceOwnership`).
 */
import { contractSource } from './chains';
import type { ChainId, Environment, ProtocolVersion, Source } from './chains';

/**
 * How an owner power can touch money:
 * - `custody`: can move tokens out of a deposit, or lock them, without the depositor.
 * - `proof`: changes what counts as a valid payment proof (a looser rule can release open intents without payment).
 * - `fees`: changes what a trade costs or where fees and dust go.
 * - `access`: changes who or what may use the protocol (methods, currencies, relayers, hooks, escrows).
 * - `pause`: stops some functions until the owner resumes them.
 * - `ownership`: hands over or gives up the owner role itself.
 */
export type PowerImpact = 'custody' | 'proof' | 'fees' | 'access' | 'pause' | 'ownership';

export type OwnerPower = {
  version: ProtocolVersion;
  /** Contract name exactly as in the contracts repository. */
  contract: string;
  /** `onlyOwner` functions, exactly as named in the source, without arguments. */
  functions: readonly string[];
  impact: PowerImpact;
  /** What holding the owner key lets you do with these functions, in plain words. */
  effect: string;
  /** What the code itself checks or bounds; "no timelock" is implied for all and said where it matters. */
  limit: string;
  source: Source;
};

/** Who holds the owner role of one deployment. */
export type Ownership = {
  version: ProtocolVersion;
  environment: Environment;
  chainId: ChainId;
  /** The owner address the deploy scripts hand the contracts to. */
  owner: string;
  /** `multisig`: a Safe multisig; `deployer`: the account that deployed the contracts kept the role. */
  holder: 'multisig' | 'deployer';
  /** Contracts whose ownership the deploy scripts give to `owner`. */
  contracts: readonly string[];
  /** Always false in both versions: no timelock or delay sits between the owner and the contracts. */
  timelock: false;
  /** One or two sentences on how this is known and how to confirm it on chain. */
  note: string;
  sources: readonly Source[];
};

/** Said of every owner power: the contracts have no timelock or delay. */
const noTimelock = 'No timelock or delay: the change takes effect in the transaction that makes it.';

export const ownerPowers: readonly OwnerPower[] = [
  // ---------------------------------------------------------------- V3
  {
    version: 'v3',
    contract: 'Escrow',
    functions: ['setOrchestrator'],
    impact: 'custody',
    effect:
      'Installs the contract that Escrow obeys for lockFunds, unlockFunds and unlockAndTransferFunds. An Orchestrator the owner installs can lock funds in any deposit that accepts intents and transfer any locked amount to any address it names in _to.',
    limit: `Only rejects the zero address. ${noTimelock}`,
    source: contractSource('v3', 'contracts/Escrow.sol'),
  },
  {
    version: 'v3',
    contract: 'Escrow',
    functions: ['setPaymentVerifierRegistry'],
    impact: 'access',
    effect:
      'Points Escrow at another registry, which decides the payment methods and currencies that new deposits and added payment methods may list.',
    limit: 'Only rejects the zero address.',
    source: contractSource('v3', 'contracts/Escrow.sol'),
  },
  {
    version: 'v3',
    contract: 'Escrow',
    functions: ['setIntentExpirationPeriod'],
    impact: 'custody',
    effect:
      'Sets how long a new intent keeps its share of a deposit locked before anyone can prune it. A long period lets a buyer who never pays hold that share for as long as the period lasts.',
    limit:
      'Must be above zero; no upper bound. Applies to intents signalled after the change: each intent keeps the expiry stored when its funds were locked.',
    source: contractSource('v3', 'contracts/Escrow.sol'),
  },
  {
    version: 'v3',
    contract: 'Escrow',
    functions: ['setMaxIntentsPerDeposit'],
    impact: 'access',
    effect: 'Sets how many open intents one deposit may carry at a time.',
    limit: 'Must be above zero; no upper bound.',
    source: contractSource('v3', 'contracts/Escrow.sol'),
  },
  {
    version: 'v3',
    contract: 'Escrow',
    functions: ['setDustThreshold', 'setDustRecipient'],
    impact: 'fees',
    effect:
      'Decide how small a closing deposit’s remainder must be to count as dust, and who receives it. Dust is swept when a deposit with no open intents and retainOnEmpty off closes.',
    limit:
      'The threshold is capped by MAX_DUST_THRESHOLD, 1,000,000 base units (1 USDC); the recipient cannot be the zero address.',
    source: contractSource('v3', 'contracts/Escrow.sol'),
  },
  {
    version: 'v3',
    contract: 'Escrow',
    functions: ['pauseEscrow', 'unpauseEscrow'],
    impact: 'pause',
    effect:
      'Pausing stops createDeposit, addFunds, removeFunds and every change to a deposit’s settings. withdrawDeposit, pruneExpiredIntents, extendIntentExpiry and the Orchestrator’s lockFunds, unlockFunds and unlockAndTransferFunds keep working.',
    limit: 'No limit on how long a pause lasts.',
    source: contractSource('v3', 'contracts/Escrow.sol'),
  },
  {
    version: 'v3',
    contract: 'Orchestrator',
    functions: ['setProtocolFee', 'setProtocolFeeRecipient'],
    impact: 'fees',
    effect:
      'Set the share of each released amount that goes to the protocol, and its recipient. The fee is read when an intent is fulfilled or released, so a change also applies to intents signalled before it.',
    limit: 'The fee is capped by MAX_PROTOCOL_FEE, 5e16 (5%); the recipient cannot be the zero address.',
    source: contractSource('v3', 'contracts/Orchestrator.sol'),
  },
  {
    version: 'v3',
    contract: 'Orchestrator',
    functions: ['setEscrowRegistry', 'setPostIntentHookRegistry', 'setRelayerRegistry'],
    impact: 'access',
    effect:
      'Swap the registries that decide which escrows intents may use, which post-intent hooks an intent may name, and which relayers may hold several intents at once.',
    limit: 'Only reject the zero address.',
    source: contractSource('v3', 'contracts/Orchestrator.sol'),
  },
  {
    version: 'v3',
    contract: 'Orchestrator',
    functions: ['setAllowMultipleIntents'],
    impact: 'access',
    effect: 'Lets every account, not only whitelisted relayers, hold more than one open intent.',
    limit: 'None.',
    source: contractSource('v3', 'contracts/Orchestrator.sol'),
  },
  {
    version: 'v3',
    contract: 'Orchestrator',
    functions: ['pauseOrchestrator', 'unpauseOrchestrator'],
    impact: 'pause',
    effect:
      'Pausing stops signalIntent and fulfillIntent. cancelIntent, releaseFundsToPayer and pruning stay open, so a buyer who has paid cannot claim with a proof while the pause lasts and must rely on the seller’s manual release.',
    limit: 'No limit on how long a pause lasts.',
    source: contractSource('v3', 'contracts/Orchestrator.sol'),
  },
  {
    version: 'v3',
    contract: 'PaymentVerifierRegistry',
    functions: ['addPaymentMethod', 'removePaymentMethod'],
    impact: 'proof',
    effect:
      'Map each payment method to the verifier contract the Orchestrator asks at fulfilment. Removing a method and adding it again remaps it to another verifier; because the Orchestrator looks the verifier up when an intent is fulfilled, the new verifier also decides open intents, and its answer releases up to each intent’s amount to that intent’s recipient.',
    limit: 'The verifier cannot be the zero address and at least one currency is required. Nothing else.',
    source: contractSource('v3', 'contracts/registries/PaymentVerifierRegistry.sol'),
  },
  {
    version: 'v3',
    contract: 'PaymentVerifierRegistry',
    functions: ['addCurrencies', 'removeCurrencies'],
    impact: 'access',
    effect: 'Decide which fiat currencies a payment method accepts in new deposits and added currencies.',
    limit: 'None beyond rejecting empty lists and duplicates.',
    source: contractSource('v3', 'contracts/registries/PaymentVerifierRegistry.sol'),
  },
  {
    version: 'v3',
    contract: 'UnifiedPaymentVerifier',
    functions: ['setAttestationVerifier'],
    impact: 'proof',
    effect:
      'Replaces the contract that checks attestation signatures. A replacement that accepts any signature would let open intents be fulfilled without a payment, each up to its locked amount.',
    limit: `Rejects the zero address and the current address. ${noTimelock}`,
    source: contractSource('v3', 'contracts/unifiedVerifier/BaseUnifiedPaymentVerifier.sol'),
  },
  {
    version: 'v3',
    contract: 'UnifiedPaymentVerifier',
    functions: ['addPaymentMethod', 'removePaymentMethod'],
    impact: 'access',
    effect: 'Decide which payment methods the verifier accepts attestations for.',
    limit: 'None beyond rejecting duplicates and unknown methods.',
    source: contractSource('v3', 'contracts/unifiedVerifier/BaseUnifiedPaymentVerifier.sol'),
  },
  {
    version: 'v3',
    contract: 'SimpleAttestationVerifier',
    functions: ['setWitness'],
    impact: 'proof',
    effect:
      'Replaces the single key whose signature makes an attestation valid (MIN_WITNESS_SIGNATURES is 1). Whoever holds the witness key can sign an attestation for any open intent, releasing up to its locked amount to the intent’s recipient.',
    limit: `Rejects the zero address. ${noTimelock}`,
    source: contractSource('v3', 'contracts/unifiedVerifier/SimpleAttestationVerifier.sol'),
  },
  {
    version: 'v3',
    contract: 'NullifierRegistry',
    functions: ['addWritePermission', 'removeWritePermission'],
    impact: 'access',
    effect:
      'Decide who may mark payments as used. A writer can spend a genuine payment’s nullifier so its proof is refused; removing the verifier’s permission makes every fulfilment revert.',
    limit: 'None beyond rejecting duplicates.',
    source: contractSource('v3', 'contracts/registries/NullifierRegistry.sol'),
  },
  {
    version: 'v3',
    contract: 'EscrowRegistry',
    functions: ['addEscrow', 'removeEscrow', 'setAcceptAllEscrows'],
    impact: 'access',
    effect: 'Decide which escrow contracts the Orchestrator accepts intents for, or accept all of them.',
    limit: 'None beyond rejecting duplicates and the zero address.',
    source: contractSource('v3', 'contracts/registries/EscrowRegistry.sol'),
  },
  {
    version: 'v3',
    contract: 'RelayerRegistry',
    functions: ['addRelayer', 'removeRelayer'],
    impact: 'access',
    effect: 'Decide which accounts may hold more than one open intent at a time.',
    limit: 'None beyond rejecting duplicates and the zero address.',
    source: contractSource('v3', 'contracts/registries/RelayerRegistry.sol'),
  },
  {
    version: 'v3',
    contract: 'PostIntentHookRegistry',
    functions: ['addPostIntentHook', 'removePostIntentHook'],
    impact: 'access',
    effect:
      'Decide which hook contracts an intent may name. A hook receives the buyer’s tokens for the intents that name it, so only buyers who choose a hook depend on it.',
    limit: 'None beyond rejecting duplicates and the zero address.',
    source: contractSource('v3', 'contracts/registries/PostIntentHookRegistry.sol'),
  },
  {
    version: 'v3',
    contract: 'All owned V3 contracts',
    functions: ['transferOwnership', 'renounceOwnership'],
    impact: 'ownership',
    effect: 'Hand every power on this list to another address in one step, or give it up for good.',
    limit: 'OpenZeppelin 4.9 Ownable: single-step transfer, no acceptance by the new owner and no delay.',
    source: contractSource('v3', 'package.json'),
  },

  // ---------------------------------------------------------------- V2
  {
    version: 'v2',
    contract: 'Escrow',
    functions: ['setIntentExpirationPeriod'],
    impact: 'custody',
    effect:
      'Sets how long intents lock deposit funds. V2 reads the period when intents are pruned, so a change also lengthens or shortens the lock on intents that are already open.',
    limit: 'Must be above zero; no upper bound.',
    source: contractSource('v2', 'contracts/Escrow.sol'),
  },
  {
    version: 'v2',
    contract: 'Escrow',
    functions: ['addWhitelistedPaymentVerifier', 'removeWhitelistedPaymentVerifier', 'updateAcceptAllPaymentVerifiers'],
    impact: 'access',
    effect:
      'Decide which verifier contracts a new deposit may list, or accept any contract. A deposit keeps the verifiers it was created with.',
    limit: 'Only rejects the zero address and duplicates.',
    source: contractSource('v2', 'contracts/Escrow.sol'),
  },
  {
    version: 'v2',
    contract: 'Escrow',
    functions: ['setSustainabilityFee', 'setSustainabilityFeeRecipient', 'updatePaymentVerifierFeeShare'],
    impact: 'fees',
    effect:
      'Set the sustainability fee taken from each released intent, its recipient, and the share of it paid to the verifier contract. The fee is read at release, so a change also applies to open intents.',
    limit: 'The fee is capped by MAX_SUSTAINABILITY_FEE, 5e16 (5%); the verifier fee share has no cap in code.',
    source: contractSource('v2', 'contracts/Escrow.sol'),
  },
  {
    version: 'v2',
    contract: 'Escrow',
    functions: ['pauseEscrow', 'unpauseEscrow'],
    impact: 'pause',
    effect:
      'Pausing stops createDeposit, updateDepositConversionRate, signalIntent and fulfillIntent. cancelIntent, withdrawDeposit and releaseFundsToPayer keep working.',
    limit: 'No limit on how long a pause lasts.',
    source: contractSource('v2', 'contracts/Escrow.sol'),
  },
  {
    version: 'v2',
    contract: 'ZelleBaseVerifier',
    functions: ['setPaymentMethodVerifier', 'removePaymentMethodVerifier'],
    impact: 'proof',
    effect:
      'Choose the contract that checks each Zelle bank’s proofs. A replacement that approves any proof would release open Zelle intents to their recipients without payment.',
    limit: `Only rejects the zero address. ${noTimelock}`,
    source: contractSource('v2', 'contracts/verifiers/ZelleBaseVerifier.sol'),
  },
  {
    version: 'v2',
    contract: 'Reclaim payment verifiers (Venmo, Revolut, Cash App, Wise, Mercado Pago, PayPal, Monzo)',
    functions: ['addProviderHash', 'removeProviderHash'],
    impact: 'proof',
    effect:
      'Decide which zkTLS provider templates (provider hashes) a proof may be made with. Proofs must still carry a signature from a witness the deposit lists.',
    limit: 'None: provider hashes are not reviewed on chain.',
    source: contractSource('v2', 'contracts/verifiers/BaseVerifiers/BaseReclaimPaymentVerifier.sol'),
  },
  {
    version: 'v2',
    contract: 'Zelle bank verifiers (Bank of America, Chase, Citi)',
    functions: ['addProviderHash', 'removeProviderHash'],
    impact: 'proof',
    effect:
      'Decide which zkTLS provider templates a Zelle proof may be made with. Proofs must still carry a signature from a witness the deposit lists.',
    limit: 'None: provider hashes are not reviewed on chain.',
    source: contractSource('v2', 'contracts/verifiers/BaseVerifiers/BaseReclaimVerifier.sol'),
  },
  {
    version: 'v2',
    contract: 'Payment verifiers (all V2 platforms)',
    functions: ['addCurrency', 'removeCurrency', 'setTimestampBuffer'],
    impact: 'proof',
    effect:
      'Decide which currencies a verifier accepts and how long before the intent a payment may be dated and still count.',
    limit: 'No bound on the timestamp buffer.',
    source: contractSource('v2', 'contracts/verifiers/BaseVerifiers/BasePaymentVerifier.sol'),
  },
  {
    version: 'v2',
    contract: 'NullifierRegistry',
    functions: ['addWritePermission', 'removeWritePermission'],
    impact: 'access',
    effect:
      'Decide who may mark payments as used. A writer can spend a genuine payment’s nullifier so its proof is refused.',
    limit: 'None beyond rejecting duplicates.',
    source: contractSource('v2', 'contracts/verifiers/nullifierRegistries/NullifierRegistry.sol'),
  },
  {
    version: 'v2',
    contract: 'All owned V2 contracts',
    functions: ['transferOwnership', 'renounceOwnership'],
    impact: 'ownership',
    effect: 'Hand every power on this list to another address in one step, or give it up for good.',
    limit: 'OpenZeppelin 4.9 Ownable: single-step transfer, no acceptance by the new owner and no delay.',
    source: contractSource('v2', 'package.json'),
  },
];

const multisig = '0x0bC26FF515411396DD588Abd6Ef6846E04470227';
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

export const ownerships: readonly Ownership[] = [
  {
    version: 'v3',
    environment: 'production',
    chainId: 8453,
    owner: multisig,
    holder: 'multisig',
    contracts: v3Owned,
    timelock: false,
    note: 'The deploy scripts transfer each contract to MULTI_SIG, a Safe on Base (named in v2-main’s safeService.ts); commit a0a2467 records running them. Its signers and threshold are not published. Read owner() on each contract for the live holder.',
    sources: [
      contractSource('v3', 'deployments/parameters.ts'),
      contractSource('v3', 'deploy/00_deploy_system.ts'),
      contractSource('v3', 'deploy/01_deploy_unified_verifier.ts'),
      contractSource('v2', 'deployments/safeService.ts'),
    ],
  },
  {
    version: 'v3',
    environment: 'staging',
    chainId: 8453,
    owner: deployer,
    holder: 'deployer',
    contracts: v3Owned,
    timelock: false,
    note: 'MULTI_SIG is empty for base_staging, so the scripts leave ownership with the deploying account (the from address of the deployment receipts).',
    sources: [
      contractSource('v3', 'deployments/parameters.ts'),
      contractSource('v3', 'deployments/base_staging/Escrow.json'),
    ],
  },
  {
    version: 'v3',
    environment: 'testnet',
    chainId: 84532,
    owner: deployer,
    holder: 'deployer',
    contracts: v3Owned,
    timelock: false,
    note: 'MULTI_SIG is empty for base_sepolia, so the scripts leave ownership with the deploying account (the from address of the deployment receipts).',
    sources: [
      contractSource('v3', 'deployments/parameters.ts'),
      contractSource('v3', 'deployments/base_sepolia/Escrow.json'),
    ],
  },
  {
    version: 'v2',
    environment: 'production',
    chainId: 8453,
    owner: multisig,
    holder: 'multisig',
    contracts: ['Escrow', 'NullifierRegistry', 'the payment verifiers'],
    timelock: false,
    note: 'The deploy scripts transfer the Escrow, the NullifierRegistry and each verifier to MULTI_SIG, the Safe named in safeService.ts; later owner changes are proposed through that Safe. Its signers and threshold are not published.',
    sources: [
      contractSource('v2', 'deployments/parameters.ts'),
      contractSource('v2', 'deploy/00_deploy_escrow.ts'),
      contractSource('v2', 'deployments/safeService.ts'),
    ],
  },
];

/** The powers of one version, in the order above (custody first within each contract). */
export function powersOf(version: ProtocolVersion, impacts?: readonly PowerImpact[]): OwnerPower[] {
  return ownerPowers.filter((p) => p.version === version && (impacts === undefined || impacts.includes(p.impact)));
}

/** The owner of one deployment, if the sources name one. */
export function ownershipOf(
  version: ProtocolVersion,
  environment: Environment = 'production',
  chainId: ChainId = 8453,
): Ownership | undefined {
  return ownerships.find((o) => o.version === version && o.environment === environment && o.chainId === chainId);
}
