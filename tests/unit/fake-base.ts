/**
 * A stand-in for Base mainnet and the ZKP2P web services, so the developer
 * samples can run against the real SDK with no network:
 *
 * - `FakeBase` answers the JSON-RPC calls a viem client makes. It knows every
 *   contract of `@zkp2p/contracts-v2` (addresses and ABIs), USDC and
 *   Multicall3, decodes each call with the contract's ABI and hands it to a
 *   handler the test registers as `"Contract.function"`. A handler returns the
 *   call's result, and for a transaction the events it emits and the state
 *   change to apply once it is mined; `eth_call` (simulation) runs the checks
 *   and drops the change. A handler reverts by throwing `Revert`. Any call
 *   without a handler is recorded in `unhandled` and fails the call.
 * - `fakeFetch` serves HTTP routes (quote service, attestation service) and
 *   forwards the public Base RPC URL to a `FakeBase`; any other URL answers
 *   404 and is recorded.
 * - `FakePeerExtension` is the `window.peer` object the Peer extension injects.
 */
import {
  decodeFunctionData,
  encodeAbiParameters,
  encodeErrorResult,
  encodeEventTopics,
  encodeFunctionResult,
  erc20Abi,
  getAddress,
  keccak256,
  multicall3Abi,
  numberToHex,
  parseTransaction,
  recoverTransactionAddress,
  toHex,
  zeroAddress,
  type Abi,
  type AbiEvent,
  type Address,
  type Hex,
  type TransactionSerialized,
} from 'viem';
import * as baseAbis from '@zkp2p/contracts-v2/abis/base';
import baseAddresses from '@zkp2p/contracts-v2/addresses/base.json';
import baseConstants from '@zkp2p/contracts-v2/constants/base.json';

/** The standard `Error(string)` revert. */
const reasonAbi = [{ type: 'error', name: 'Error', inputs: [{ type: 'string', name: 'message' }] }] as const;

const MULTICALL3: Address = '0xcA11bde05977b3631167028862bE2a173976CA11';

type Contract = { name: string; address: Address; abi: Abi };

/** Every contract the fake chain answers for, by lower-case address. */
function knownContracts(): Map<string, Contract> {
  const abis: Readonly<Record<string, unknown>> = baseAbis;
  const contracts = new Map<string, Contract>();
  for (const [name, address] of Object.entries(baseAddresses.contracts)) {
    const abi = abis[name];
    if (!Array.isArray(abi)) continue;
    contracts.set(address.toLowerCase(), { name, address: getAddress(address), abi: abi as Abi });
  }
  contracts.set(baseConstants.USDC.toLowerCase(), {
    name: 'USDC',
    address: getAddress(baseConstants.USDC),
    abi: erc20Abi,
  });
  contracts.set(MULTICALL3.toLowerCase(), { name: 'Multicall3', address: MULTICALL3, abi: multicall3Abi });
  return contracts;
}

/** A contract revert: the custom error `error` of `contract`'s ABI, with its arguments. */
export class Revert extends Error {
  constructor(
    readonly contract: string,
    readonly error: string,
    readonly args: readonly unknown[] = [],
  ) {
    super(`${contract} reverted with ${error}`);
  }
}

/** An event a transaction emits, named by contract and event. */
export type Emitted = { contract: string; event: string; args: Record<string, unknown> };

/** What a handler returns: the result, and for a transaction its events and its state change. */
export type Outcome = { result?: unknown; events?: Emitted[]; apply?: () => void };

export type Call = {
  contract: string;
  functionName: string;
  args: readonly unknown[];
  from: Address;
  to: Address;
  value: bigint;
  data: Hex;
};

export type Handler = (call: Call) => Outcome | unknown;

/** A mined transaction, as the test reads it back. */
export type Sent = Call & { hash: Hex };

type RpcRequest = { method: string; params?: unknown };

function isOutcome(value: unknown): value is Outcome {
  return typeof value === 'object' && value !== null && ('result' in value || 'events' in value || 'apply' in value);
}

/** A JSON-RPC error object as EIP-1193 providers throw it. */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: Hex,
  ) {
    super(message);
  }
}

export class FakeBase {
  readonly contracts = knownContracts();
  readonly handlers = new Map<string, Handler>();
  /** Mined transactions, oldest first. */
  readonly sent: Sent[] = [];
  /** Calls and JSON-RPC methods nobody handles. */
  readonly unhandled: string[] = [];
  private readonly receipts = new Map<Hex, Record<string, unknown>>();
  private readonly nonces = new Map<string, number>();
  private block = 30_000_000n;
  /** Unix seconds of the current block. */
  now = 1_790_000_000n;

