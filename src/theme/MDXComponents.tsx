/**
 * Why this exists: Markdown tables render as `<table>` elements that Infima
 * makes scroll sideways without a way to reach them by keyboard. Mapping
 * `table` to ScrollableTable fixes that for every doc and post. Everything
 * else is the original component map.
 */
import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';

export default {
  ...MDXComponents,
  table: ScrollableTable,
};
