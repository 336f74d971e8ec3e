/**
 * The ZKP2P side of the fake world the developer samples run in: deposits,
 * intents, stake and USDC on a `FakeBase`, and the quote, signing, maker,
 * indexer and attestation services as `fetch` routes. The rules modelled are the ones the
 * samples must respect, each from a public source:
 *
 * - an intent locks at most what the deposit holds, at no lower rate than the
 *   deposit's, with the gating signature `/v3/sign` issued (EscrowV2 and
 *   OrchestratorV3 ABIs of `@zkp2p/contracts-v2` 0.4.1);
 * - on a dispute-protected deposit, a method with a non-zero risk window
 *   (`disputeStack/base.json`) locks the intent amount from the effective
 *   stake owner's free stake, one to one, or reverts with StakeVault's
 *   `InsufficientFreeStake` (SDK 0.14.1 README; StakeVault source);
 * - a deposit needs a valid range, registered methods and currencies, non-zero
 *   payee hashes and rates, and an allowance; an oracle setting needs an
 *   adapter address that holds a contract (EscrowV2 source; on this fake
 *   chain only the package's addresses do);
 * - token transfers need an allowance;
 * - the attestation service answers only for a route the SDK can reach and
 *   checks the `index` parameter per platform (zkp2p/docs 6425a54).
 */
import { decodeAbiParameters, keccak256, parseAbiParameters, toHex, zeroAddress } from 'viem';
import type { Address, Hex } from 'viem';
import baseDisputeStack from '@zkp2p/contracts-v2/disputeStack/base.json';
import basePaymentMethods from '@zkp2p/contracts-v2/paymentMethods/base.json';
import { FakeBase, HttpReply, Revert, fakeFetch } from './fake-base';
import type { FakeFetch, Route } from './fake-base';

export const USD = keccak256(toHex('USD'));
const riskWindows: Readonly<Record<string, string | number>> = baseDisputeStack.riskWindowSecondsByPaymentMethod;
/** Whether a payment method has a non-zero dispute risk window, so protected intents on it need stake. */
const hasRiskWindow = (method: Hex) => Number(riskWindows[method] ?? 0) > 0;
const methods: Readonly<Record<string, { paymentMethodHash: string; currencies: string[] }>> =
  basePaymentMethods.methods;

export function methodHash(platform: string): Hex {
  const method = methods[platform];
  if (!method) throw new Error(`no payment method ${platform} in paymentMethods/base.json`);
  return method.paymentMethodHash as Hex;
}

/** Platforms whose verifier takes the capture row's index (zkp2p/docs 6425a54). */
const indexed = new Set(['venmo', 'cashapp', 'revolut', 'zelle']);

export type Deposit = {
  id: bigint;
  platform: string;
  payeeHash: Hex;
  /** The seller's handle in the payment app. */
  offchainId: string;
  remaining: bigint;
  minRate: bigint;
  protected: boolean;
};

type Intent = {
  owner: Address;
  to: Address;
  depositId: bigint;
  amount: bigint;
  timestamp: bigint;
  paymentMethod: Hex;
  fiatCurrency: Hex;
  conversionRate: bigint;
  payeeId: Hex;
};

/** A seller's deposit in EscrowV2, 500 USDC at 1.0 USD per USDC. */
export function deposit(id: bigint, platform: string, offchainId: string, isProtected: boolean): Deposit {
  return {
    id,
    platform,
    payeeHash: keccak256(toHex(`${platform}:${offchainId}`)),
    offchainId,
    remaining: 500_000_000n,
    minRate: 10n ** 18n,
    protected: isProtected,
  };
}

type CreateDepositArgs = {
  token: Address;
  amount: bigint;
  intentAmountRange: { min: bigint; max: bigint };
  paymentMethods: Hex[];
  paymentMethodData: { intentGatingService: Address; payeeDetails: Hex; data: Hex }[];
  currencies: { code: Hex; minConversionRate: bigint }[][];
  delegate: Address;
  intentGuardian: Address;
  retainOnEmpty: boolean;
};

