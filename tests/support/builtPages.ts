/**
 * The built pages as the checks of the built site and the browser tests read
 * them. `npm run test:build` runs every check in one process, and a browser
 * test worker compares page after page with its built file, so each page is
 * read and parsed once per process and the tree is shared: code that reads a
 * tree must not change it. Run after `npm run build` (or with BUILD_DIR naming
 * another build).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { builtHtmlFile } from '../../src/utils/builtFiles';

export const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');

const trees = new Map<string, Root>();

/** The HTML tree of a route's built page (`/team`), or of a file of the build (`/404.html`). */
export function builtTree(route: string): Root {
  const file = builtHtmlFile(buildDir, route);
  let tree = trees.get(file);
  if (!tree) {
    tree = fromHtml(readFileSync(file, 'utf8'));
    trees.set(file, tree);
  }
  return tree;
}
