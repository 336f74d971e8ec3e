import { test } from 'node:test';
import assert from 'node:assert/strict';
import { brandFiles, brandUrl, brandVariants, filesOf, markSizes, wordmarkWidths } from './brandAssets';

test('variants have unique ids, labels and a positive aspect ratio', () => {
  assert.equal(new Set(brandVariants.map((v) => v.id)).size, brandVariants.length);
  assert.equal(new Set(brandVariants.map((v) => v.label)).size, brandVariants.length);
  for (const variant of brandVariants) {
    assert.ok(variant.aspect > 0 && Number.isFinite(variant.aspect), variant.id);
    assert.ok(variant.label.length >= 8 && variant.label.length <= 40, variant.id);
  }
});

test('file names are unique, kebab-case and say their format', () => {
  const names = brandFiles.map((f) => f.file);
  assert.equal(new Set(names).size, names.length);
  for (const file of brandFiles) {
    assert.match(file.file, /^zkp2p-[a-z0-9-]+\.(svg|png)$/);
    assert.equal(file.file.endsWith('.svg'), file.format === 'SVG', file.file);
  }
});

test('every mark comes at every square size, every wordmark at both widths', () => {
  for (const variant of brandVariants) {
    const pngs = filesOf(variant).filter((f) => f.format === 'PNG');
    const widths = variant.kind === 'mark' ? markSizes : wordmarkWidths;
    assert.deepEqual(
      pngs.map((f) => f.width),
      [...widths],
    );
    for (const png of pngs) {
      assert.ok(Number.isInteger(png.height) && (png.height ?? 0) > 0, png.file);
      if (variant.kind === 'mark') assert.equal(png.height, png.width, png.file);
    }
  }
});

test('URLs live under /brand/', () => {
  assert.equal(brandUrl('zkp2p-mark.svg'), '/brand/zkp2p-mark.svg');
});
