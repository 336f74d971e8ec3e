/**
 * Who may call each state-changing function of today's core contracts, and
 * whether a pause stops it, read from the public source of each contract
 * (`src/data/contractSources.ts`: the repository's deployment record for the
 * address the package publishes). The function tables of the V3 contract
 * pages are generated from the package's ABIs and take these two columns
 * from here; a unit test checks that every state-changing function of each
 * ABI has exactly one entry, so a new function cannot go undocumented.
 */

/**
 * The caller check in the source:
 * - `anyone`: no caller check.
 * - `depositor`: only the deposit's depositor.
 * - `depositorOrDelegate`: the depositor or the deposit's delegate.
 * - `intentOwner`: only the account that signalled the intent.
 * - `owner`: only the contract's owner (`onlyOwner`).
 * - `pendingOwner`: only the address a two-step ownership transfer names.
 * - `orchestrator`: any contract listed in the OrchestratorRegistry.
 * - `lockingOrchestrator`: only the Orchestrator that locked that intent (and it must be listed).
 * - `holdingEscrow`: anyone may call, but only intents whose escrow is the caller are touched.
 * - `guardian`: only the deposit's `intentGuardian`.
 */
export const CALLERS = [
  'anyone',
  'depositor',
  'depositorOrDelegate',
  'intentOwner',
  'owner',
  'pendingOwner',
  'orchestrator',
  'lockingOrchestrator',
  'holdingEscrow',
  'guardian',
] as const;
export type Caller = (typeof CALLERS)[number];

export type FunctionAccess = {
  caller: Caller;
  /** For contracts that can be paused: whether `whenNotPaused` guards the function. */
  stoppedByPause?: boolean;
};

/** The contracts whose function tables carry these columns, and whether each can be paused. */
export const ACCESS_CONTRACTS = {
  EscrowV2: { pausable: true },
  OrchestratorV3: { pausable: true },
  UnifiedPaymentVerifierV3: { pausable: false },
  IntentGuardian: { pausable: false },
} as const;
export type AccessContract = keyof typeof ACCESS_CONTRACTS;

const paused = (caller: Caller): FunctionAccess => ({ caller, stoppedByPause: true });
const open = (caller: Caller): FunctionAccess => ({ caller, stoppedByPause: false });
const plain = (caller: Caller): FunctionAccess => ({ caller });

export const functionAccess: Readonly<Record<AccessContract, Readonly<Record<string, FunctionAccess>>>> = {
  EscrowV2: {
    createDeposit: paused('anyone'),
    depositTo: paused('anyone'),
    addFunds: paused('anyone'),
    removeFunds: paused('depositor'),
    withdrawDeposit: open('depositor'),
    setDelegate: paused('depositor'),
    removeDelegate: paused('depositor'),
    setRateManager: paused('depositor'),
    clearRateManager: paused('depositor'),
    setCurrencyMinRate: paused('depositorOrDelegate'),
    setOracleRateConfig: paused('depositorOrDelegate'),
    setOracleRateConfigBatch: paused('depositorOrDelegate'),
    updateCurrencyConfigBatch: paused('depositorOrDelegate'),
    removeOracleRateConfig: paused('depositorOrDelegate'),
    setIntentRange: paused('depositorOrDelegate'),
    addPaymentMethods: paused('depositorOrDelegate'),
    setPaymentMethodActive: paused('depositorOrDelegate'),
    addCurrencies: paused('depositorOrDelegate'),
    deactivateCurrency: paused('depositorOrDelegate'),
    deactivateCurrenciesBatch: paused('depositorOrDelegate'),
    setAcceptingIntents: paused('depositorOrDelegate'),
    setRetainOnEmpty: paused('depositorOrDelegate'),
    pruneExpiredIntents: open('anyone'),
    lockFunds: open('orchestrator'),
    unlockFunds: open('lockingOrchestrator'),
    unlockAndTransferFunds: open('lockingOrchestrator'),
    extendIntentExpiry: open('guardian'),
    setOrchestratorRegistry: open('owner'),
    setPaymentVerifierRegistry: open('owner'),
    setDustRecipient: open('owner'),
    setDustThreshold: open('owner'),
    setMaxIntentsPerDeposit: open('owner'),
    setIntentExpirationPeriod: open('owner'),
    pauseEscrow: open('owner'),
    unpauseEscrow: open('owner'),
    transferOwnership: open('owner'),
    renounceOwnership: open('owner'),
  },
  OrchestratorV3: {
    signalIntent: paused('anyone'),
    fulfillIntent: paused('anyone'),
    cancelIntent: open('intentOwner'),
    releaseFundsToPayer: open('depositor'),
    setDepositPreIntentHook: open('depositorOrDelegate'),
    pruneIntents: open('holdingEscrow'),
    cleanupOrphanedIntents: open('anyone'),
    setLifecycleHook: open('owner'),
    setEscrowRegistry: open('owner'),
    setRelayerRegistry: open('owner'),
    setProtocolFee: open('owner'),
    setProtocolFeeRecipient: open('owner'),
    setAllowMultipleIntents: open('owner'),
    pauseOrchestrator: open('owner'),
    unpauseOrchestrator: open('owner'),
    transferOwnership: open('owner'),
    renounceOwnership: open('owner'),
  },
  UnifiedPaymentVerifierV3: {
    verifyPayment: plain('orchestrator'),
    addPaymentMethod: plain('owner'),
    removePaymentMethod: plain('owner'),
    setAttestationVerifier: plain('owner'),
    transferOwnership: plain('owner'),
    renounceOwnership: plain('owner'),
  },
  IntentGuardian: {
    extendIntent: plain('anyone'),
    setExtensionFeeBpsPerHour: plain('owner'),
    transferOwnership: plain('owner'),
    acceptOwnership: plain('pendingOwner'),
    renounceOwnership: plain('owner'),
  },
};

/** Reader wording of each caller check. */
export const callerLabels: Readonly<Record<Caller, string>> = {
  anyone: 'Anyone',
  depositor: 'Depositor',
  depositorOrDelegate: 'Depositor or delegate',
  intentOwner: 'The account that signalled the intent',
  owner: 'Owner',
  pendingOwner: 'The pending owner',
  orchestrator: 'Any Orchestrator in the OrchestratorRegistry',
  lockingOrchestrator: 'The Orchestrator that locked the intent',
  holdingEscrow: 'Anyone; acts only on intents of the calling escrow',
  guardian: 'The deposit’s intent guardian',
};

/** Whether `contract` has access entries, for the component's lookup. */
export function isAccessContract(contract: string): contract is AccessContract {
  return Object.hasOwn(ACCESS_CONTRACTS, contract);
}
