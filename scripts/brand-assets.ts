/**
 * Draws the ZKP2P brand assets and packs them, reproducibly.
 *
 *   node --import tsx scripts/brand-assets.ts
 *
 * 1. Writes every SVG from the geometry below and the colours of
 *    src/data/palette.ts: the brand files (static/brand/), the navbar logo and
 *    favicon (static/img/), and the brand kit's diagrams (brand-kit/).
 * 2. Renders the PNG exports listed in src/data/brandAssets.ts and the social
 *    card (static/img/social-card.png) with Playwright and Debian's Chromium,
 *    and wraps the 64 px mark in static/favicon.ico.
 * 3. Writes the palette as CSS and JSON, then zips all of static/brand/ into
 *    static/brand/zkp2p-brand-kit.zip with fixed timestamps and sorted entries,
 *    so two runs on the same machine produce identical bytes.
 *
 * The SVG builders are pure and exported: tests/unit/brand.test.ts checks that
 * the committed SVG files are exactly what this script draws.
 */
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { zipSync, type Zippable } from 'fflate';
import { MARK } from '../src/data/brandMark';
import { palette } from '../src/data/palette';
import {
  archiveFile,
  brandFiles,
  brandVariants,
  paletteFiles,
  type BrandVariant,
  type BrandVariantId,
} from '../src/data/brandAssets';
import { contrastRatio, formatRatio, formatRgb, hexToRgb } from '../src/utils/contrast';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const hex = (key: string): string => {
  const swatch = palette.find((s) => s.variable === `--site-color-${key}`);
  if (!swatch) throw new Error(`palette has no --site-color-${key}`);
  return swatch.hex;
};

const C = {
  mint: hex('mint'),
  violet: hex('violet'),
  amber: hex('amber'),
  coral: hex('coral'),
  mist: hex('mist'),
  slate: hex('slate'),
  dusk: hex('dusk'),
  seam: hex('seam'),
  vault: hex('vault'),
  ink: hex('ink'),
  white: '#FFFFFF',
};

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Liberation Sans', 'DejaVu Sans', sans-serif";

/* ------------------------------------------------------------------ geometry */

/** Letters of the logotype, cap height 24 (y 20 to 44), stroke 5, left stem at x. */
const LETTERS: Record<'Z' | 'K' | 'P' | '2', { width: number; d: (x: number) => string }> = {
  Z: { width: 18, d: (x) => `M${x} 20h18L${x} 44h18` },
  K: { width: 17, d: (x) => `M${x} 20v24M${x + 17} 20 ${x + 3} 32l14 12` },
  P: { width: 16, d: (x) => `M${x} 44V20h9a7 7 0 0 1 0 14h-9` },
  '2': { width: 17, d: (x) => `M${x} 26.5a8.5 6.5 0 0 1 17 0c0 4-3 6-7 9L${x} 44h17` },
};

const LETTER_GAP = 11;
const LOGOTYPE_START = 65;

/** Path data of "ZKP2P" beside the mark. */
export function logotypePath(): string {
  let x = LOGOTYPE_START;
  const parts: string[] = [];
  for (const char of ['Z', 'K', 'P', '2', 'P'] as const) {
    parts.push(LETTERS[char].d(x));
    x += LETTERS[char].width + LETTER_GAP;
  }
  return parts.join('');
}

/* ------------------------------------------------------------------ SVG helpers */

type SvgOptions = { viewBox: string; width: number; height: number; title: string; desc?: string };

function svg({ viewBox, width, height, title, desc }: SvgOptions, body: string): string {
  const description = desc ? `<desc>${desc}</desc>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" width="${width}" height="${height}" role="img"><title>${title}</title>${description}${body}</svg>\n`;
}

type MarkColours = { z: string; node: string; tile?: string };

const MARK_COLOURS: Record<'mark' | 'mark-on-dark' | 'mark-on-light', MarkColours> = {
  mark: { z: C.ink, node: C.violet, tile: C.mint },
  'mark-on-dark': { z: C.mint, node: C.violet },
  'mark-on-light': { z: C.ink, node: C.violet },
};

/** The mark's shapes in its 64-unit box, optionally moved and scaled. */
function markShapes(colours: MarkColours, transform = ''): string {
  const { node } = MARK;
  const tile = colours.tile ? `<rect width="64" height="64" rx="${MARK.tileRadius}" fill="${colours.tile}"/>` : '';
  const open = transform ? `<g transform="${transform}">` : '<g>';
  return (
    `${open}${tile}` +
    `<path d="${MARK.z}" fill="none" stroke="${colours.z}" stroke-width="${MARK.stroke}" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<circle cx="${node.cx}" cy="${node.cy}" r="${node.r}" fill="${colours.node}" stroke="${colours.z}" stroke-width="${node.stroke}"/></g>`
  );
}

