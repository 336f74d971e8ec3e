/**
 * The names a contract's ABI publishes (functions, events, errors and struct
 * fields), read from `@zkp2p/contracts-v2` 0.4.1 (13 September 2026). The
 * Solidity of the current V3 contracts is not public, so the V3 contract
 * pages may name only what these ABIs list; their test holds them to it.
 */
import * as baseAbis from '@zkp2p/contracts-v2/abis/base';

export type AbiNames = {
  functions: ReadonlySet<string>;
  /** Functions that change state (neither `view` nor `pure`). */
  writes: ReadonlySet<string>;
  events: ReadonlySet<string>;
  errors: ReadonlySet<string>;
  /** Parameter names, struct names and struct field names, at any depth. */
  fields: ReadonlySet<string>;
};

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null;
}

function collectFields(params: unknown, into: Set<string>): void {
  if (!Array.isArray(params)) return;
  for (const param of params) {
    if (!isRecord(param)) continue;
    if (typeof param.name === 'string' && param.name !== '') into.add(param.name.replace(/^_/, ''));
    const struct = typeof param.internalType === 'string' ? /^struct (?:\w+\.)?(\w+)/.exec(param.internalType) : null;
    if (struct?.[1]) into.add(struct[1]);
    collectFields(param.components, into);
  }
}

function namesOf(abi: readonly unknown[]): AbiNames {
  const functions = new Set<string>();
  const writes = new Set<string>();
  const events = new Set<string>();
  const errors = new Set<string>();
  const fields = new Set<string>();
  for (const entry of abi) {
    if (!isRecord(entry)) continue;
    const { type, name, inputs, outputs, stateMutability } = entry;
    if (typeof name === 'string') {
      if (type === 'function' && stateMutability !== 'view' && stateMutability !== 'pure') writes.add(name);
      if (type === 'function') functions.add(name);
      if (type === 'event') events.add(name);
      if (type === 'error') errors.add(name);
    }
    collectFields(inputs, fields);
    collectFields(outputs, fields);
  }
  return { functions, writes, events, errors, fields };
}

/** Every Base ABI of the package, by contract name as in `addresses/base.json`. */
export const contractAbiNames: ReadonlyMap<string, AbiNames> = new Map(
  Object.entries(baseAbis).flatMap(([contract, abi]): [string, AbiNames][] =>
    Array.isArray(abi) ? [[contract, namesOf(abi)]] : [],
  ),
);

/** The names of one contract's ABI; throws for a contract the package does not publish. */
export function abiNames(contract: string): AbiNames {
  const names = contractAbiNames.get(contract);
  if (!names) throw new Error(`@zkp2p/contracts-v2 0.4.1 publishes no Base ABI for ${contract}`);
  return names;
}
