/**
 * What a reader sees at a path with no page (src/theme/NotFound/Content):
 * the path they asked for, the routes it most likely meant ("Did you
 * mean"), a search box, and a link to each docs area and to the blog.
 *
 * The routes it compares the path with are read in the browser, on this
 * page only: the docs from the docs plugin's client data (which every page
 * already has), and every route from the built sitemap, fetched once the
 * page is shown. A folder that is no page (`/guides`, `/blog`) stands for
 * its area's main doc, or for the blog's listing.
 */
import { useEffect, useId, useState } from 'react';
import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { useLocation } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { useAllDocsData } from '@docusaurus/plugin-content-docs/client';
import SearchBox from '@site/src/components/SearchBox';
import { searchAreas } from '@site/src/data/search';
import { canonicalPath } from '@site/src/utils/canonicalUrl';
import { sitemapRoutes, suggestRoutes } from '@site/src/utils/suggestRoutes';
import type { KnownRoutes } from '@site/src/utils/suggestRoutes';
import styles from './styles.module.css';

type Props = { className?: string };

/** The blog: posts under /blog, which is no page, and the listing at /blogs. */
const BLOG = { path: '/blog', listing: '/blogs', label: 'Blog' };

/** Each docs area's main doc, in the order of `searchAreas`, then the blog's listing. */
function useAreaLinks(): { label: string; to: string }[] {
  const docs = useAllDocsData();
  const areas = Object.values(docs).flatMap((plugin) => {
    const version = plugin.versions.find((candidate) => candidate.isLast);
    const main = version?.docs.find((doc) => doc.id === version.mainDocId);
    const area = searchAreas.find((candidate) => candidate.path === canonicalPath(plugin.path));
    return main && area ? [{ label: area.label, to: canonicalPath(main.path), order: searchAreas.indexOf(area) }] : [];
  });
  return [
    ...areas.sort((a, b) => a.order - b.order).map(({ label, to }) => ({ label, to })),
    { label: BLOG.label, to: BLOG.listing },
  ];
}

/** What this page knows of the site without the sitemap: the docs, the areas as folders, and the blog. */
function useDocsRoutes(areaLinks: readonly { to: string }[]): KnownRoutes {
  const docs = useAllDocsData();
  const routes = Object.values(docs).flatMap((plugin) =>
    plugin.versions.flatMap((version) => version.docs.map((doc) => canonicalPath(doc.path))),
  );
  const folders: Record<string, string> = { [BLOG.path]: BLOG.listing };
  for (const plugin of Object.values(docs)) {
    const main = areaLinks.find((link) => link.to.startsWith(`${canonicalPath(plugin.path)}/`));
    if (main) folders[canonicalPath(plugin.path)] = main.to;
  }
  return { routes: [...routes, BLOG.listing], folders };
}

export default function NotFoundPage({ className }: Props): ReactNode {
  const { pathname } = useLocation();
  const sitemapUrl = useBaseUrl('/sitemap.xml');
  const areaLinks = useAreaLinks();
  const docsRoutes = useDocsRoutes(areaLinks);
  const [sitemap, setSitemap] = useState<string[]>([]);
  // The path and the suggestions are the browser's: the server renders this page once, for every path.
  const asked = useIsBrowser() ? pathname : undefined;
  const suggestionsId = useId();
  const searchId = useId();
  const areasId = useId();

  useEffect(() => {
    const controller = new AbortController();
    fetch(sitemapUrl, { signal: controller.signal })
      .then((response) => (response.ok ? response.text() : ''))
      .then((xml) => setSitemap(sitemapRoutes(xml)))
      .catch(() => {
        // Without the sitemap, the docs' routes still give suggestions.
      });
    return () => controller.abort();
  }, [sitemapUrl]);

  const suggestions =
    asked === undefined
      ? []
      : suggestRoutes(asked, { routes: [...docsRoutes.routes, ...sitemap], folders: docsRoutes.folders });

  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--8 col--offset-2">
          <h1 className="hero__title">Page Not Found</h1>
          <p>
            {asked === undefined ? (
              'There is no page at this address.'
            ) : (
              <>
                There is no page at <code className={styles.path}>{asked}</code>.
              </>
            )}{' '}
            It may have moved, or the address may have a typo.
          </p>
          {/* Announced when the suggestions arrive. */}
          <div aria-live="polite">
            {suggestions.length > 0 && (
              <div className={styles.suggestions}>
                <p id={suggestionsId} className={styles.lead}>
                  Did you mean
                </p>
                <ul aria-labelledby={suggestionsId}>
                  {suggestions.map((route) => (
                    <li key={route}>
                      <Link to={route}>{route}</Link>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </div>
          <section aria-labelledby={searchId} className={styles.section}>
            <h2 id={searchId} className={styles.heading}>
              Search the docs and the blog
            </h2>
            <SearchBox />
          </section>
          <nav aria-labelledby={areasId} className={styles.section}>
            <h2 id={areasId} className={styles.heading}>
              Or start from a section
            </h2>
            <ul className={styles.areas}>
              {areaLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={styles.area}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </main>
  );
}
