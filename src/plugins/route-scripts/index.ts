/**
 * Names each built page's route chunks in its list of scripts to run
 * (src/ssg/pageScripts.ts), in front of the entry scripts, so the browser
 * fetches them together and runs them before the entry.
 *
 * Docusaurus names only the two entry scripts in a page's HTML. The entry then
 * works out, from the URL, which route chunks the page needs (layout, page
 * component, content, metadata: 2 to 12 files) and adds a script element for
 * each: a second round trip before hydration can start, and on a docs page
 * about 40% of the entry's one long start-up task was spent building and
 * inserting those elements (CPU profile). With the chunks already run, the
 * entry finds them installed and goes straight on. The chunks only register
 * their modules, so they may run before the runtime, which picks them up when
 * it starts. If one fails to load, the entry requests it again as before (and
 * shows "Retry" if that fails too).
 */
import { readFile, rename, writeFile } from 'node:fs/promises';
import type { Plugin } from '@docusaurus/types';
import { resolveFile } from '../../../scripts/serve-build';
import { withPageScripts } from '../../ssg/pageScripts';
import { routeChunksOf } from './routeChunks';

export default function routeScriptsPlugin(): Plugin {
  return {
    name: 'route-scripts',
    async postBuild({ outDir, routesPaths, generatedFilesDir, baseUrl }) {
      const chunksOf = routeChunksOf(generatedFilesDir);
      await Promise.all(
        routesPaths.map(async (routePath) => {
          // The file a static host serves for the route (`/a/b` → a/b/index.html).
          const file = resolveFile(outDir, routePath);
          if (!file?.endsWith('.html')) return;
          const html = await readFile(file, 'utf8');
          const files = chunksOf(routePath).map((chunk) => baseUrl + chunk.replace(/^\//, ''));
          const updated = withPageScripts(html, files);
          if (updated === html) return;
          // Other plugins (search index, security headers) read the pages in
          // this same step: replace each file whole, never half-written.
          const temporary = `${file}.route-scripts`;
          await writeFile(temporary, updated);
          await rename(temporary, file);
        }),
      );
    },
  };
}
