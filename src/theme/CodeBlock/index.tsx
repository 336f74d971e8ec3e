/**
 * Why this wrapper exists: syntax highlighting costs every page with code
 * about 36 KiB of compressed JavaScript (Prism and its languages) and, on a
 * page with twenty blocks, most of the main-thread time of its first load,
 * because React highlights every block again while hydrating (and the theme
 * mounts each block a second time right after, to repaint a colour mode this
 * site does not switch). So:
 *
 * - On the server, on the dev server (no server markup to keep) and after the
 *   first load (client-side navigation), it renders the theme's code block
 *   (./Highlighted: a separate chunk in the browser, see ./highlighter.ts).
 *   The server's copy is plain text in the theme's block: tokens are not
 *   wrapped in elements there (./Line/Token says why).
 * - While a built page hydrates, it renders an empty host that React does not
 *   look into (`dangerouslySetInnerHTML`), so the server's block stays and
 *   costs nothing. The block becomes the live, highlighted theme component
 *   (with its Copy and wrap buttons, which the theme adds in the browser only)
 *   shortly before it scrolls into view, or as soon as the reader points at,
 *   touches or focuses it; focus on its code moves to the live code. No code
 *   block sits in the first screen of any page, so a first view loads no Prism
 *   at all.
 *
 * src/plugins/lazy-prism removes the theme's client module that would put
 * Prism in the main bundle.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import clsx from 'clsx';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type { Props } from '@theme/CodeBlock';
import { loadHighlighter, loadedHighlighter } from './highlighter';

/**
 * Whether this page load came with server-rendered HTML (a built site), read
 * before React renders into the page. The dev server sends an empty shell:
 * there is no markup to keep, so blocks render live from the start.
 */
const serverRendered =
  ExecutionEnvironment.canUseDOM && (document.getElementById('__docusaurus')?.hasChildNodes() ?? false);

/** Class of the element round every code block (src/plugins/article-blocks styles it as an article block). */
const HOST_CLASS = 'code-block-host';

/** How far ahead of the view a block starts coming alive: a quarter screen. */
const NEAR_VIEW = '0px 0px 25% 0px';

/** Events that say the reader is about to use a block that is not live yet. */
const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

/** The highlighting block, or plain code for the moment its chunk is on its way (client-side navigation). */
function LiveCodeBlock(props: Props): ReactNode {
  const [Highlighted, setHighlighted] = useState(loadedHighlighter);
  useEffect(() => {
    if (Highlighted) return;
    // If the chunk fails, the code stays readable, unhighlighted.
    loadHighlighter().then(
      (component) => setHighlighted(() => component),
      () => undefined,
    );
  }, [Highlighted]);
  if (Highlighted) return <Highlighted {...props} />;
  // Not the theme's plain block (CodeBlock/Content/Element): that would bring
  // the block container's code into every docs page's first view.
  return (
    // Focusable like the theme's block: a long line scrolls sideways, and the keyboard has to reach it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <pre className={clsx('prism-code', props.className)} tabIndex={0}>
      <code>{props.children}</code>
    </pre>
  );
}

export default function CodeBlock(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  // Static (the server's markup) only on a built page's first render; on the
  // server, the dev server and later pages, live at once.
  const [live, setLive] = useState(() => isBrowser || !serverRendered);
  const host = useRef<HTMLDivElement>(null);
  /** The reader's focus was on the static code when it went live. */
  const hadFocus = useRef(false);
  // One object for the block's life: React 19 writes innerHTML again whenever
  // this prop is a new object, which would wipe the server's markup.
  const [markup] = useState(() => ({ __html: '' }));

  useEffect(() => {
    const element = host.current;
    if (live || !element) return undefined;
    let started = false;
    const goLive = () => {
      if (started) return;
      started = true;
      const goneLive = () => setLive(true);
      // If the chunk fails, the live block shows the code unhighlighted.
      loadHighlighter().then(goneLive, goneLive);
    };
    const onIntent = (event: Event) => {
      if (event.type === 'focusin') hadFocus.current = true;
      goLive();
    };
    for (const type of INTENT_EVENTS) element.addEventListener(type, onIntent, { passive: true });
    // Near the view: live (highlighted, with its buttons) by the time the
    // reader, or a screen reader, which scrolls as it reads, gets to it.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) goLive();
      },
      { rootMargin: NEAR_VIEW },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      for (const type of INTENT_EVENTS) element.removeEventListener(type, onIntent);
    };
  }, [live]);

  useLayoutEffect(() => {
    const element = host.current;
    if (!live || !element || !hadFocus.current) return;
    hadFocus.current = false;
    // The focused static code was replaced: focus the live code, unless the reader has moved on.
    if (element.ownerDocument.activeElement === element.ownerDocument.body) element.querySelector('pre')?.focus();
  }, [live]);

  if (!live) {
    // Static: the server's markup, which React does not look into.
    return <div ref={host} className={HOST_CLASS} suppressHydrationWarning dangerouslySetInnerHTML={markup} />;
  }
  return (
    <div ref={host} className={HOST_CLASS}>
      <LiveCodeBlock {...props} />
    </div>
  );
}
