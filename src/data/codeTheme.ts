/**
 * Syntax colours of code blocks, built from the palette (src/data/palette.ts)
 * so code reads like the rest of the site. Every token colour keeps at least
 * 4.5:1 against the code-block surface (Vault); codeTheme.test.ts checks it.
 * The stock vsDark theme had comment and constant colours near 3:1 there.
 * Punctuation and operators keep the plain text colour, so the colours mark
 * the tokens a reader scans for.
 */
import type { PrismTheme } from 'prism-react-renderer';
import { color } from './palette';

export const codeTheme: PrismTheme = {
  plain: { color: color('mist'), backgroundColor: color('vault') },
  styles: [
    { types: ['comment', 'prolog', 'doctype', 'cdata'], style: { color: color('slate'), fontStyle: 'italic' } },
    { types: ['keyword', 'atrule', 'selector', 'important'], style: { color: color('violet') } },
    { types: ['string', 'char', 'attr-value', 'inserted', 'url'], style: { color: color('mint') } },
    { types: ['number', 'boolean', 'constant', 'symbol', 'regex'], style: { color: color('amber') } },
    { types: ['function', 'class-name', 'builtin'], style: { color: color('mist'), fontWeight: 'bold' } },
    { types: ['tag', 'property', 'attr-name', 'deleted', 'namespace'], style: { color: color('coral') } },
    { types: ['variable', 'parameter'], style: { color: color('mist') } },
  ],
};

/** A PrismStyle as CSS declarations (`color: #…; font-style: italic`). */
function declarations(style: Readonly<Record<string, unknown>>): string {
  const property = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  return Object.entries(style)
    .map(([name, value]) => `  ${property(name)}: ${String(value)};`)
    .join('\n');
}

/**
 * The token colours as a stylesheet (src/css/code-tokens.css, checked against
 * this by src/data/codeTheme.test.ts). Prism gives every token the classes of
 * its types, so colouring by class puts the same colours on the page without
 * a `style` attribute on each of the thousands of tokens in the HTML.
 */
export function tokenStylesheet(theme: PrismTheme = codeTheme): string {
  return theme.styles
    .map(({ types, style }) => `${types.map((type) => `.token.${type}`).join(',\n')} {\n${declarations(style)}\n}\n`)
    .join('\n');
}
