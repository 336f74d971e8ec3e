import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import * as classic from '@docusaurus/theme-classic';
import type { LoadContext } from '@docusaurus/types';
import config from '../../../docusaurus.config';
import leanThemeClassic, { PRISM_CLIENT_MODULE, validateOptions, validateThemeConfig } from './index';

/** The parts of a load context the theme reads when it is created. */
const context = {
  siteDir: path.resolve(import.meta.dirname, '../../..'),
  siteConfig: { ...config, themeConfig: { ...config.themeConfig, prism: { additionalLanguages: [] } } },
  siteStorage: { type: 'localStorage', namespace: '' },
  i18n: { currentLocale: 'en', localeConfigs: { en: { direction: 'ltr' } } },
} as unknown as LoadContext;

const options = { customCss: ['./src/css/custom.css'] };
const isPrism = (module: string) => path.basename(module).startsWith(PRISM_CLIENT_MODULE);

test('the wrapped theme is the stock theme less its Prism client module, with paths that resolve', () => {
  const stock = classic.default(context, options);
  const wrapped = leanThemeClassic(context, options);
  const themeDir = path.dirname(createRequire(import.meta.url).resolve('@docusaurus/theme-classic'));
  const stockModules = stock.getClientModules?.() ?? [];
  assert.equal(stockModules.filter(isPrism).length, 1, 'the stock theme loads Prism (else this wrapper can go)');
  assert.deepEqual(
    wrapped.getClientModules?.(),
    stockModules.filter((module) => !isPrism(module)).map((module) => path.resolve(themeDir, module)),
  );
  for (const module of wrapped.getClientModules?.() ?? []) {
    assert.ok(
      ['', '.js', '.css'].some((ext) => existsSync(module + ext)),
      `${module} exists`,
    );
  }
  assert.equal(wrapped.getThemePath?.(), path.resolve(themeDir, stock.getThemePath?.() ?? ''));
  assert.ok(existsSync(path.join(wrapped.getThemePath?.() ?? '', 'Layout')));
  assert.deepEqual(Object.keys(wrapped).sort(), Object.keys(stock).sort());
});

test("the wrapper hands Docusaurus the theme's own validators, so options and themeConfig get their defaults", () => {
  const stock = classic as unknown as Record<string, unknown>;
  assert.equal(typeof validateThemeConfig, 'function');
  assert.equal(validateThemeConfig, stock.validateThemeConfig);
  assert.equal(validateOptions, stock.validateOptions);
});
