import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import * as classic from '@docusaurus/theme-classic';
import type { LoadContext } from '@docusaurus/types';
import config from '../../../docusaurus.config';
import leanThemeClassic, { PRISM_CLIENT_MODULE, validateOptions, validateThemeConfig } from './index';

const siteDir = path.resolve(import.meta.dirname, '../../..');

/** The parts of a load context the theme reads when it is created. */
const context = {
  siteDir,
  siteConfig: { ...config, themeConfig: { ...config.themeConfig, prism: { additionalLanguages: [] } } },
  siteStorage: { type: 'localStorage', namespace: '' },
  i18n: { currentLocale: 'en', localeConfigs: { en: { direction: 'ltr' } } },
} as unknown as LoadContext;

const options = { customCss: ['./src/css/custom.css'] };
const isPrism = (module: string) => path.basename(module).startsWith(PRISM_CLIENT_MODULE);

test('the stock theme loads Prism through a client module (else this wrapper can go)', () => {
  const modules = classic.default(context, options).getClientModules?.() ?? [];
  assert.equal(modules.filter(isPrism).length, 1, modules.join('\n'));
});

test('the wrapped theme keeps every client module but that one, as files that exist', () => {
  const stock = classic.default(context, options).getClientModules?.() ?? [];
  const wrapped = leanThemeClassic(context, options).getClientModules?.() ?? [];
  assert.equal(wrapped.filter(isPrism).length, 0);
  assert.equal(wrapped.length, stock.length - 1);
  for (const module of wrapped) {
    assert.ok(path.isAbsolute(module), module);
    assert.ok(
      ['', '.js', '.css'].some((ext) => existsSync(module + ext)),
      `${module} exists`,
    );
  }
  assert.ok(wrapped.includes(path.join(siteDir, 'src/css/custom.css')));
});

test('the wrapped theme is the stock theme otherwise: name, components, validation', () => {
  const stock = classic.default(context, options);
  const wrapped = leanThemeClassic(context, options);
  assert.equal(wrapped.name, stock.name);
  const themePath = wrapped.getThemePath?.() ?? '';
  assert.ok(path.isAbsolute(themePath) && existsSync(path.join(themePath, 'Layout')), themePath);
  assert.ok(existsSync(wrapped.getTypeScriptThemePath?.() ?? ''));
  assert.deepEqual(Object.keys(wrapped).sort(), Object.keys(stock).sort());
  // The theme's own validators, so options and themeConfig get its defaults.
  const own = classic as unknown as Record<string, unknown>;
  assert.equal(typeof own.validateOptions, 'function');
  assert.equal(validateOptions, own.validateOptions);
  assert.equal(validateThemeConfig, own.validateThemeConfig);
  // Paths resolve to the same files the stock theme's relative paths name.
  const themeDir = path.dirname(createRequire(import.meta.url).resolve('@docusaurus/theme-classic'));
  assert.equal(themePath, path.resolve(themeDir, stock.getThemePath?.() ?? ''));
});
