import type { Config, LoadContext, Plugin, PluginConfig } from '@docusaurus/types';
import type { UserThemeConfig as ThemeConfig } from '@docusaurus/theme-common';
import type * as Sitemap from '@docusaurus/plugin-sitemap';
import type * as Theme from '@docusaurus/theme-classic';
import type * as Docs from '@docusaurus/plugin-content-docs';
import type * as Blog from '@docusaurus/plugin-content-blog';
import npm2yarn from '@docusaurus/remark-plugin-npm2yarn';
import { PACKAGES } from './src/data/chains';
import { links } from './src/data/links';
import { llmsProse } from './src/data/llms';
import {
  AREA_FILTER,
  SECTION_FIELD,
  SECTION_SELECTOR,
  SEARCH_EXCLUDED,
  SEARCH_META_FIELDS,
  SEARCH_ROOT,
  SEARCH_WEIGHTS,
  searchAreas,
} from './src/data/search';
import llmsMarkdownPlugin from './src/plugins/llms-markdown';
import type { Options as LlmsOptions } from './src/plugins/llms-markdown';
import pagefindPlugin from './src/plugins/pagefind';
import type { Options as PagefindOptions } from './src/plugins/pagefind';
import rehypeCodeBlocks from './src/plugins/rehype-code-blocks';
import rehypeHighlight from './src/plugins/rehype-highlight';
import rehypeTaskListLabels from './src/plugins/rehype-task-list-labels';
import remarkComponentData from './src/plugins/remark-component-data';
import remarkImageAlt from './src/plugins/remark-image-alt';
import remarkParameterValues from './src/plugins/remark-parameter-values';

const siteUrl = 'https://docs.zkp2p.xyz';
const editUrl = 'https://github.com/zkp2p/docs/edit/main/';

/**
 * A local plugin that only works at build time, with its options, as an
 * inline plugin function. Docusaurus puts the options of a plugin listed as
 * `[module, options]` into the site config that every page's JavaScript
 * carries; these options (paragraphs of llms.txt, search selectors) would
 * only be dead weight there.
 */
function buildTimePlugin<Options>(
  plugin: (context: LoadContext, options: Options) => Plugin,
  options: Options,
): PluginConfig {
  return function buildTime(context: LoadContext) {
    return plugin(context, options);
  };
}

/**
 * Code is highlighted when a page compiles (rehype-highlight), then each
 * block becomes the site's CodeBlock element (rehype-code-blocks).
 */
const rehypePlugins = [rehypeTaskListLabels, [rehypeHighlight, { ignoreMissing: true }], rehypeCodeBlocks];

/** Options shared by the four docs instances. */
const commonDocsOptions = {
  editUrl,
  breadcrumbs: true,
  showLastUpdateTime: true,
  versions: { current: { label: 'Next' } },
  remarkPlugins: [
    [npm2yarn, { sync: true, converters: ['yarn', 'pnpm'] }],
    remarkImageAlt,
    remarkParameterValues,
    remarkComponentData,
  ],
  rehypePlugins,
} satisfies Docs.Options;

const docsInstance = (id: 'guides' | 'protocol' | 'developer' | 'brand-kit'): PluginConfig => [
  '@docusaurus/plugin-content-docs',
  {
    ...commonDocsOptions,
    id,
    path: id,
    routeBasePath: id,
    sidebarPath: `./sidebars/${id}.ts`,
  } satisfies Docs.Options,
];

/**
 * The official blog plugin, wrapped by `src/plugins/blog-listing` so that posts
 * live at /blog/<slug> and the listing at /blogs, with no other blog route.
 */