  constructor(readonly accounts: Address[] = []) {
    this.on('Multicall3.aggregate3', (call) => ({ result: this.aggregate3(call) }));
  }

  /** Adds a contract the package does not list (a retired one, say), with the ABI it was deployed with. */
  addContract(name: string, address: Address, abi: Abi): this {
    this.contracts.set(address.toLowerCase(), { name, address: getAddress(address), abi });
    return this;
  }

  /** Registers a handler for `Contract.function`. */
  on(key: string, handler: Handler): this {
    this.handlers.set(key, handler);
    return this;
  }

  address(name: string): Address {
    for (const contract of this.contracts.values()) if (contract.name === name) return contract.address;
    throw new Error(`no contract named ${name}`);
  }

  /** The transactions sent to `Contract.function`, in order. */
  sentTo(key: string): Sent[] {
    return this.sent.filter((tx) => `${tx.contract}.${tx.functionName}` === key);
  }

  /** An EIP-1193 provider over this chain, as a browser wallet would give it. */
  provider(): { request: (request: RpcRequest) => Promise<unknown> } {
    return { request: (request) => this.request(request) };
  }

  async request({ method, params }: RpcRequest): Promise<unknown> {
    const list = Array.isArray(params) ? params : [];
    switch (method) {
      case 'eth_chainId':
        return numberToHex(8453);
      case 'net_version':
        return '8453';
      case 'eth_accounts':
      case 'eth_requestAccounts':
        return this.accounts;
      case 'eth_blockNumber':
        return numberToHex(this.block);
      case 'eth_getBlockByNumber':
      case 'eth_getBlockByHash':
        return this.blockObject();
      case 'eth_gasPrice':
        return numberToHex(1_000_000n);
      case 'eth_maxPriorityFeePerGas':
        return numberToHex(1_000n);
      case 'eth_estimateGas':
        this.execute(this.callOf(list[0]));
        return numberToHex(300_000n);
      case 'eth_getTransactionCount':
        return numberToHex(this.nonces.get(String(list[0]).toLowerCase()) ?? 0);
      case 'eth_call':
        return this.execute(this.callOf(list[0])).returnData;
      case 'eth_sendTransaction':
        return this.mine(this.callOf(list[0]));
      case 'eth_sendRawTransaction': {
        const serialized = list[0] as TransactionSerialized;
        const tx = parseTransaction(serialized);
        const from = await recoverTransactionAddress({ serializedTransaction: serialized });
        return this.mine(this.callOf({ from, to: tx.to, data: tx.data ?? '0x', value: tx.value ?? 0n }));
      }
      case 'eth_getTransactionReceipt':
        return this.receipts.get(list[0] as Hex) ?? null;
      case 'eth_fillTransaction':
        // viem tries this first and fills the transaction itself when the node lacks it.
        throw new RpcError(-32601, 'the method eth_fillTransaction does not exist');
      default:
        this.unhandled.push(`JSON-RPC ${method}`);
        throw new RpcError(-32601, `the fake chain does not answer ${method}`);
    }
  }

  /** Answers one JSON-RPC request body as an HTTP JSON-RPC server would. */
  async respond(body: unknown): Promise<unknown> {
    const { id, method, params } = body as { id: number; method: string; params?: unknown };
    try {
      return { jsonrpc: '2.0', id, result: await this.request({ method, params }) };
    } catch (error) {
      if (!(error instanceof RpcError)) throw error;
      return { jsonrpc: '2.0', id, error: { code: error.code, message: error.message, data: error.data } };
    }
  }

  private callOf(raw: unknown): Omit<Call, 'contract' | 'functionName' | 'args'> {
    const { from, to, data, input, value } = (raw ?? {}) as Record<string, unknown>;
    const toValue = typeof value === 'bigint' ? value : BigInt(typeof value === 'string' ? value : 0);
    return {
      from: getAddress(typeof from === 'string' ? from : zeroAddress),
      to: getAddress(String(to)),
      data: (typeof data === 'string' ? data : typeof input === 'string' ? input : '0x') as Hex,
      value: toValue,
    };
  }

