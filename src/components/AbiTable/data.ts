/**
 * What `<AbiTable contract="EscrowV2" kind="write" />` shows, looked up when
 * the page compiles (src/plugins/remark-component-data): every function,
 * event or error of the contract's Base ABI in `@zkp2p/contracts-v2` 0.4.1,
 * with its parameters. For state-changing functions of the contracts in
 * `src/data/functionAccess.ts`, each row also says who may call it and
 * whether a pause stops it; a function without an entry there fails the
 * build. An unknown contract or kind fails the build too.
 */
import * as baseAbis from '@zkp2p/contracts-v2/abis/base';
import { oneOf } from '../../data/chains';
import { ACCESS_CONTRACTS, CALLERS, callerLabels, functionAccess, isAccessContract } from '../../data/functionAccess';

export const ABI_TABLE_KINDS = ['write', 'view', 'event', 'error'] as const;
export type AbiTableKind = (typeof ABI_TABLE_KINDS)[number];

export type AbiRow = {
  name: string;
  /** Parameters as `type name`, structs by their struct name. */
  params: readonly string[];
  /** View functions: what they return. */
  returns?: readonly string[];
  /** Writes of a contract with access entries: the caller check, in words. */
  caller?: string;
  /** Writes of a pausable contract: whether a pause stops the function. */
  stoppedByPause?: boolean;
};

export type AbiTableData = {
  contract: string;
  kind: AbiTableKind;
  /** Whether the rows carry who may call them (writes of a contract with access entries). */
  withCaller: boolean;
  /** Whether the rows say if a pause stops them (writes of a pausable contract). */
  withPause: boolean;
  rows: readonly AbiRow[];
};

type Param = { name?: unknown; type?: unknown; internalType?: unknown };
type Entry = Param & { inputs?: unknown; outputs?: unknown; stateMutability?: unknown };

function isEntry(value: unknown): value is Entry {
  return typeof value === 'object' && value !== null;
}

/** `uint256 depositId`, `CreateDepositParams params`, `OracleRateConfig[][] configs`. */
function paramText(param: Param): string {
  const struct =
    typeof param.internalType === 'string' ? /^struct (?:\w+\.)?(\w+)(.*)$/.exec(param.internalType) : null;
  const type = struct ? `${struct[1] ?? ''}${struct[2] ?? ''}` : String(param.type ?? '');
  const name = typeof param.name === 'string' ? param.name.replace(/^_/, '') : '';
  return name ? `${type} ${name}` : type;
}

function params(list: unknown): string[] {
  return Array.isArray(list) ? list.filter(isEntry).map(paramText) : [];
}

/** The entries of a contract's Base ABI in the package; throws for a contract the package does not publish. */
export function abiEntries(contract: string): readonly Entry[] {
  const abi: unknown = Object.hasOwn(baseAbis, contract) ? baseAbis[contract as keyof typeof baseAbis] : undefined;
  if (!Array.isArray(abi)) throw new Error(`@zkp2p/contracts-v2 0.4.1 publishes no Base ABI for ${contract}`);
  return abi.filter(isEntry);
}

const isView = (entry: Entry): boolean => entry.stateMutability === 'view' || entry.stateMutability === 'pure';

export function abiTableData(props: Readonly<Record<string, unknown>>): AbiTableData {
  const { contract } = props;
  if (typeof contract !== 'string' || contract.length === 0) throw new Error('contract must be a contract name');
  const kind = oneOf('kind', ABI_TABLE_KINDS, props.kind);
  const entries = abiEntries(contract).filter((entry) => {
    if (kind === 'event' || kind === 'error') return entry.type === kind;
    return entry.type === 'function' && (kind === 'view') === isView(entry);
  });
  const access = kind === 'write' && isAccessContract(contract) ? functionAccess[contract] : undefined;
  const withPause = access !== undefined && isAccessContract(contract) && ACCESS_CONTRACTS[contract].pausable;
  const rows = entries.map((entry): AbiRow => {
    const name = String(entry.name);
    const row: AbiRow = { name, params: params(entry.inputs) };
    if (kind === 'view') return { ...row, returns: params(entry.outputs) };
    if (!access) return row;
    const rule = access[name];
    if (!rule) throw new Error(`${contract}.${name} has no entry in src/data/functionAccess.ts`);
    return {
      ...row,
      caller: callerLabels[rule.caller],
      ...(withPause ? { stoppedByPause: rule.stoppedByPause === true } : {}),
    };
  });
  if (rows.length === 0) throw new Error(`${contract} has no ${kind} entries in its ABI`);
  const callerRank = (row: AbiRow): number => (access ? CALLERS.indexOf(access[row.name]?.caller ?? 'anyone') : 0);
  const sorted = [...rows].sort((a, b) => callerRank(a) - callerRank(b) || a.name.localeCompare(b.name));
  return { contract, kind, withCaller: access !== undefined, withPause, rows: sorted };
}
