import useBaseUrl from '@docusaurus/useBaseUrl';
import { markdownPath } from '@site/src/utils/canonicalUrl';

export type MarkdownTwin = {
  /** Site-relative URL of the twin, e.g. `/guides/introduction/zkp2p.md`. */
  url: string;
  /** Its absolute URL, e.g. `https://docs.zkp2p.xyz/guides/introduction/zkp2p.md`. */
  absoluteUrl: string;
};

/** Where the Markdown twin of a doc or post (written by src/plugins/llms-markdown) is served. */
export default function useMarkdownTwin(permalink: string): MarkdownTwin {
  const path = markdownPath(permalink);
  return { url: useBaseUrl(path), absoluteUrl: useBaseUrl(path, { absolute: true }) };
}
