/**
 * Code blocks without Prism on the first load (wraps the theme's CodeBlock).
 *
 * - On the server, the theme's CodeBlock renders as usual, synchronously: the HTML holds every
 *   highlighted line.
 * - In the browser, a code block that is hydrated from that HTML stays as the server drew it (an
 *   "island": React keeps the element and its content untouched) until ./island.ts says it is
 *   needed; then ./Highlighted.tsx (Prism + languages + the theme's CodeBlock, one chunk) loads
 *   and the live block replaces the island in one commit.
 * - A code block mounted again right after hydration (the theme's Tabs do that to their content)
 *   copies the server's drawing of the block it replaces and stays an island (./drawings.ts).
 * - A code block that first appears after hydration (client-side navigation) renders live at
 *   once if the chunk is there, or as plain text for the moment the chunk takes to arrive.
 */
import React, {
  isValidElement,
  lazy,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from 'react';
import clsx from 'clsx';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {Props} from '@theme/CodeBlock';
import ServerCodeBlock from '@server-only/highlighted-code-block';
import {whenNeeded} from './island';
import {copyDrawing, drawingKey, hasDrawing, keepDrawing} from './drawings';

// The highlighted CodeBlock in the server bundle, `null` in the browser's (plugins/lazy-code-highlighting).
const OnServer = ServerCodeBlock as ComponentType<Props> | null;

let Loaded: ComponentType<Props> | null = null;
let loading: Promise<ComponentType<Props>> | null = null;

/** Starts (once) loading the Prism chunk; resolves with the theme's CodeBlock. */
export function loadHighlighter(): Promise<ComponentType<Props>> {
  loading ??= import('./Highlighted').then((module) => {
    const component: ComponentType<Props> = module.default;
    Loaded = component;
    return component;
  });
  return loading;
}

const LazyHighlighted = lazy(() => loadHighlighter().then((component) => ({default: component})));

function textOf(children: ReactNode): string {
  if (typeof children === 'string') return children;
  if (Array.isArray(children) && children.every((child) => typeof child === 'string')) return children.join('');
  return '';
}

/**
 * What the server drew, kept as it is: same tag, no props of its own, no children for React to
 * compare. Mounted after hydration (`drawing` given: tabs mounting their content again), it starts
 * empty and copies that drawing before the browser paints (./drawings.ts).
 */
function Island({as, onNeeded, drawing, copy}: {as: 'div' | 'pre'; onNeeded: () => void; drawing: string | null; copy: boolean}) {
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    // No drawing left to copy (not expected: the block it replaces is still recorded): go live.
    if (copy && ref.current && (drawing === null || !copyDrawing(drawing, ref.current))) onNeeded();
  }, [copy, drawing, onNeeded]);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    // Marked here, not as a prop: hydration keeps the server's attributes and adds none.
    element.setAttribute('data-code-island', '');
    const forget = drawing === null ? () => undefined : keepDrawing(drawing, element);
    const stop = whenNeeded(element, onNeeded);
    return () => {
      forget();
      stop();
    };
  }, [onNeeded, drawing]);
  const keep = {dangerouslySetInnerHTML: {__html: ''}, suppressHydrationWarning: true};
  return as === 'pre' ? (
    <pre ref={ref as RefObject<HTMLPreElement>} {...keep} />
  ) : (
    <div ref={ref as RefObject<HTMLDivElement>} {...keep} />
  );
}

/** The element the theme's CodeBlock starts with: `<pre>` for element children, else `<div>`. */
function outerTag(children: ReactNode): 'div' | 'pre' {
  return React.Children.toArray(children).some((child) => isValidElement(child)) ? 'pre' : 'div';
}

/** Shown only while the chunk loads after a client-side navigation. */
function PlainCodeBlock({children, className}: Props) {
  return (
    <div className={clsx('theme-code-block', className)}>
      {/* Focusable like the theme's block: a long line scrolls sideways, and a keyboard reader scrolls it. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard */}
      <pre className="prism-code" tabIndex={0}>
        <code>{textOf(children)}</code>
      </pre>
    </div>
  );
}

export default function CodeBlock(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const drawing = drawingKey(props, textOf(props.children));
  // Rendered during hydration (in the browser, before the first effect): the server HTML is there.
  // Or mounted again after it, while the block it replaces still holds the server's drawing.
  const [island, setIsland] = useState(() => ExecutionEnvironment.canUseDOM && Loaded === null && (!isBrowser || hasDrawing(drawing)));
  const [copy] = useState(() => isBrowser);
  const [onNeeded] = useState(() => () => {
    void loadHighlighter().then(() => setIsland(false));
  });
  if (!ExecutionEnvironment.canUseDOM && OnServer) return <OnServer {...props} />;
  if (island) return <Island as={outerTag(props.children)} onNeeded={onNeeded} drawing={drawing} copy={copy} />;
  if (Loaded) return <Loaded {...props} />;
  return (
    <Suspense fallback={<PlainCodeBlock {...props} />}>
      <LazyHighlighted {...props} />
    </Suspense>
  );
}
