/**
 * What `<TestnetStatus version="…" />` shows, looked up when the page compiles
 * (src/plugins/remark-component-data): the version's entries of
 * `src/data/testnets.ts`, with chain names and source links resolved.
 */
import { chains, protocolVersion, sourceUrl } from '../../data/chains';
import { testnets } from '../../data/testnets';

export type TestnetStatusRow = {
  chainId: number;
  chain: string;
  /** True when a current source still publishes the deployment. */
  published: boolean;
  /** True when the deployed ABI is the one these docs describe. */
  matchesDocumentedAbi: boolean;
  summary: string;
  sourceUrl: string;
};

export function testnetStatusData(props: Readonly<Record<string, unknown>>): readonly TestnetStatusRow[] {
  const version = protocolVersion(props.version);
  const entries = testnets.filter((t) => t.version === version);
  if (entries.length === 0) throw new Error(`no testnet entry for ${version}`);
  return entries.map((entry) => ({
    chainId: entry.chainId,
    chain: chains[entry.chainId].name,
    published: entry.published,
    matchesDocumentedAbi: entry.matchesDocumentedAbi,
    summary: entry.summary,
    sourceUrl: sourceUrl(entry.source),
  }));
}
