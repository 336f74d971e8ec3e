/**
 * Writes the site's downloadable brand files and its neutral site images, reproducibly.
 *
 *   node --import tsx scripts/brand-assets.ts
 *
 * 1. The published Peer colour values (src/data/brandAssets.ts) as CSS custom
 *    properties and as JSON, in static/brand/.
 * 2. The site icon (static/img/favicon.svg): the letter Z in the reader's
 *    system font on the site's background. It stands for these docs and is no
 *    brand mark of ZKP2P or Peer.
 * 3. With Playwright and Debian's Chromium: the icon as static/favicon.ico and
 *    the text-only social card (static/img/social-card.png).
 *
 * `textFiles()` is pure and exported: tests/unit/brand.test.ts checks that the
 * committed files are exactly what this script writes.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brandColours, brandSource, colourFiles, cssVariable, igniteGradient } from '../src/data/brandAssets';
import { color } from '../src/data/palette';
import { formatRgb, hexToRgb } from '../src/utils/contrast';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Liberation Sans', 'DejaVu Sans', sans-serif";

const SOURCE_NOTE = `Published by the ZKP2P project in ${brandSource.repository} at commit ${brandSource.commit.slice(0, 7)} (${brandSource.date}).`;

/** The published colours as CSS custom properties, plus the Ignite gradient. */
function colourCss(): string {
  const lines = brandColours.map((colour) => `  ${cssVariable(colour.token)}: ${colour.hex}; /* ${colour.name} */`);
  const gradient = `  --peer-gradient-ignite: linear-gradient(90deg, var(${cssVariable(igniteGradient.from)}), var(${cssVariable(igniteGradient.to)}));`;
  return `/* Peer colour values. ${SOURCE_NOTE} */\n:root {\n${lines.join('\n')}\n${gradient}\n}\n`;
}

/** The published colours as JSON, with RGB values and the group each belongs to. */
function colourJson(): string {
  const document = {
    source: brandSource,
    colours: brandColours.map((colour) => ({
      name: colour.name,
      token: colour.token,
      hex: colour.hex,
      rgb: formatRgb(hexToRgb(colour.hex)),
      group: colour.group,
      use: colour.use,
    })),
    gradients: { ignite: igniteGradient },
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}

/** The site icon: a plain letter on the site's background, in the system font. */
function faviconSvg(): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32">',
    '<title>ZKP2P Docs</title>',
    `<rect width="32" height="32" rx="6" fill="${color('vault')}"/>`,
    `<text x="16" y="23" text-anchor="middle" font-family="${FONT.replace(/'/g, '')}" font-size="20" font-weight="700" fill="${color('mist')}">Z</text>`,
    '</svg>',
    '',
  ].join('\n');
}

export function textFiles(): { path: string; content: string }[] {
  return [
    { path: `static/brand/${colourFiles.css}`, content: colourCss() },
    { path: `static/brand/${colourFiles.json}`, content: colourJson() },
    { path: 'static/img/favicon.svg', content: faviconSvg() },
  ];
}

/** The social card, 1200 × 630: text only, in the site's own colours. */
const SOCIAL_CARD_HTML = `<!doctype html><html><head><meta charset="utf-8"><style>
  html,body{margin:0;width:1200px;height:630px;overflow:hidden}
  body{background:${color('ink')};color:${color('mist')};font-family:${FONT}}
  .card{position:absolute;inset:72px 80px;display:flex;flex-direction:column;justify-content:space-between}
  .site{margin:0;font-size:40px;font-weight:700}
  h1{margin:0;font-size:72px;line-height:1.1;font-weight:800;max-width:960px}
  p{margin:0;font-size:30px;color:${color('slate')}}
  p.site{color:${color('mist')}}
  </style></head><body><div class="card">
  <p class="site">ZKP2P Docs</p>
  <h1>The permissionless<br>fiat ↔ crypto ramp</h1>
  <p>docs.zkp2p.xyz · the app is now Peer, at peer.xyz</p>
  </div></body></html>`;

/**
 * An ICO file holding one PNG image (size × size pixels; every current browser
 * reads PNG inside ICO). Browsers ask for /favicon.ico on documents that name no
 * icon, such as the Markdown twins and llms.txt opened in a tab.
 */
function icoFromPng(png: Uint8Array, size: number): Uint8Array {
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

/** Pixel size of the one image in favicon.ico. */
export const FAVICON_ICO_SIZE = 64;

async function renderPngs(): Promise<void> {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  try {
    const page = await browser.newPage({ deviceScaleFactor: 1 });
    const size = FAVICON_ICO_SIZE;
    const icon = faviconSvg().replace('width="32" height="32">', `width="${size}" height="${size}">`);
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(`<!doctype html><html><body style="margin:0;background:transparent">${icon}</body></html>`);
    const png = await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
    writeFileSync(path.join(root, 'static/favicon.ico'), icoFromPng(png, size));

    await page.setViewportSize({ width: 1200, height: 630 });
    await page.setContent(SOCIAL_CARD_HTML);
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
  console.log(
    `Wrote ${textFiles().length} text files, static/favicon.ico and static/img/social-card.png (text only, no mark).`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