export type CreatedDeposit = {
  id: bigint;
  depositor: Address;
  params: CreateDepositArgs;
  /** Oracle settings by "method:currency". */
  oracle: Map<string, { adapter: Address; adapterConfig: Hex; spreadBps: number; maxStaleness: number }>;
};

export type Zkp2pWorld = {
  chain: FakeBase;
  services: FakeFetch;
  usdc: Map<string, bigint>;
  stake: Map<string, bigint>;
  /** Sponsor chosen by a taker (StakeVault.stakeOwnerOf). */
  sponsors: Map<string, Address>;
  intents: Map<Hex, Intent>;
  /** Deposits created in EscrowV2 during the run. */
  created: CreatedDeposit[];
  /** Bodies the attestation service received, with the route they came on. */
  attestations: { platform: string; actionType: string; body: Record<string, unknown> }[];
};

const ATTESTATION_SIGNER: Address = '0x5106A86819ED6Bb82c77CcBfC151250E1d369DbA';

/** Base, the quote, signing, maker, indexer and attestation services, with `deposits` to buy from and USDC for `accounts`. */
export function zkp2pWorld(accounts: Address[], deposits: Deposit[]): Zkp2pWorld {
  const chain = new FakeBase(accounts);
  const usdc = new Map<string, bigint>(accounts.map((account) => [account.toLowerCase(), 1_000_000_000n]));
  const allowances = new Map<string, bigint>();
  const stake = new Map<string, bigint>();
  const locked = new Map<string, bigint>();
  const sponsors = new Map<string, Address>();
  const intents = new Map<Hex, Intent>();
  const signatures = new Map<Hex, bigint>();
  const attestations: Zkp2pWorld['attestations'] = [];
  const escrow = chain.address('EscrowV2');
  const vault = chain.address('StakeVault');
  const byId = (id: bigint) => {
    const found = deposits.find((d) => d.id === id);
    if (!found) throw new Revert('EscrowV2', 'DepositNotFound', [id]);
    return found;
  };
  const key = (owner: string, spender: string) => `${owner.toLowerCase()}>${spender.toLowerCase()}`;
  const ownerOf = (taker: Address) => sponsors.get(taker.toLowerCase()) ?? taker;
  const free = (owner: Address) => (stake.get(owner.toLowerCase()) ?? 0n) - (locked.get(owner.toLowerCase()) ?? 0n);

  chain
    .on('USDC.allowance', ({ args: [owner, spender] }) => allowances.get(key(String(owner), String(spender))) ?? 0n)
    .on('USDC.balanceOf', ({ args: [owner] }) => usdc.get(String(owner).toLowerCase()) ?? 0n)
    .on('USDC.approve', ({ from, args: [spender, amount] }) => ({
      result: true,
      apply: () => allowances.set(key(from, String(spender)), BigInt(String(amount))),
      events: [{ contract: 'USDC', event: 'Approval', args: { owner: from, spender, value: amount } }],
    }))
    .on('StakeVault.stakeOwnerOf', ({ args: [taker] }) => ownerOf(taker as Address))
    .on('StakeVault.freeStake', ({ args: [owner] }) => free(owner as Address))
    .on('StakeVault.depositStake', ({ from, args: [amount] }) => {
      const value = BigInt(String(amount));
      if (value === 0n) throw new Revert('StakeVault', 'ZeroAmount');
      const allowance = allowances.get(key(from, vault)) ?? 0n;
      if (allowance < value) throw new Error('ERC20: insufficient allowance');
      return {
        apply: () => {
          allowances.set(key(from, vault), allowance - value);
          stake.set(from.toLowerCase(), (stake.get(from.toLowerCase()) ?? 0n) + value);
        },
      };
    })
    .on('OrchestratorV3.signalIntent', ({ from, args: [params] }) => {
      const p = params as {
        escrow: Address;
        depositId: bigint;
        amount: bigint;
        to: Address;
        paymentMethod: Hex;
        fiatCurrency: Hex;
        conversionRate: bigint;
        gatingServiceSignature: Hex;
        signatureExpiration: bigint;
      };
      if (p.escrow.toLowerCase() !== escrow.toLowerCase())
        throw new Revert('OrchestratorV3', 'EscrowNotWhitelisted', [p.escrow]);
      const d = byId(p.depositId);
      if (p.paymentMethod !== methodHash(d.platform)) {
        throw new Revert('OrchestratorV3', 'PaymentMethodNotSupported', [p.paymentMethod]);
      }
      if (p.fiatCurrency !== USD)
        throw new Revert('OrchestratorV3', 'CurrencyNotSupported', [p.paymentMethod, p.fiatCurrency]);
      if (p.conversionRate < d.minRate)
        throw new Revert('OrchestratorV3', 'RateBelowMinimum', [p.conversionRate, d.minRate]);
      if (p.amount > d.remaining) throw new Error('EscrowV2: InsufficientDepositLiquidity');
      const expiry = signatures.get(p.gatingServiceSignature);
      if (expiry === undefined || expiry !== p.signatureExpiration)
        throw new Revert('OrchestratorV3', 'InvalidSignature');
      if (expiry < chain.now) throw new Revert('OrchestratorV3', 'SignatureExpired', [expiry, chain.now]);
      const owner = ownerOf(from);
      const needsStake = d.protected && hasRiskWindow(p.paymentMethod);
      if (needsStake && free(owner) < p.amount) {
        throw new Revert('StakeVault', 'InsufficientFreeStake', [owner, free(owner), p.amount]);
      }
      const intentHash = keccak256(toHex(`intent ${intents.size} ${from} ${p.depositId}`));
      const intent: Intent = {
        owner: from,
        to: p.to,
        depositId: p.depositId,
        amount: p.amount,
        timestamp: chain.now,
        paymentMethod: p.paymentMethod,
        fiatCurrency: p.fiatCurrency,
        conversionRate: p.conversionRate,
        payeeId: d.payeeHash,
      };
      return {
        apply: () => {
          d.remaining -= p.amount;
          intents.set(intentHash, intent);
          if (needsStake) locked.set(owner.toLowerCase(), (locked.get(owner.toLowerCase()) ?? 0n) + p.amount);
        },
        events: [
          {
            contract: 'OrchestratorV3',
            event: 'IntentSignaled',
            args: { intentHash, escrow, ...intent, to: p.to, depositId: p.depositId },
          },
        ],
      };
    })
    .on('OrchestratorV3.getIntent', ({ args: [hash] }) => intentView(intents.get(hash as Hex), escrow))
    .on('ProtocolViewerV2.getIntent', ({ args: [orchestrator, hash] }) => {
      // Intents live on OrchestratorV3; any other orchestrator knows none.
      const onV3 = String(orchestrator).toLowerCase() === chain.address('OrchestratorV3').toLowerCase();
      const intent = onV3 ? intents.get(hash as Hex) : undefined;
      return protocolViewerIntent(hash as Hex, intent, intent && byId(intent.depositId), escrow);
    })
    .on('OrchestratorV3.fulfillIntent', ({ args: [params] }) => {
      const p = params as { paymentProof: Hex; intentHash: Hex; verificationData: Hex; postIntentHookData: Hex };
      const intent = intents.get(p.intentHash);
      if (!intent) throw new Revert('OrchestratorV3', 'IntentNotFound', [p.intentHash]);
      const [[proofIntent]] = decodeAbiParameters(
        parseAbiParameters('(bytes32, uint256, bytes32, bytes[], bytes, bytes)'),
        p.paymentProof,
      );
      const [[verifiedIntent, verifiedProof]] = decodeAbiParameters(
        parseAbiParameters('(bytes32, bytes, bytes)'),
        p.verificationData,
      );
      if (proofIntent !== p.intentHash || verifiedIntent !== p.intentHash || verifiedProof !== p.paymentProof) {
        throw new Revert('OrchestratorV3', 'HashMismatch');
      }
      return {
        apply: () => intents.delete(p.intentHash),
        events: [
          {
            contract: 'OrchestratorV3',
            event: 'IntentFulfilled',
            args: {
              intentHash: p.intentHash,
              fundsTransferredTo: intent.to,
              amount: intent.amount,
              isManualRelease: false,
            },
          },
        ],
      };
    });

  // The seller's side: deposits created, and oracle settings on them.
  const created: CreatedDeposit[] = [];
  const chainHasCode = (address: string) => chain.contracts.has(address.toLowerCase());
  chain
    .on('EscrowV2.createDeposit', ({ from, args: [params] }) => {
      const p = params as CreateDepositArgs;
      if (p.intentAmountRange.min === 0n) throw new Revert('EscrowV2', 'ZeroMinValue');
      if (p.intentAmountRange.min > p.intentAmountRange.max) {
        throw new Revert('EscrowV2', 'InvalidRange', [p.intentAmountRange.min, p.intentAmountRange.max]);
      }
      if (p.amount < p.intentAmountRange.min)
        throw new Revert('EscrowV2', 'AmountBelowMin', [p.amount, p.intentAmountRange.min]);
      if (p.paymentMethods.length !== p.paymentMethodData.length || p.paymentMethods.length !== p.currencies.length) {
        throw new Revert('EscrowV2', 'ArrayLengthMismatch', [p.paymentMethods.length, p.currencies.length]);
      }
      p.paymentMethods.forEach((method, i) => {
        const registered = Object.values(methods).find((m) => m.paymentMethodHash === method);
        if (!registered) throw new Revert('EscrowV2', 'PaymentMethodNotWhitelisted', [method]);
        if (BigInt(p.paymentMethodData[i]?.payeeDetails ?? 0) === 0n) throw new Revert('EscrowV2', 'EmptyPayeeDetails');
        for (const currency of p.currencies[i] ?? []) {
          if (!registered.currencies.includes(currency.code)) {
            throw new Revert('EscrowV2', 'CurrencyNotSupported', [method, currency.code]);
          }
          if (currency.minConversionRate === 0n) throw new Revert('EscrowV2', 'ZeroConversionRate');
        }
      });
      const allowance = allowances.get(key(from, escrow)) ?? 0n;
      if (allowance < p.amount) throw new Error('ERC20: insufficient allowance');
      const depositId = BigInt(created.length);
      return {
        apply: () => {
          allowances.set(key(from, escrow), allowance - p.amount);
          created.push({ id: depositId, depositor: from, params: p, oracle: new Map() });
        },
        events: [
          {
            contract: 'EscrowV2',
            event: 'DepositReceived',
            args: { depositId, depositor: from, ...p },
          },
        ],
      };
    })
    .on('EscrowV2.setOracleRateConfig', ({ from, args: [depositId, method, currency, config] }) => {
      const d = created.find((c) => c.id === depositId);
      if (!d) throw new Revert('EscrowV2', 'DepositNotFound', [depositId]);
      if (d.depositor !== from && d.params.delegate !== from) {
        throw new Revert('EscrowV2', 'UnauthorizedCallerOrDelegate', [from, d.depositor, d.params.delegate]);
      }
      const i = d.params.paymentMethods.indexOf(method as Hex);
      if (!d.params.currencies[i]?.some((c) => c.code === currency)) {
        throw new Revert('EscrowV2', 'CurrencyNotSupported', [method, currency]);
      }
      const c = config as { adapter: Address; adapterConfig: Hex; spreadBps: number; maxStaleness: number };
      if (BigInt(c.adapter) === 0n) throw new Revert('EscrowV2', 'ZeroAddress');
      // EscrowV2 refuses an adapter address that holds no contract; on this chain, only the package's do.
      if (!chainHasCode(c.adapter)) throw new Revert('EscrowV2', 'InvalidOracleAdapter', [c.adapter]);
      if (c.maxStaleness === 0) throw new Revert('EscrowV2', 'ZeroValue');
      return { apply: () => d.oracle.set(`${method}:${currency}`, c) };
    });

  const envelope = (responseObject: unknown) => ({ success: true, message: 'OK', statusCode: 200, responseObject });
  const routes: Route[] = [
    {
      method: 'POST',
      url: /^https:\/\/api\.zkp2p\.xyz\/v3\/quote\/exact-fiat/,
      reply: (body) => {
        const request = body as { paymentPlatforms: string[]; exactFiatAmount: string; escrowAddresses?: string[] };
        const quotes = deposits
          .filter((d) => request.paymentPlatforms.includes(d.platform))
          .map((d) => quoteFor(d, request.exactFiatAmount, escrow));
        return envelope({ quotes, fiat: { currencyCode: 'USD' }, token: { decimals: 6 }, quoteExpiresAt: '0' });
      },
    },
    {
      method: 'POST',
      url: /^https:\/\/api\.zkp2p\.xyz\/v3\/sign$/,
      reply: (body) => {
        const request = body as Record<string, string>;
        for (const field of ['depositId', 'amount', 'toAddress', 'paymentMethod', 'fiatCurrency', 'callerAddress']) {
          if (!request[field]) return new HttpReply(400, { success: false, message: `${field} is required` });
        }
        const signature = keccak256(toHex(JSON.stringify(request)));
        const expiry = chain.now + 600n;
        signatures.set(signature, expiry);
        return envelope({ signedIntent: signature, intentData: { signatureExpiration: expiry.toString() } });
      },
    },
    {
      method: 'POST',
      url: /^https:\/\/api\.zkp2p\.xyz\/v2\/makers\/create$/,
      reply: (body) => {
        const { processorName, offchainId } = body as { processorName?: string; offchainId?: string };
        if (!processorName || !offchainId)
          return new HttpReply(400, { success: false, message: 'offchainId is required' });
        return envelope({ processorName, hashedOnchainId: keccak256(toHex(`${processorName}:${offchainId}`)) });
      },
    },
    {
      // The indexer: the SDK asks it which orchestrator holds an intent.
      method: 'POST',
      url: /^https:\/\/indexer\.zkp2p\.xyz\/v1\/graphql$/,
      reply: (body) => {
        const { query, variables } = body as {
          query: string;
          variables: { where?: { intentHash?: { _eq?: string } } };
        };
        if (!/query IntentRouting\b/.test(query)) return undefined;
        const hash = variables.where?.intentHash?._eq;
        const intent = [...intents].find(([h]) => h.toLowerCase() === hash)?.[1];
        const orchestratorAddress = chain.address('OrchestratorV3').toLowerCase();
        const Intent = intent
          ? [{ orchestratorAddress, depositId: `${escrow.toLowerCase()}_${intent.depositId}` }]
          : [];
        return { data: { Intent } };
      },
    },
    {
      method: 'POST',
      url: /^https:\/\/attestation-service\.zkp2p\.xyz\/buyer\/verify\/([a-z]+)\/([a-z_]+)$/,
      reply: (body, url) => {
        const [, platform = '', actionType = ''] = /\/buyer\/verify\/([a-z]+)\/([a-z_]+)$/.exec(url.pathname) ?? [];
        const request = body as {
          params: Record<string, unknown>;
          encryptedSessionMaterial: string;
          intent: { intentHash: Hex };
        };
        attestations.push({ platform, actionType, body: request as Record<string, unknown> });
        const intent = intents.get(request.intent.intentHash);
        if (!intent || !request.encryptedSessionMaterial)
          return new HttpReply(400, { success: false, message: 'bad request' });
        const needsIndex = indexed.has(platform);
        if (needsIndex !== 'index' in request.params) {
          return new HttpReply(400, {
            success: false,
            message: `params.index is ${needsIndex ? 'required' : 'not allowed'}`,
          });
        }
        return envelope({
          signature: `0x${'1b'.repeat(65)}`,
          signer: ATTESTATION_SIGNER,
          typedDataValue: {
            intentHash: request.intent.intentHash,
            releaseAmount: intent.amount.toString(),
            dataHash: keccak256(toHex('payment details')),
          },
          encodedPaymentDetails: toHex('payment details'),
          metadata: '0x',
        });
      },
    },
  ];
  return { chain, services: fakeFetch(chain, routes), usdc, stake, sponsors, intents, created, attestations };
}