export function markSvg(id: 'mark' | 'mark-on-dark' | 'mark-on-light', size = 64): string {
  return svg({ viewBox: '0 0 64 64', width: size, height: size, title: 'ZKP2P' }, markShapes(MARK_COLOURS[id]));
}

/** The wordmark: the mark, then the logotype whose cap line and base line meet the mark's rails. */
function wordmarkShapes(dark: boolean, transform = ''): string {
  const letters = dark ? C.mist : C.ink;
  const open = transform ? `<g transform="${transform}">` : '<g>';
  return (
    `${open}${markShapes(MARK_COLOURS[dark ? 'mark-on-dark' : 'mark-on-light'])}` +
    `<path d="${logotypePath()}" fill="none" stroke="${letters}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/></g>`
  );
}

export function wordmarkSvg(id: 'wordmark-on-dark' | 'wordmark-on-light', width = 186): string {
  return svg(
    { viewBox: '12 8 186 48', width, height: Math.round((width * 48) / 186), title: 'ZKP2P' },
    wordmarkShapes(id === 'wordmark-on-dark'),
  );
}

function variantSvg(id: BrandVariantId): string {
  if (id === 'wordmark-on-dark' || id === 'wordmark-on-light') return wordmarkSvg(id);
  return markSvg(id);
}

/* ------------------------------------------------------------------ brand kit diagrams */

const label = (x: number, y: number, text: string, fill: string = C.mist, size = 13, anchor = 'middle') =>
  `<text x="${x}" y="${y}" fill="${fill}" font-family="${FONT}" font-size="${size}" text-anchor="${anchor}">${text}</text>`;

/** Clear space: one x all round, where x is a quarter of the mark's height. */
function clearSpaceSvg(): string {
  const s = 2; // the mark drawn at 128 px
  const x = 16 * s;
  const m = { left: 60, top: 40 };
  const box = (bx: number, by: number, w: number, h: number) =>
    `<rect x="${bx}" y="${by}" width="${w}" height="${h}" fill="none" stroke="${C.violet}" stroke-width="1.5" stroke-dasharray="6 5"/>`;
  const unit = (ux: number, uy: number, vertical: boolean) =>
    vertical
      ? `<path d="M${ux} ${uy}v${x}" stroke="${C.amber}" stroke-width="2"/>${label(ux + 10, uy + x / 2 + 5, 'x', C.amber, 15, 'start')}`
      : `<path d="M${ux} ${uy}h${x}" stroke="${C.amber}" stroke-width="2"/>${label(ux + x / 2, uy - 8, 'x', C.amber, 15)}`;
  const markX = m.left + x;
  const markY = m.top + x;
  const wordX = 360;
  const wordScale = 1.4;
  const wordW = 186 * wordScale;
  const wordH = 48 * wordScale;
  const wx = wordScale * 16; // a quarter of the mark's 64-unit height, at the wordmark's scale
  return svg(
    {
      viewBox: '0 0 720 260',
      width: 720,
      height: 260,
      title: 'Clear space around the mark and the wordmark',
      desc: 'The mark and the wordmark each sit inside a dashed box that keeps a margin of x on every side, where x is one quarter of the mark’s height.',
    },
    `<rect width="720" height="260" rx="12" fill="${C.vault}"/>` +
      box(m.left, m.top, 64 * s + 2 * x, 64 * s + 2 * x) +
      `<rect x="${markX}" y="${markY}" width="${64 * s}" height="${64 * s}" fill="none" stroke="${C.seam}"/>` +
      markShapes(MARK_COLOURS.mark, `translate(${markX} ${markY}) scale(${s})`) +
      unit(m.left, m.top + x + 40, false) +
      unit(m.left + 40, m.top, true) +
      box(wordX - wx, 130 - wordH / 2 - wx, wordW + 2 * wx, wordH + 2 * wx) +
      wordmarkShapes(
        true,
        `translate(${wordX - 12 * wordScale} ${130 - wordH / 2 - 8 * wordScale}) scale(${wordScale})`,
      ) +
      unit(wordX - wx, 176, false) +
      label(360, 244, 'x = ¼ of the mark’s height', C.slate, 14),
  );
}