  /** Runs a call: decodes it, runs its handler, encodes the result or the revert. */
  private execute(raw: Omit<Call, 'contract' | 'functionName' | 'args'>): {
    returnData: Hex;
    events: Emitted[];
    call: Call;
    apply?: () => void;
  } {
    const contract = this.contracts.get(raw.to.toLowerCase());
    if (!contract) {
      this.unhandled.push(`call to unknown address ${raw.to}`);
      throw new RpcError(-32000, `the fake chain has no contract at ${raw.to}`);
    }
    let decoded: { functionName: string; args?: readonly unknown[] };
    try {
      decoded = decodeFunctionData({ abi: contract.abi, data: raw.data });
    } catch {
      this.unhandled.push(`${contract.name}: calldata matches no function (${raw.data.slice(0, 10)})`);
      throw new RpcError(-32000, `calldata for ${contract.name} matches no function`);
    }
    const call: Call = {
      ...raw,
      contract: contract.name,
      functionName: decoded.functionName,
      args: decoded.args ?? [],
    };
    const key = `${contract.name}.${decoded.functionName}`;
    const handler = this.handlers.get(key);
    if (!handler) {
      this.unhandled.push(`${key}(${call.args.map((arg) => String(arg)).join(', ')})`);
      throw new RpcError(-32000, `the fake chain has no handler for ${key}`);
    }
    let outcome: Outcome;
    try {
      const value = handler(call);
      outcome = isOutcome(value) ? value : { result: value };
    } catch (error) {
      if (error instanceof Revert) {
        const abi = this.abiOf(error.contract);
        const data = encodeErrorResult({ abi, errorName: error.error, args: error.args });
        throw new RpcError(3, `execution reverted: ${error.error}`, data);
      }
      // Any other failure of a handler is a revert with a reason string.
      const reason = error instanceof Error ? error.message : String(error);
      throw new RpcError(3, `execution reverted: ${reason}`, encodeErrorResult({ abi: reasonAbi, args: [reason] }));
    }
    const fn = contract.abi.find((item) => item.type === 'function' && item.name === decoded.functionName);
    const hasOutputs = fn?.type === 'function' && fn.outputs.length > 0;
    const returnData = hasOutputs
      ? encodeFunctionResult({ abi: contract.abi, functionName: decoded.functionName, result: outcome.result })
      : '0x';
    return { returnData, events: outcome.events ?? [], call, apply: outcome.apply };
  }

  private abiOf(name: string): Abi {
    for (const contract of this.contracts.values()) if (contract.name === name) return contract.abi;
    throw new Error(`no ABI for ${name}`);
  }

  private aggregate3(call: Call): { success: boolean; returnData: Hex }[] {
    const [calls] = call.args as [{ target: Address; allowFailure: boolean; callData: Hex }[]];
    return calls.map(({ target, allowFailure, callData }) => {
      try {
        const { returnData } = this.execute({ from: call.from, to: target, data: callData, value: 0n });
        return { success: true, returnData };
      } catch (error) {
        if (!allowFailure || !(error instanceof RpcError)) throw error;
        return { success: false, returnData: error.data ?? '0x' };
      }
    });
  }

  /** Mines one transaction in its own block; returns its hash. */
  private mine(raw: Omit<Call, 'contract' | 'functionName' | 'args'>): Hex {
    const { events, call, apply } = this.execute(raw);
    apply?.();
    const key = raw.from.toLowerCase();
    const nonce = this.nonces.get(key) ?? 0;
    this.nonces.set(key, nonce + 1);
    this.block += 1n;
    this.now += 2n;
    const hash = keccak256(toHex(`${raw.from}:${nonce}:${this.block}`));
    this.sent.push({ ...call, hash });
    const blockHash = keccak256(toHex(`block ${this.block}`));
    const logs = events.map((event, index) => ({
      ...this.encodeEvent(event),
      blockHash,
      blockNumber: numberToHex(this.block),
      transactionHash: hash,
      transactionIndex: '0x0',
      logIndex: numberToHex(index),
      removed: false,
    }));
    this.receipts.set(hash, {
      transactionHash: hash,
      transactionIndex: '0x0',
      blockHash,
      blockNumber: numberToHex(this.block),
      from: raw.from,
      to: raw.to,
      cumulativeGasUsed: numberToHex(100_000n),
      gasUsed: numberToHex(100_000n),
      effectiveGasPrice: numberToHex(1_000_000n),
      contractAddress: null,
      logs,
      logsBloom: `0x${'00'.repeat(256)}`,
      status: '0x1',
      type: '0x2',
    });
    return hash;
  }