const blog: PluginConfig = [
  './src/plugins/blog-listing/index.ts',
  {
    path: 'blog',
    routeBasePath: 'blog',
    blogTitle: 'ZKP2P blog',
    blogDescription: 'Launches, research and essays from the team building ZKP2P.',
    blogSidebarTitle: 'All posts',
    blogSidebarCount: 'ALL',
    postsPerPage: 'ALL',
    archiveBasePath: null,
    blogListComponent: '@site/src/components/BlogListPage',
    showReadingTime: true,
    onInlineTags: 'throw',
    onInlineAuthors: 'throw',
    onUntruncatedBlogPosts: 'throw',
    editUrl,
    remarkPlugins: [remarkImageAlt, remarkParameterValues, remarkComponentData],
    rehypePlugins,
    feedOptions: {
      type: ['rss', 'atom'],
      title: 'ZKP2P blog',
      description: 'Launches, research and essays from the team building ZKP2P.',
      copyright: `© 2025 P2P Labs Inc.`,
      language: 'en',
    },
  } satisfies Blog.Options,
];

/**
 * Offline full-text search (`src/plugins/pagefind`): after the build,
 * Pagefind indexes the articles of the four docs areas and the blog posts into
 * static files in `build/pagefind/`, which the navbar box (`src/theme/SearchBar`)
 * loads when a reader starts searching. Only the article's text is indexed,
 * less the parts `SEARCH_EXCLUDED` lists (buttons, heading anchors, …), with
 * code weighing less than prose, plus each page's keywords and description
 * and its area (`src/data/search.ts`).
 */
const search = buildTimePlugin<PagefindOptions>(pagefindPlugin, {
  areas: searchAreas,
  areaFilter: AREA_FILTER,
  sectionField: SECTION_FIELD,
  sectionSelector: SECTION_SELECTOR,
  rootSelector: SEARCH_ROOT,
  excludeSelectors: [...SEARCH_EXCLUDED],
  weights: SEARCH_WEIGHTS,
  metaFields: SEARCH_META_FIELDS,
});

/**
 * Machine-readable docs (`src/plugins/llms-markdown`): a Markdown twin of every
 * doc and post at its URL + `.md`, written from the built page, and /llms.txt
 * and /llms-full.txt.
 */
const llms = buildTimePlugin<LlmsOptions>(llmsMarkdownPlugin, {
  sections: [
    { label: 'User guides', plugin: 'docs', id: 'guides' },
    { label: 'Protocol', plugin: 'docs', id: 'protocol' },
    { label: 'Developer', plugin: 'docs', id: 'developer' },
    { label: 'Brand kit', plugin: 'docs', id: 'brand-kit' },
    { label: 'Blog', plugin: 'blog', id: 'default' },
  ],
  ...llmsProse(siteUrl),
});

const announcementBar = {
  // A new id shows the bar again to readers who closed an earlier announcement.
  id: 'peer-2026',
  content:
    'The ZKP2P app is now Peer: buy and sell at <a href="https://peer.xyz" target="_blank" rel="noopener noreferrer">peer.xyz</a>. Developers: <a href="/protocol/v3/v3-overview">what changed in 2026</a>',
  isCloseable: true,
} satisfies ThemeConfig['announcementBar'];

const navbar = {
  title: 'ZKP2P',
  hideOnScroll: true,
  items: [
    { type: 'docSidebar', docsPluginId: 'guides', sidebarId: 'guidesSidebar', label: 'User', position: 'left' },
    { type: 'docSidebar', docsPluginId: 'protocol', sidebarId: 'protocolSidebar', label: 'Protocol', position: 'left' },
    {
      type: 'docSidebar',
      docsPluginId: 'developer',
      sidebarId: 'developerSidebar',
      label: 'Developer',
      position: 'left',
    },
    { to: '/team', label: 'Team', position: 'right' },
    {
      type: 'docSidebar',
      docsPluginId: 'brand-kit',
      sidebarId: 'brandKitSidebar',
      label: 'Brand Kit',
      position: 'right',
    },
    { to: '/blogs', label: 'Blogs', position: 'right' },
    { href: links.github, label: 'GitHub', position: 'right' },
  ],
} satisfies ThemeConfig['navbar'];

