import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { links } from '@site/src/data/links';
import { canonicalUrl } from '@site/src/utils/canonicalUrl';
import styles from './styles.module.css';

type Props = {
  /** The page's title. */
  title: string;
  /** The page's permalink. */
  permalink: string;
};

/** A new issue on the docs repository, its title and first lines naming the page by its canonical URL. */
function reportProblemUrl(title: string, url: string): string {
  const issueTitle = `Problem on "${title}"`;
  const body = [`Page: [${title}](${url})`, '', 'What is wrong, missing or unclear?', ''].join('\n');
  return `${links.docsRepo}/issues/new?title=${encodeURIComponent(issueTitle)}&body=${encodeURIComponent(body)}`;
}

/** "Report a problem with this page", on a line under "Edit this page": opens a new GitHub issue on the docs repository, filled in with the page. */
export default function ReportProblem({ title, permalink }: Props): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  return (
    // Page furniture, not article text: kept out of the search index (src/data/search.ts).
    <div className={styles.row} data-pagefind-ignore="all">
      <Link to={reportProblemUrl(title, canonicalUrl(siteConfig.url, permalink))}>
        <svg className={styles.icon} viewBox="0 0 16 16" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M8 1a7 7 0 1 1 0 14A7 7 0 0 1 8 1Zm0 1.5a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11ZM7.25 4.5h1.5v4.5h-1.5V4.5Zm0 5.5h1.5v1.5h-1.5V10Z"
          />
        </svg>
        Report a problem with this page
      </Link>
    </div>
  );
}
