/**
 * Why this wrapper exists: syntax highlighting costs every page with code
 * about 36 KiB of compressed JavaScript (Prism and its languages) and, on a
 * page with twenty blocks, most of the main-thread time of its first load,
 * because React highlights every block again while hydrating (and the theme
 * mounts each block a second time right after, to repaint a colour mode this
 * site does not switch). The server-rendered HTML is already highlighted, so
 * this wrapper keeps it as it is:
 *
 * - On the server, and after the first load (client-side navigation), it
 *   renders the theme's code block (./Highlighted: a separate chunk in the
 *   browser, see ./highlighter.ts).
 * - While the page hydrates, it renders an empty host that React does not
 *   look into (`dangerouslySetInnerHTML`), so the highlighted HTML stays and
 *   costs nothing. The block becomes a live React component (the theme adds
 *   its Copy and wrap buttons in the browser only) when it scrolls into view,
 *   or as soon as the reader points at, touches or focuses it. A click that
 *   comes before the chunk has loaded is replayed on the live button, and
 *   focus moves with it. No code block sits in the first screen of any page,
 *   so a first view loads no Prism at all.
 *
 * src/plugins/lazy-prism removes the theme's client module that would put
 * Prism in the main bundle.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import clsx from 'clsx';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type { Props } from '@theme/CodeBlock';
import { loadHighlighter, loadedHighlighter } from './highlighter';

/** What to hand over to the live block: which of its controls, and whether to click it. */
type Handover = { control: number; click: boolean };

/** Focusable controls of a code block, in document order: the scrollable `pre` and the buttons. */
const CONTROLS = 'pre[tabindex], button';

function controlIndex(host: HTMLElement, target: EventTarget | null): number {
  if (!(target instanceof Element)) return -1;
  const control = target.closest(CONTROLS);
  return control ? Array.from(host.querySelectorAll(CONTROLS)).indexOf(control) : -1;
}

/** Events that say the reader is about to use a block that is not live yet. */
const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin', 'click'] as const;

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
  return (
    // Focusable like the theme's block: a long line scrolls sideways, and the keyboard has to reach it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <pre className={clsx('prism-code', props.className)} tabIndex={0}>
      <code>{props.children}</code>
    </pre>
  );
}

/**
 * The server's markup of each block seen while hydrating, by content. Some
 * parents mount their children again right after hydration (the theme's Tabs,
 * for the tab a reader chose before); their blocks come back as this same
 * markup instead of being highlighted again.
 */
const serverMarkup = new Map<string, string>();

function contentKey({ children, className, language, metastring, title, showLineNumbers }: Props): string | undefined {
  if (typeof children !== 'string') return undefined;
  return JSON.stringify([
    children,
    className,
    language,
    metastring,
    typeof title === 'string' ? title : '',
    showLineNumbers,
  ]);
}

type Mode = 'hydrating' | 'stashed' | 'live';

export default function CodeBlock(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const key = contentKey(props);
  const [mode, setMode] = useState<Mode>(() => {
    if (!isBrowser) return 'hydrating';
    return key !== undefined && serverMarkup.has(key) ? 'stashed' : 'live';
  });
  const host = useRef<HTMLDivElement>(null);
  const handover = useRef<Handover | null>(null);
  // One object for the block's life: React 19 writes innerHTML again whenever
  // this prop is a new object, which would wipe the server's markup.
  const [markup] = useState(() => ({
    __html: mode === 'stashed' && key !== undefined ? (serverMarkup.get(key) ?? '') : '',
  }));

  useLayoutEffect(() => {
    if (mode === 'hydrating' && key !== undefined && host.current) serverMarkup.set(key, host.current.innerHTML);
    // Only on mount: what the server sent.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const goLive = useCallback(() => {
    const live = () => setMode('live');
    // If the chunk fails, the live block shows the code unhighlighted.
    loadHighlighter().then(live, live);
  }, []);

  useEffect(() => {
    const element = host.current;
    if (mode === 'live' || !element) return undefined;
    let started = false;
    const onIntent = (event: Event) => {
      const control = controlIndex(element, event.target);
      if (event.type === 'click') {
        // The static button does nothing; press the live one instead.
        event.preventDefault();
        if (control >= 0) handover.current = { control, click: true };
      } else if (event.type === 'focusin' && control >= 0 && !handover.current) {
        handover.current = { control, click: false };
      }
      if (!started) goLive();
      started = true;
    };
    for (const type of INTENT_EVENTS) element.addEventListener(type, onIntent, { passive: type !== 'click' });
    // In view: live, so its buttons are there when the reader (or a screen
    // reader, which scrolls as it reads) gets to it.
    const observer = new IntersectionObserver((entries) => {
      if (!started && entries.some((entry) => entry.isIntersecting)) {
        started = true;
        goLive();
      }
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      for (const type of INTENT_EVENTS) element.removeEventListener(type, onIntent);
    };
  }, [mode, goLive]);

  useLayoutEffect(() => {
    const element = host.current;
    const pending = handover.current;
    if (mode !== 'live' || !element || !pending) return;
    handover.current = null;
    // Only if focus was lost with the static markup, or a click waits.
    if (!pending.click && element.ownerDocument.activeElement !== element.ownerDocument.body) return;
    const control = element.querySelectorAll<HTMLElement>(CONTROLS)[pending.control];
    control?.focus();
    if (pending.click) control?.click();
  }, [mode]);

  if (mode !== 'live' && ExecutionEnvironment.canUseDOM) {
    // Static: the server's highlighted markup, which React does not look into.
    return <div ref={host} suppressHydrationWarning dangerouslySetInnerHTML={markup} />;
  }
  return (
    <div ref={host}>
      <LiveCodeBlock {...props} />
    </div>
  );
}
