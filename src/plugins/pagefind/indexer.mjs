// @ts-check
/**
 * Builds a Pagefind index with Pagefind's Node API, in a Node process of its
 * own: `pagefind` is published as an ES module only, which the loader
 * Docusaurus uses for plugins (CommonJS) cannot import. ./index.ts runs it
 * after the build.
 *
 * Input (JSON on stdin): `{ excludeSelectors, outputPath, pages: [{ url,
 * content }] }`: each page is indexed under its `url` from its HTML
 * `content`, of which Pagefind reads the element marked `data-pagefind-body`
 * and the search fields and filters the page marks. The bundle is written to `outputPath`. Exits with 1 on any
 * error Pagefind reports.
 */
import { text } from 'node:stream/consumers';
import { close, createIndex } from 'pagefind';

/** @param {string[]} errors @param {string} what */
function check(errors, what) {
  if (errors.length > 0) throw new Error(`Pagefind: ${what}: ${errors.join('; ')}`);
}

try {
  /** @type {{ excludeSelectors: string[], outputPath: string, pages: { url: string, content: string }[] }} */
  const job = JSON.parse(await text(process.stdin));
  const { index, errors } = await createIndex({
    excludeSelectors: job.excludeSelectors,
    forceLanguage: 'en',
  });
  check(errors, 'createIndex');
  if (!index) throw new Error('Pagefind: no index');
  for (const { url, content } of job.pages) check((await index.addHTMLFile({ url, content })).errors, url);
  check((await index.writeFiles({ outputPath: job.outputPath })).errors, 'writeFiles');
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await close();
}
