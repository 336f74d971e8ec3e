import { chromium } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { serveBuild, CHROMIUM_PATH } from './bench/lib';
async function main() {
const r = process.argv[2];
const srv = await serveBuild('/work/main/build');
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox'] });
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 } });
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.goto(srv.origin + r, { waitUntil: 'networkidle' });
await page.waitForTimeout(1000);
const { profile } = await cdp.send('Profiler.stop');
writeFileSync('/tmp/prof.json', JSON.stringify(profile));
await browser.close(); await srv.close();
}
main();
