/**
 * Types for the server entry of @easyops-cn/docusaurus-search-local. The
 * package ships types for its options only; this declares the two exports
 * the wrapper in ./index.ts uses.
 */
declare module '@easyops-cn/docusaurus-search-local/dist/server/server/index.js' {
  import type { LoadContext, OptionValidationContext, Plugin } from '@docusaurus/types';
  import type { PluginOptions } from '@easyops-cn/docusaurus-search-local';

  export default function searchLocalPlugin(context: LoadContext, options: PluginOptions): Plugin;

  export function validateOptions(context: OptionValidationContext<PluginOptions, PluginOptions>): PluginOptions;
}