  private encodeEvent({ contract, event, args }: Emitted): { address: Address; topics: Hex[]; data: Hex } {
    const abi = this.abiOf(contract);
    const item = abi.find((entry): entry is AbiEvent => entry.type === 'event' && entry.name === event);
    if (!item) throw new Error(`${contract} has no event ${event}`);
    const topics = encodeEventTopics({ abi: [item], eventName: event, args } as Parameters<
      typeof encodeEventTopics
    >[0]);
    const unindexed = item.inputs.filter((input) => !input.indexed);
    const data = encodeAbiParameters(
      unindexed,
      unindexed.map((input) => args[input.name ?? '']),
    );
    return { address: this.address(contract), topics: topics.filter((topic): topic is Hex => topic !== null), data };
  }

  private blockObject(): Record<string, unknown> {
    return {
      number: numberToHex(this.block),
      hash: keccak256(toHex(`block ${this.block}`)),
      parentHash: keccak256(toHex(`block ${this.block - 1n}`)),
      timestamp: numberToHex(this.now),
      baseFeePerGas: numberToHex(1_000_000n),
      gasLimit: numberToHex(30_000_000n),
      gasUsed: '0x0',
      miner: zeroAddress,
      nonce: '0x0000000000000000',
      difficulty: '0x0',
      extraData: '0x',
      logsBloom: `0x${'00'.repeat(256)}`,
      transactions: [],
      uncles: [],
      size: '0x0',
      stateRoot: `0x${'00'.repeat(32)}`,
      receiptsRoot: `0x${'00'.repeat(32)}`,
      transactionsRoot: `0x${'00'.repeat(32)}`,
      sha3Uncles: `0x${'00'.repeat(32)}`,
      mixHash: `0x${'00'.repeat(32)}`,
    };
  }
}

/** One HTTP route of the fake services. */
export type Route = {
  method: 'GET' | 'POST';
  /** Matched against the full URL, query string included. */
  url: RegExp;
  /** The JSON answer, an `HttpReply` for another status, or undefined for a request the fake does not serve. */
  reply: (body: unknown, url: URL, headers: Headers) => unknown;
};

/** A JSON answer with a status other than 200. */
export class HttpReply {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

export type FakeFetch = {
  fetch: typeof fetch;
  /** The routes served; a test may add its own. */
  routes: Route[];
  /** Every request served, as "METHOD url". */
  requests: { method: string; url: string; body: unknown }[];
  unhandled: string[];
};

/** A `fetch` that serves `routes` and, at https://mainnet.base.org, the JSON-RPC of `chain`. */
export function fakeFetch(chain: FakeBase, routes: Route[]): FakeFetch {
  const requests: FakeFetch['requests'] = [];
  const unhandled: string[] = [];
  const json = (status: number, body: unknown) =>
    new Response(
      JSON.stringify(body, (_, value: unknown) => (typeof value === 'bigint' ? value.toString() : value)),
      {
        status,
        headers: { 'Content-Type': 'application/json' },
      },
    );
  const serve = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    requests.push({ method: request.method, url: url.href, body });
    if (url.origin === 'https://mainnet.base.org' && request.method === 'POST') {
      return json(200, await chain.respond(body));
    }
    const route = routes.find((r) => r.method === request.method && r.url.test(url.href));
    const reply = route?.reply(body, url, request.headers);
    if (reply === undefined) {
      unhandled.push(`${request.method} ${url.href}${route ? ` ${text.slice(0, 120)}` : ''}`);
      return json(404, { success: false, message: `the fake services do not serve ${url.pathname}` });
    }
    return reply instanceof HttpReply ? json(reply.status, reply.body) : json(200, reply);
  };
  return { fetch: serve as typeof fetch, routes, requests, unhandled };
}

type MetadataListener = (message: unknown) => void;

/** The `window.peer` object of the Peer extension: approved, at `version`, answering each capture with `capture`. */
export class FakePeerExtension {
  readonly launches: Record<string, unknown>[] = [];
  private readonly listeners = new Set<MetadataListener>();

  constructor(
    private readonly version: string,
    private readonly capture: (launch: Record<string, unknown>) => unknown,
  ) {}

  async requestConnection(): Promise<boolean> {
    return true;
  }

  async checkConnectionStatus(): Promise<string> {
    return 'connected';
  }

  async getVersion(): Promise<string> {
    return this.version;
  }

  authenticate(params: Record<string, unknown>): void {
    this.launches.push(params);
    const message = this.capture(params);
    setTimeout(() => {
      for (const listener of [...this.listeners]) listener(message);
    }, 0);
  }

  onMetadataMessage(listener: MetadataListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
