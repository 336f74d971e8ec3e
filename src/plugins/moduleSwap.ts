/**
 * Swaps Docusaurus modules for stand-ins with the same exports, for every
 * relative import of them (the way Docusaurus's own files import each other;
 * swizzling reaches theme components only). Used by src/plugins/gentle-hydration
 * and src/plugins/announcement-cookie. A table maps an original module
 * (resolved, without extension) to the file used instead.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

export type SwapTable = Readonly<Record<string, string>>;

type Bundler = Parameters<NonNullable<Plugin['configureWebpack']>>[2]['currentBundler'];

/** The stand-in for an import of `request` from a module in `context`, if the table has one. */
export function replacementIn(table: SwapTable, context: string, request: string): string | undefined {
  if (!request.startsWith('.')) return undefined;
  return table[path.resolve(context, request).replace(/\.js$/, '')];
}

/** Requests that may name one of the table's modules (`replacementIn` decides), from their file names. */
export function requestFilter(table: SwapTable): RegExp {
  const names = Object.keys(table).map((original) => path.basename(original));
  return new RegExp(`(^|/)(${names.join('|')})(\\.js)?$`);
}

/**
 * Fails the build when an original no longer exists (a Docusaurus upgrade
 * moved it): check that its successor has the same exports before pointing
 * the table at it.
 */
export function checkOriginals(table: SwapTable, pluginName: string): void {
  for (const original of Object.keys(table)) {
    if (!existsSync(`${original}.js`)) {
      throw new Error(`${pluginName}: ${original}.js no longer exists; check the Docusaurus upgrade.`);
    }
  }
}

/** The bundler plugin that makes the swaps. */
export function swapModules(table: SwapTable, bundler: Bundler) {
  return new bundler.instance.NormalModuleReplacementPlugin(
    requestFilter(table),
    (data: { context?: string; request?: string }) => {
      const replacement = data.context && data.request ? replacementIn(table, data.context, data.request) : undefined;
      if (replacement) data.request = replacement;
    },
  );
}