const footer = {
  style: 'dark',
  links: [
    {
      title: 'Documentation',
      items: [
        { label: 'Onboarding guide', to: '/guides/for-buyers/complete-guide-to-onboarding' },
        { label: 'Protocol', to: '/protocol/zkp2p-protocol' },
        { label: 'Onramp integration', to: '/developer/integrate-zkp2p/integrate-redirect-onramp' },
      ],
    },
    {
      title: 'Community',
      items: [
        { label: 'Telegram', href: links.telegram },
        { label: 'X', href: links.x },
      ],
    },
    {
      title: 'More',
      items: [
        { label: 'Peer app (peer.xyz)', href: links.mainSite },
        { label: 'GitHub', href: links.github },
        { label: 'Support (email)', href: links.support },
        { label: 'Brand Kit', to: '/brand-kit' },
        { label: 'Blogs', to: '/blogs' },
      ],
    },
  ],
  copyright: '© 2025 P2P Labs Inc.',
} satisfies ThemeConfig['footer'];

const themeConfig = {
  image: 'img/social-card.png',
  metadata: [
    { property: 'og:site_name', content: 'ZKP2P Docs' },
    { property: 'og:type', content: 'website' },
    { name: 'twitter:site', content: '@peerxyz' },
  ],
  colorMode: { defaultMode: 'dark', disableSwitch: true, respectPrefersColorScheme: false },
  announcementBar,
  navbar,
  footer,
  docs: { sidebar: { hideable: false, autoCollapseCategories: false } },
  tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  // No code is highlighted in the browser (rehypePlugins above). This theme
  // config ships in every page's site config, so the Prism theme it names is
  // the empty one (naming none would ship the stock default's colours).
  prism: { theme: { plain: {}, styles: [] } },
} satisfies ThemeConfig;

/**
 * What the classic preset would add, listed one by one so that the theme can be
 * our wrapper (src/plugins/theme-classic: the stock theme without the client
 * module that loads Prism on every page). The preset's development-only debug
 * plugin (/__docusaurus/debug) is left out: install '@docusaurus/plugin-debug'
 * and add it to `plugins` while you need it.
 */
const theme: PluginConfig = [
  './src/plugins/theme-classic/index.ts',
  {
    customCss: ['./src/css/custom.css', './src/css/code-tokens.css', './src/css/print.css'],
  } satisfies Theme.Options,
];

const sitemap: PluginConfig = [
  '@docusaurus/plugin-sitemap',
  {
    lastmod: null,
    changefreq: null,
    priority: null,
    ignorePatterns: ['/404.html'],
  } satisfies Sitemap.Options,
];

const config = {
  title: 'ZKP2P Docs',
  tagline: 'The permissionless fiat ↔ crypto ramp',
  favicon: 'img/favicon.svg',
  // The package versions the site's facts were checked against, for tools that read the pages.
  headTags: [
    {
      tagName: 'meta',
      attributes: {
        name: 'zkp2p:checked-against',
        content: Object.values(PACKAGES)
          .map(({ name, version }) => `${name}@${version}`)
          .join(' '),
      },
    },
  ],
  url: siteUrl,
  baseUrl: '/',
  // One URL per page, without a trailing slash (only the home page is "/"): the
  // canonical link, og:url, the sitemap and every internal link use it, and the
  // build writes /a/b to a/b.html, which the host serves at /a/b.
  trailingSlash: false,
  // The banner warns about a misconfigured baseUrl; with '/' it never shows, and its code and inline script would ship on every page.
  baseUrlIssueBanner: false,
  organizationName: 'zkp2p',
  projectName: 'docs',

  future: { v4: true, faster: true },

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    format: 'detect',
    hooks: { onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw' },
  },

  i18n: { defaultLocale: 'en', locales: ['en'] },

  themes: [theme],
  plugins: [
    // With `future.v4`, CSS goes into cascade layers (the preset adds this plugin then).
    '@docusaurus/plugin-css-cascade-layers',
    '@docusaurus/plugin-content-pages',
    sitemap,
    '@docusaurus/plugin-svgr',
    docsInstance('guides'),
    docsInstance('protocol'),
    docsInstance('developer'),
    docsInstance('brand-kit'),
    blog,
    './src/plugins/clean-html-urls/index.ts',
    search,
    llms,
    './src/plugins/latest-posts/index.ts',
    './src/plugins/deployments-json/index.ts',
    './src/plugins/security-headers/index.ts',
  ],
  themeConfig,
} satisfies Config;

export default config satisfies Config;
