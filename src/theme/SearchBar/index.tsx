/**
 * Wraps the search plugin's search box so that its code (lunr, its Chinese tokeniser, mark.js,
 * autocomplete, the worker bridge) stays out of the first load of every page. Until the reader
 * shows an intent to search, the navbar holds a look-alike box with the plugin's own classes; on
 * pointer over, touch or focus of it, on Ctrl/Cmd+K, or on a page opened from a search result
 * (`?_highlight=`, whose terms the plugin marks), the real box is loaded and put in its place with
 * what the reader has typed so far and the focus.
 */
import {lazy, Suspense, useEffect, useLayoutEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {translate} from '@docusaurus/Translate';
// The plugin's own styles (the same CSS module the real box uses), so the swap is invisible.
import styles from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.module.css';
import {shortcutHints, isSearchShortcut, type Handover} from './handover';

const PluginSearchBar = lazy(() => import('@theme-original/SearchBar'));

type Props = Record<string, unknown>;

function LookAlike({onIntent, onLeave}: {onIntent: (focus: boolean) => void; onLeave: () => void}): ReactNode {
  const isBrowser = useIsBrowser();
  const isMac = isBrowser && /mac/i.test(navigator.userAgent);
  return (
    <div className={clsx('navbar__search', styles.searchBarContainer)} dir="ltr">
      <svg aria-hidden="true" className={styles.searchIcon} focusable="false" viewBox="0 0 16 16">
        <path
          fill="currentColor"
          d="M6.02945 10.20327a4.17382 4.17382 0 1 1 4.17382-4.17382 4.15609 4.15609 0 0 1-4.17382 4.17382Zm9.69195 4.2199-4.8225-4.82338A5.88021 5.88021 0 0 0 12.058 6.02856 6.00467 6.00467 0 1 0 9.59979 10.8989l4.82338 4.82338a.89729.89729 0 0 0 1.29912 0 .89749.89749 0 0 0-.00087-1.29909Z"
        />
      </svg>
      <input
        placeholder={translate({id: 'theme.SearchBar.label', message: 'Search', description: 'The ARIA label and placeholder for search button'})}
        aria-label="Search"
        data-look-alike=""
        className={`navbar__search-input ${styles.searchInput}`}
        onMouseEnter={() => onIntent(false)}
        onTouchStart={() => onIntent(false)}
        onFocus={() => onIntent(true)}
        // Focused before the page hydrated, the box saw no focus event: typing is the intent then.
        onInput={() => onIntent(true)}
        onBlur={onLeave}
      />
      {isBrowser && (
        <div className={styles.searchHintContainer}>
          {shortcutHints(isMac).map((hint) => (
            <kbd key={hint} className={styles.searchHint}>
              {hint}
            </kbd>
          ))}
        </div>
      )}
    </div>
  );
}

/** Sets an input's value so that React's onChange and the autocomplete both see it. */
function setValue(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', {bubbles: true}));
}

/** Mounted with the plugin's box: calls back before its first paint, and after it. */
function Handing({onLayout, onMounted}: {onLayout: () => void; onMounted: () => () => void}): null {
  // Once, when the plugin's box has arrived.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(onLayout, []);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(onMounted, []);
  return null;
}

export default function SearchBarWrapper(props: Props): ReactNode {
  const location = useLocation();
  const [wanted, setWanted] = useState(false);
  const [ready, setReady] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const handover = useRef<Handover>({value: '', focus: false});

  // Before the first paint with both boxes: take the look-alike's text and focus, then drop it.
  const takeOver = () => {
    const lookAlike = container.current?.querySelector<HTMLInputElement>('input[data-look-alike]');
    if (lookAlike) {
      handover.current.value = lookAlike.value;
      handover.current.focus = handover.current.focus || document.activeElement === lookAlike;
    }
    setReady(true);
  };

  /**
   * Gives the plugin's box the typed text and the focus, a frame later: the box picks the page's
   * search context in an effect of its own, and a focus before that would load the index of
   * everything instead of the section's. Its autocomplete is attached only when the index has
   * arrived; the text typed before then is searched at that moment.
   */
  const handOver = () => {
    let timer = 0;
    const started = performance.now();
    const attached = (input: HTMLInputElement) => !input.parentElement?.classList.contains('navbar__search');
    const searchWhenAttached = (input: HTMLInputElement) => {
      if (!attached(input)) {
        if (performance.now() - started < 60_000) timer = window.setTimeout(() => searchWhenAttached(input), 50);
        return;
      }
      const typed = input.value;
      if (!typed) return;
      setValue(input, '');
      setValue(input, typed);
    };
    const hand = () => {
      const input = container.current?.querySelector<HTMLInputElement>('input.navbar__search-input:not([data-look-alike])');
      if (!input) return;
      const {value, focus} = handover.current;
      if (value) setValue(input, value);
      if (focus) input.focus();
      if (value) searchWhenAttached(input);
    };
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(hand, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  };

  const leave = () => {
    handover.current.focus = false;
  };

  const want = (focus: boolean) => {
    if (focus) handover.current.focus = true;
    setWanted(true);
  };

  // A page opened from a search result marks the searched terms: the plugin's box does that.
  // Only after hydration (the server rendered the look-alike, not knowing the query string).
  const isBrowser = useIsBrowser();
  const active = wanted || (isBrowser && new URLSearchParams(location.search).has('_highlight'));

  // Ctrl/Cmd+K before the box is loaded; the plugin's box handles it afterwards.
  useEffect(() => {
    if (active) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      want(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [active]);

  return (
    <div ref={container} style={{display: 'contents'}}>
      {!ready && <LookAlike onIntent={want} onLeave={leave} />}
      {active && (
        <Suspense fallback={null}>
          <PluginSearchBar {...props} />
          <Handing onLayout={takeOver} onMounted={handOver} />
        </Suspense>
      )}
    </div>
  );
}
