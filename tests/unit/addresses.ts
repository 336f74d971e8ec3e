/**
 * The rule for addresses typed into what readers read. Readers copy addresses
 * into wallets and code that move money, so an address a page shows should be
 * rendered from `src/data/` (`<ContractAddress name="…" />`, the deployment
 * tables); where one is typed by hand, in a code sample or in one of the few
 * published non-ZKP2P addresses listed below, it must still be one the data
 * holds, spelled as the data spells it, and current unless the page or section
 * says it is history.
 */
import baseConstants from '@zkp2p/contracts-v2/constants/base.json';
import { deployments } from '../../src/data/deployments';
import { ownerships } from '../../src/data/ownerPowers';
import { fencedLines, headingsAbove, lineOf } from './prose';
import type { SourceFile } from './prose';

/** Addresses that are not ZKP2P deployments, and why a page may type them. */
export const otherAddresses: Readonly<Record<string, string>> = {
  '0x0000000000000000000000000000000000000000': 'the zero address, which means "none" for hooks, delegates and gating',
  '0x1111222233334444555566667777888899990000': 'a placeholder wallet in request examples, recognisable as not real',
  [baseConstants.USDC]: 'USDC on Base, the token deposits hold (constants/base.json of @zkp2p/contracts-v2)',
};

/**
 * Pages that are history as a whole, and where they say so: they may show
 * legacy and retired addresses. A section of any page is history when one of
 * the headings it sits under says so (`historyHeading`).
 */
export const historyPages: readonly { match: RegExp; says: RegExp; why: string }[] = [
  {
    match: /^blog\//,
    says: /^:::note\[Editor's note, /m,
    why: 'blog posts are dated, and each opens with an editor’s note on what has changed since',
  },
  {
    match: /^protocol\/v2\//,
    says: /\bretired\b/i,
    why: 'the V2 protocol pages document the retired V2 contracts',
  },
  {
    match: /^developer\/api\/(?:onramp|offramp)-integration\.mdx$/,
    says: /\bretired\b/i,
    why: 'the V2 API pages document integrating with the retired V2 contracts',
  },
];

/** A heading that marks its section as history. */
export const historyHeading = /\b(?:legacy|history|historic\w*|retired|replaced|superseded|previous|earlier)\b/i;

/** Every address the data holds, as the data spells it, with the statuses it has there. */
export const knownAddresses: ReadonlyMap<string, { spelling: string; current: boolean }> = (() => {
  const known = new Map<string, { spelling: string; current: boolean }>();
  const add = (address: string, current: boolean) => {
    const key = address.toLowerCase();
    known.set(key, { spelling: address, current: (known.get(key)?.current ?? false) || current });
  };
  for (const entry of deployments) add(entry.address, entry.status === 'current');
  for (const ownership of ownerships) add(ownership.owner, ownership.status === 'current');
  return known;
})();

export type Problem = { page: string; line: number; text: string; rule: string };

const ADDRESS = /(?<![0-9a-fA-Fx])0x[0-9a-fA-F]{40}(?![0-9a-fA-F])/g;

/** What is wrong with the addresses typed into one file, one problem per address. */
export function addressProblems(file: SourceFile): Problem[] {
  const { name, text } = file;
  const markdown = /\.mdx?$/.test(name);
  const fenced = markdown ? fencedLines(text) : [];
  const headings = markdown ? headingsAbove(text) : [];
  const lines = text.split(/\r?\n/);
  const wholePageHistory = historyPages.some(({ match }) => match.test(name));
  const problems: Problem[] = [];
  for (const match of text.matchAll(ADDRESS)) {
    const address = match[0];
    const line = lineOf(text, match.index);
    const problem = (rule: string) =>
      problems.push({ page: name, line, text: (lines[line - 1] ?? '').trim().slice(0, 160), rule });
    const other = otherAddresses[address];
    const known = knownAddresses.get(address.toLowerCase());
    if (other !== undefined) continue;
    if (!known) {
      const listed = Object.keys(otherAddresses).find((key) => key.toLowerCase() === address.toLowerCase());
      problem(
        listed
          ? `write ${listed} as listed`
          : `${address} is not in src/data (deployments, owners) nor a listed published address`,
      );
      continue;
    }
    if (address !== known.spelling) problem(`write ${known.spelling}, spelled as in src/data`);
    const history = wholePageHistory || (headings[line - 1] ?? []).some((heading) => historyHeading.test(heading));
    if (!known.current && !history) {
      problem(`${address} is legacy or retired: show it only on a history page or section, with its status`);
    }
    const inCode = markdown && (fenced[line - 1] ?? false);
    if (!inCode && !history) {
      problem(`${address} is typed by hand: render it from src/data (<ContractAddress name="…" />)`);
    }
  }
  return problems;
}