/** Minimum sizes, drawn at those sizes. */
function minimumSizeSvg(): string {
  const sizes = [16, 24, 32, 48];
  let x = 40;
  let body = `<rect width="560" height="170" rx="12" fill="${C.vault}"/>`;
  for (const size of sizes) {
    body += markShapes(MARK_COLOURS.mark, `translate(${x} ${90 - size}) scale(${size / 64})`);
    body += label(x + size / 2, 120, `${size} px`, size === 16 ? C.amber : C.slate);
    x += size + 40;
  }
  const wordWidth = 96;
  body += wordmarkShapes(
    true,
    `translate(${x + 30 - 12 * (wordWidth / 186)} ${90 - 48 * (wordWidth / 186) - 8 * (wordWidth / 186) + 8}) scale(${wordWidth / 186})`,
  );
  body += label(x + 30 + wordWidth / 2, 120, '96 px wide', C.amber);
  body += label(280, 152, 'Amber labels: the smallest size allowed', C.slate, 12);
  return svg(
    {
      viewBox: '0 0 560 170',
      width: 560,
      height: 170,
      title: 'Minimum sizes of the mark and the wordmark',
      desc: 'The mark shown at 16, 24, 32 and 48 pixels, with 16 pixels marked as the smallest allowed; the wordmark shown at its smallest width of 96 pixels.',
    },
    body,
  );
}

type Panel = { background: string; content: string; caption: string };

/** Examples in a grid of two columns: each panel a drawing over a caption, a tick or a cross in the corner. */
function examplesSvg(title: string, desc: string, panels: readonly Panel[], good: boolean): string {
  const w = 200;
  const h = 150;
  const gap = 16;
  const row = h + 40;
  const width = 2 * w + gap;
  const height = Math.ceil(panels.length / 2) * row - 4;
  const sign = good
    ? `<circle r="11" fill="${C.mint}"/><path d="M-5 0l3.5 3.5L5.5-4" fill="none" stroke="${C.ink}" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/>`
    : `<circle r="11" fill="${C.coral}"/><path d="M-4.5-4.5l9 9m0-9-9 9" stroke="${C.ink}" stroke-width="2.5" stroke-linecap="round"/>`;
  const body = panels
    .map((panel, i) => {
      const px = (i % 2) * (w + gap);
      const py = Math.floor(i / 2) * row;
      return (
        `<g transform="translate(${px} ${py})"><rect x="0.5" y="0.5" width="${w - 1}" height="${h - 1}" rx="10" fill="${panel.background}" stroke="${C.seam}"/>` +
        `${panel.content}<g transform="translate(${w - 18} 18)">${sign}</g>` +
        `${label(w / 2, h + 24, panel.caption, C.mist, 14)}</g>`
      );
    })
    .join('');
  return svg({ viewBox: `0 0 ${width} ${height}`, width, height, title, desc }, body);
}

const centredMark = (colours: MarkColours, extra = '') => markShapes(colours, `translate(60 35) scale(1.25)${extra}`);
const centredWordmark = (dark: boolean) =>
  wordmarkShapes(dark, `translate(${100 - 93 * 0.9 - 12 * 0.9} ${75 - 24 * 0.9 - 8 * 0.9}) scale(0.9)`);

function doSvg(): string {
  return examplesSvg(
    'Correct uses of the ZKP2P mark',
    'Four correct uses: the mint tile on the dark page background, the dark-background mark on the card surface, the light-background mark on white, and the dark wordmark on the page background.',
    [
      { background: C.ink, content: centredMark(MARK_COLOURS.mark), caption: 'Tile on any background' },
      { background: C.vault, content: centredMark(MARK_COLOURS['mark-on-dark']), caption: 'Dark version on dark' },
      { background: C.white, content: centredMark(MARK_COLOURS['mark-on-light']), caption: 'Light version on light' },
      { background: C.ink, content: centredWordmark(true), caption: 'Wordmark, kept whole' },
    ],
    true,
  );
}

function dontSvg(): string {
  return examplesSvg(
    'Incorrect uses of the ZKP2P mark',
    'Four mistakes: the mark stretched wide, the mark recoloured amber and coral, the mark rotated, and the dark-background mark placed on white where it loses contrast.',
    [
      {
        background: C.ink,
        content: markShapes(MARK_COLOURS['mark-on-dark'], 'translate(36 43) scale(2 1)'),
        caption: 'Do not stretch',
      },
      { background: C.ink, content: centredMark({ z: C.amber, node: C.coral }), caption: 'Do not recolour' },
      {
        background: C.ink,
        content: markShapes(MARK_COLOURS['mark-on-dark'], 'rotate(-30 100 75) translate(60 35) scale(1.25)'),
        caption: 'Do not rotate',
      },
      { background: C.white, content: centredMark(MARK_COLOURS['mark-on-dark']), caption: 'Do not lose contrast' },
    ],
    false,
  );
}

