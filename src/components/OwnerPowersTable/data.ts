/**
 * What `<OwnerPowersTable version="…" impacts={[…]} contracts={[…]} />`
 * shows, looked up when the page compiles (src/plugins/remark-component-data):
 * the matching rows of `src/data/ownerPowers.ts`, with source links resolved.
 * A selection that matches nothing fails the build.
 */
import { protocolVersion, sourceUrl } from '../../data/chains';
import type { ProtocolVersion } from '../../data/chains';
import { powersOf } from '../../data/ownerPowers';
import type { PowerImpact } from '../../data/ownerPowers';

export type OwnerPowerRow = {
  contract: string;
  functions: readonly string[];
  impact: PowerImpact;
  effect: string;
  limit: string;
  sourceUrl: string;
};

export type OwnerPowersData = { version: ProtocolVersion; rows: readonly OwnerPowerRow[] };

const stringList = (value: unknown, name: string): readonly string[] | undefined => {
  if (value === undefined) return undefined;
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value as string[];
  throw new Error(`${name} must be a list of strings`);
};

export function ownerPowersTableData(props: Readonly<Record<string, unknown>>): OwnerPowersData {
  const version = protocolVersion(props.version);
  const impacts = stringList(props.impacts, 'impacts') as readonly PowerImpact[] | undefined;
  const contracts = stringList(props.contracts, 'contracts');
  const rows = powersOf(version, impacts)
    .filter((power) => contracts === undefined || contracts.includes(power.contract))
    .map(({ contract, functions, impact, effect, limit, source }) => ({
      contract,
      functions,
      impact,
      effect,
      limit,
      sourceUrl: sourceUrl(source),
    }));
  if (rows.length === 0) {
    throw new Error(`no owner powers match ${version} ${impacts?.join(',') ?? ''} ${contracts?.join(',') ?? ''}`);
  }
  return { version, rows };
}