function quoteFor(d: Deposit, fiatAmount: string, escrow: Address) {
  const amount = BigInt(Math.round(Number(fiatAmount) * 1e6));
  return {
    fiatAmount: fiatAmount,
    fiatAmountFormatted: `$${Number(fiatAmount).toFixed(2)}`,
    tokenAmount: amount.toString(),
    tokenAmountFormatted: (Number(amount) / 1e6).toFixed(2),
    paymentMethod: methodHash(d.platform),
    payeeAddress: d.offchainId,
    conversionRate: d.minRate.toString(),
    whitelistEnabled: false,
    allowedGroupIds: [],
    disputeProtectionOptedOut: !d.protected,
    disputeProtectionRequiresStake: d.protected && hasRiskWindow(methodHash(d.platform)),
    maker: { offchainId: d.offchainId },
    intent: {
      depositId: Number(d.id),
      escrowAddress: escrow,
      processorName: d.platform,
      amount: amount.toString(),
      toAddress: zeroAddress,
      payeeDetails: d.payeeHash,
      fiatCurrencyCode: 'USD',
      chainId: '8453',
    },
  };
}

function intentView(intent: Intent | undefined, escrow: Address) {
  const none = intent === undefined;
  return {
    owner: intent?.owner ?? zeroAddress,
    to: intent?.to ?? zeroAddress,
    escrow: none ? zeroAddress : escrow,
    depositId: intent?.depositId ?? 0n,
    amount: intent?.amount ?? 0n,
    timestamp: intent?.timestamp ?? 0n,
    paymentMethod: intent?.paymentMethod ?? `0x${'00'.repeat(32)}`,
    fiatCurrency: intent?.fiatCurrency ?? `0x${'00'.repeat(32)}`,
    conversionRate: intent?.conversionRate ?? 0n,
    payeeId: intent?.payeeId ?? `0x${'00'.repeat(32)}`,
    referralFees: [],
    postIntentHook: zeroAddress,
    data: '0x',
  };
}

