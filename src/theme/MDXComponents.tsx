/**
 * MDX's component map, extended the documented way: wide tables reachable by
 * keyboard, images that open larger, and the `CodeBlock` element that
 * src/plugins/rehype-code-blocks writes for each fenced block.
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