/* ------------------------------------------------------------------ files */

export type TextFile = { path: string; content: string };

/** The palette as CSS custom properties and as JSON, for people who build with it. */
export function paletteCss(): string {
  const lines = palette.map((s) => `  ${s.variable}: ${s.hex}; /* ${s.name}: ${s.use} */`);
  return `/* ZKP2P palette (brand kit: https://docs.zkp2p.xyz/brand-kit/) */\n:root {\n${lines.join('\n')}\n}\n`;
}

export function paletteJson(): string {
  const background = palette.find((s) => s.variable === '--site-color-ink')?.hex ?? C.ink;
  const entries = palette.map((s) => ({
    name: s.name,
    variable: s.variable,
    hex: s.hex,
    rgb: formatRgb(hexToRgb(s.hex)),
    role: s.role,
    use: s.use,
    contrastOnInk: formatRatio(contrastRatio(s.hex, background)),
  }));
  return `${JSON.stringify(entries, null, 2)}\n`;
}

/** Every text file this script writes, relative to the repository root. */
export function textFiles(): TextFile[] {
  const brand = brandVariants.map((v: BrandVariant) => ({
    path: `static/brand/zkp2p-${v.id}.svg`,
    content: variantSvg(v.id),
  }));
  return [
    ...brand,
    { path: `static/brand/${paletteFiles.css}`, content: paletteCss() },
    { path: `static/brand/${paletteFiles.json}`, content: paletteJson() },
    { path: 'static/img/logo.svg', content: markSvg('mark', 32) },
    { path: 'static/img/favicon.svg', content: markSvg('mark', 32) },
    { path: 'brand-kit/clear-space.svg', content: clearSpaceSvg() },
    { path: 'brand-kit/minimum-size.svg', content: minimumSizeSvg() },
    { path: 'brand-kit/do.svg', content: doSvg() },
    { path: 'brand-kit/dont.svg', content: dontSvg() },
  ];
}

/** The social card, 1200 × 630, as an HTML page for the browser to photograph. */
function socialCardHtml(): string {
  const steps: readonly [string, string][] = [
    ['Deposit', C.mint],
    ['Signal & pay', C.amber],
    ['Prove', C.violet],
    ['Release', C.mint],
  ];
  const chips = steps
    .map(
      ([text, colour], i) =>
        `<span style="display:inline-flex;align-items:center;gap:12px;padding:10px 20px;border:2px solid ${C.seam};border-radius:999px;background:${C.vault}"><b style="color:${colour}">${i + 1}</b>${text}</span>`,
    )
    .join(`<span style="color:${C.dusk}">→</span>`);
  return `<!doctype html><html><head><meta charset="utf-8"><style>
  html,body{margin:0;width:1200px;height:630px;overflow:hidden}
  body{background:${C.ink};color:${C.mist};font-family:${FONT};
    background-image:linear-gradient(${C.vault} 1px,transparent 1px),linear-gradient(90deg,${C.vault} 1px,transparent 1px);
    background-size:48px 48px;background-position:-1px -1px}
  .card{position:absolute;inset:64px 80px;display:flex;flex-direction:column;justify-content:space-between}
  h1{margin:0;font-size:64px;line-height:1.1;font-weight:800;max-width:900px}
  p{margin:16px 0 0;font-size:28px;color:${C.slate}}
  .steps{display:flex;align-items:center;gap:14px;font-size:24px;font-weight:600}
  </style></head><body><div class="card">
  ${wordmarkSvg('wordmark-on-dark', 372)}
  <div><h1>The permissionless<br>fiat <span style="color:${C.mint}">↔</span> crypto ramp</h1>
  <p>docs.zkp2p.xyz</p></div>
  <div class="steps">${chips}</div></div></body></html>`;
}