/** ProtocolViewerV2.getIntent's view: the intent and its deposit, as the SDK reads them back. */
function protocolViewerIntent(hash: Hex, intent: Intent | undefined, d: Deposit | undefined, escrow: Address) {
  if (!intent || !d) return { intentHash: hash, intent: intentView(undefined, escrow), deposit: emptyDepositView };
  return {
    intentHash: hash,
    intent: intentView(intent, escrow),
    deposit: {
      depositId: d.id,
      deposit: {
        depositor: zeroAddress,
        delegate: zeroAddress,
        token: zeroAddress,
        intentAmountRange: { min: 1_000_000n, max: 500_000_000n },
        acceptingIntents: true,
        remainingDeposits: d.remaining,
        outstandingIntentAmount: intent.amount,
        intentGuardian: zeroAddress,
        retainOnEmpty: false,
      },
      availableLiquidity: d.remaining,
      paymentMethods: [
        {
          paymentMethod: methodHash(d.platform),
          verificationData: { intentGatingService: zeroAddress, payeeDetails: d.payeeHash, data: '0x' },
          currencies: [{ code: USD, minConversionRate: d.minRate }],
        },
      ],
      intentHashes: [hash],
    },
  };
}

const emptyDepositView = {
  depositId: 0n,
  deposit: {
    depositor: zeroAddress,
    delegate: zeroAddress,
    token: zeroAddress,
    intentAmountRange: { min: 0n, max: 0n },
    acceptingIntents: false,
    remainingDeposits: 0n,
    outstandingIntentAmount: 0n,
    intentGuardian: zeroAddress,
    retainOnEmpty: false,
  },
  availableLiquidity: 0n,
  paymentMethods: [],
  intentHashes: [],
};
