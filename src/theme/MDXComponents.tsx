/**
 * Why this exists: the documented way to add to MDX's component map (spread
 * the original, add or replace keys).
 * - `table` → ScrollableTable: Infima makes wide tables scroll sideways with
 *   no way to reach them by keyboard; ScrollableTable makes them focusable.
 * - `CodeBlock`: the element src/plugins/rehype-code-blocks writes for every
 *   fenced code block (highlighted at build time).
 * - `img` → ZoomableImage: every Markdown image (Docusaurus's transformImage
 *   output goes through this map) opens larger on click or Enter.
 */
import MDXComponents from '@theme-original/MDXComponents';
import CodeBlock from '@theme/CodeBlock';
import ScrollableTable from '@site/src/components/ScrollableTable';
import ZoomableImage from '@site/src/components/ZoomableImage';

export default {
  ...MDXComponents,
  table: ScrollableTable,
  img: ZoomableImage,
  CodeBlock,
};
