/**
 * What `<OwnerPowersTable version="…" status="…" impacts={[…]} contracts={[…]} />`
 * shows, looked up when the page compiles (src/plugins/remark-component-data):
 * the matching rows of `src/data/ownerPowers.ts`, current contracts first, with
 * source links resolved. A selection that matches nothing fails the build.
 */
import { oneOf, protocolVersion } from '../../data/chains';
import type { ProtocolVersion } from '../../data/chains';
import { POWER_IMPACTS, POWER_STATUSES, powerSourceUrl, powersOf } from '../../data/ownerPowers';
import type { CallerBasis, PowerImpact, PowerStatus } from '../../data/ownerPowers';

export type OwnerPowerRow = {
  contract: string;
  status: PowerStatus;
  functions: readonly string[];
  impact: PowerImpact;
  caller: CallerBasis;
  effect: string;
  limit: string;
  sourceUrl: string;
};

export type OwnerPowersData = { version: ProtocolVersion; rows: readonly OwnerPowerRow[] };

const stringList = (value: unknown, name: string): readonly string[] | undefined => {
  if (value === undefined) return undefined;
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value.map(String);
  throw new Error(`${name} must be a list of strings`);
};

const impactList = (value: unknown): readonly PowerImpact[] | undefined => {
  const list = stringList(value, 'impacts');
  if (list === undefined) return undefined;
  return list.map((item) => oneOf('impacts', POWER_IMPACTS, item));
};

/** The `status` attribute of OwnerPowersTable and OwnerAddress: current, legacy or none. */
export const statusOf = (value: unknown): PowerStatus | undefined =>
  value === undefined ? undefined : oneOf('status', POWER_STATUSES, value);

export function ownerPowersTableData(props: Readonly<Record<string, unknown>>): OwnerPowersData {
  const version = protocolVersion(props.version);
  const impacts = impactList(props.impacts);
  const contracts = stringList(props.contracts, 'contracts');
  const status = statusOf(props.status);
  const rows = powersOf(version, impacts, status)
    .filter((power) => contracts === undefined || contracts.includes(power.contract))
    .map(({ contract, functions, impact, caller, effect, limit, source, status: rowStatus }) => ({
      contract,
      status: rowStatus,
      functions,
      impact,
      caller,
      effect,
      limit,
      sourceUrl: powerSourceUrl(source),
    }));
  if (rows.length === 0) {
    throw new Error(
      `no owner powers match ${version} ${status ?? ''} ${impacts?.join(',') ?? ''} ${contracts?.join(',') ?? ''}`,
    );
  }
  return { version, rows };
}
