/**
 * deployments-json: after the build, writes each protocol version's published
 * addresses as a JSON file (`/downloads/zkp2p-v3-deployments.json`,
 * `/downloads/zkp2p-v2-deployments.json`; see `deploymentsJsonPath`), from
 * `src/data/deployments.ts`. The deployment pages link to it with a
 * `download` link. It is a file, not a route: no page, no sitemap entry.
 * Written in `postBuild`, so `npm start` does not serve it.
 *
 * Register in docusaurus.config.ts `plugins`: `'./src/plugins/deployments-json/index.ts'`.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { deploymentsJsonPath } from '../../data/deployments';
import type { ProtocolVersion } from '../../data/deployments';
import { deploymentsJsonText } from './document';

const VERSIONS: readonly ProtocolVersion[] = ['v2', 'v3'];

export default function deploymentsJsonPlugin(context: LoadContext): Plugin<void> {
  return {
    name: 'deployments-json',
    async postBuild({ outDir }) {
      for (const version of VERSIONS) {
        const file = path.join(outDir, deploymentsJsonPath(version));
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, deploymentsJsonText(version, context.siteConfig.url));
      }
    },
  };
}
