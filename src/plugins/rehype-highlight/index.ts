/**
 * Highlights fenced code when a page compiles (rehype-prism-plus), with
 * Prism's grammars for the languages the site's code is written in, and only
 * those: loading every grammar Prism has would make each build compile about
 * three hundred files it never uses.
 *
 * A fence in a language without a grammar here would quietly stay plain, so
 * the content tests fail on one: write `text` for output, or register the
 * grammar below.
 */
import rehypePrismGenerator from 'rehype-prism-plus/generator';
import { refractor } from 'refractor/core';
import bash from 'refractor/bash';
import json from 'refractor/json';
import regex from 'refractor/regex';
import typescript from 'refractor/typescript';

// `regex` marks up the inside of regular-expression literals in TypeScript.
for (const grammar of [bash, json, regex, typescript]) refractor.register(grammar);

/** The fence language for text shown as typed, without highlighting (commands' output, addresses). */
export const PLAIN = 'text';

/** Whether fenced code in `language` (a name or an alias, `ts`) is highlighted or deliberately plain. */
export function isKnownLanguage(language: string): boolean {
  return language === PLAIN || refractor.registered(language);
}

const rehypeHighlight = rehypePrismGenerator(refractor);

export default rehypeHighlight;
