/**
 * What `<GlossaryTerm id="…">words</GlossaryTerm>` shows, looked up when the
 * page compiles (src/plugins/remark-component-data): the entry's name and
 * definition from `src/data/glossary.ts`, and the link to its section of the
 * protocol glossary. An unknown id fails the build.
 */
import { glossaryEntry, glossaryHref } from '../../data/glossary';

export type GlossaryTermData = { term: string; definition: string; href: string };

export function glossaryTermData({ id }: Readonly<Record<string, unknown>>): GlossaryTermData {
  const entry = typeof id === 'string' ? glossaryEntry(id) : undefined;
  if (!entry) throw new Error(`no entry "${String(id)}" in src/data/glossary.ts`);
  return { term: entry.term, definition: entry.definition, href: glossaryHref(entry) };
}