/** Files for the archive: everything in static/brand except the archive itself, sorted. */
function archiveEntries(): Zippable {
  const dir = path.join(root, 'static/brand');
  const mtime = new Date(2025, 0, 1, 0, 0, 0); // local fields, so the DOS time is the same in every time zone
  const entries: Zippable = {};
  const names = readdirSync(dir)
    .filter((name) => name !== archiveFile)
    .sort();
  for (const name of names) {
    const data = new Uint8Array(readFileSync(path.join(dir, name)));
    entries[`zkp2p-brand-kit/${name}`] = [data, { mtime, level: name.endsWith('.png') ? 0 : 9 }];
  }
  entries['zkp2p-brand-kit/README.txt'] = [new TextEncoder().encode(readme()), { mtime, level: 9 }];
  return entries;
}

function readme(): string {
  return [
    'ZKP2P brand kit',
    '===============',
    '',
    'Rules, colours and typography: https://docs.zkp2p.xyz/brand-kit/',
    '',
    'zkp2p-mark.svg              the mark on its mint tile; works on any background',
    'zkp2p-mark-on-dark.svg      the mark alone, for dark backgrounds',
    'zkp2p-mark-on-light.svg     the mark alone, for light backgrounds',
    'zkp2p-wordmark-on-*.svg     the mark with the name, for dark or light backgrounds',
    '*.png                       the same drawings at fixed pixel sizes (size in the file name)',
    `${paletteFiles.css.padEnd(28)}the palette as CSS custom properties`,
    `${paletteFiles.json.padEnd(28)}the palette with RGB values, roles and contrast on Ink`,
    '',
    'Write the name ZKP2P: capital letters, no spaces.',
    'Keep clear space of one quarter of the mark height around it.',
    'Do not stretch, rotate or recolour the mark.',
    '',
  ].join('\n');
}

/**
 * An ICO file holding one PNG image (size × size pixels; every current browser
 * reads PNG inside ICO). Browsers ask for /favicon.ico on documents that name no
 * icon, such as the Markdown twins and llms.txt opened in a tab.
 */
export function icoFromPng(png: Uint8Array, size: number): Uint8Array {
  const header = new DataView(new ArrayBuffer(22));
  header.setUint16(2, 1, true); // type: icon
  header.setUint16(4, 1, true); // one image
  header.setUint8(6, size % 256); // width (0 means 256)
  header.setUint8(7, size % 256); // height
  header.setUint16(10, 1, true); // colour planes
  header.setUint16(12, 32, true); // bits per pixel
  header.setUint32(14, png.length, true); // image size
  header.setUint32(18, 22, true); // image offset: right after this header
  const ico = new Uint8Array(22 + png.length);
  ico.set(new Uint8Array(header.buffer), 0);
  ico.set(png, 22);
  return ico;
}

/** The favicon.ico size, taken from the mark's PNG export of that size. */
export const FAVICON_ICO_SIZE = 64;

function writeFaviconIco(): void {
  const png = readFileSync(path.join(root, 'static/brand', `zkp2p-mark-${FAVICON_ICO_SIZE}.png`));
  writeFileSync(path.join(root, 'static/favicon.ico'), icoFromPng(png, FAVICON_ICO_SIZE));
}

async function renderPngs(): Promise<void> {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  try {
    const page = await browser.newPage({ deviceScaleFactor: 1 });
    for (const file of brandFiles.filter((f) => f.format === 'PNG')) {
      const width = file.width ?? 0;
      const height = file.height ?? 0;
      const drawing = variantSvg(file.variant).replace(
        /width="\d+" height="\d+"/,
        `width="${width}" height="${height}" preserveAspectRatio="xMidYMid meet"`,
      );
      await page.setViewportSize({ width, height });
      await page.setContent(
        `<!doctype html><html><body style="margin:0;background:transparent">${drawing}</body></html>`,
      );
      const png = await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width, height } });
      writeFileSync(path.join(root, 'static/brand', file.file), png);
    }
    await page.setViewportSize({ width: 1200, height: 630 });
    await page.setContent(socialCardHtml());
    const card = await page.screenshot({ clip: { x: 0, y: 0, width: 1200, height: 630 } });
    writeFileSync(path.join(root, 'static/img/social-card.png'), card);
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  mkdirSync(path.join(root, 'static/brand'), { recursive: true });
  for (const file of textFiles()) {
    writeFileSync(path.join(root, file.path), file.content);
  }
  await renderPngs();
  writeFaviconIco();
  const zip = zipSync(archiveEntries());
  writeFileSync(path.join(root, 'static/brand', archiveFile), zip);
  const pngCount = brandFiles.filter((f) => f.format === 'PNG').length;
  console.log(
    `Wrote ${textFiles().length} text files, ${pngCount} PNG exports, static/img/social-card.png, static/favicon.ico and static/brand/${archiveFile} (${zip.length} bytes).`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
