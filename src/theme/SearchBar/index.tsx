/**
 * Wraps the search plugin's search box so that its code (lunr, its Chinese tokeniser, mark.js,
 * autocomplete, the worker bridge) stays out of the first load of every page. Until the reader
 * shows an intent to search, the navbar holds a look-alike box with the plugin's own classes: a
 * real input, which takes the focus and the typing (also before hydration, and on Ctrl/Cmd+K,
 * see `EARLY_SEARCH_SHORTCUT`). On pointer over, touch or focus of it, on Ctrl/Cmd+K, on typing,
 * or on a page opened from a search result (`?_highlight=`, whose terms the plugin marks), the real
 * box is loaded and mounted hidden beside it; once it is ready, one synchronous handover moves the
 * typed text, the caret and the focus to it and hides the look-alike (handover.ts). No keystroke
 * can fall between the two boxes: until the handover the look-alike keeps the focus, and the
 * handover runs inside one task. While the reader is composing a Chinese word (an input method),
 * the handover waits for the word to be committed.
 */
import {lazy, Suspense, useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {translate} from '@docusaurus/Translate';
// The plugin's own styles (the same CSS module the real box uses), so the swap is invisible.
import styles from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.module.css';
import {SEARCH_CONTEXTS} from '@site/src/data/searchContexts';
import {boxContext, sectionQuickContext, slowConnection} from '@site/src/utils/searchQuickIndex';
import {handOverBox, indexFileUrl, isSearchShortcut, readBox, searchContextOf, shortcutHints} from './handover';
import {isApproaching, remember, type Box, type PointerSample} from './approach';
import type {BoxMissWatch} from './miss';

const loadPluginSearchBar = () => import('@theme-original/SearchBar');
const PluginSearchBar = lazy(loadPluginSearchBar);

/**
 * Everything the plugin's box needs before its first result, started at once and side by side on
 * the reader's first intent: its code, its autocomplete (which the box would import only when
 * focused), and its worker with the page's section index (which the box would start only after
 * its own code arrived, was mounted and focused). The worker bridge is one module: the plugin's
 * box then finds the worker started and the index on its way (the worker caches it by URL).
 */
let preloaded = false;
function preload(baseUrl: string, pathname: string, indexPattern: string | null): void {
  if (preloaded) return;
  preloaded = true;
  // Outside the docs sections the box starts with the quick index (src/utils/searchQuickIndex.ts).
  const context = boxContext(searchContextOf(pathname, baseUrl, SEARCH_CONTEXTS.map((c) => c.path)), pathname, baseUrl);
  // The index itself, into the HTTP cache, while the worker is still loading its code: the
  // worker's fetch of the same URL then waits for this one instead of starting after its code.
  // On a docs page on a slow connection the worker starts with the section's quick index, the
  // section's own after it (plugins/search-quick-index/searchByWorker.ts): that one first, then.
  const quickSection = sectionQuickContext(context);
  const first = quickSection && slowConnection(performance.getEntriesByType('resource') as PerformanceResourceTiming[]) ? quickSection : context;
  const indexUrl = indexFileUrl(baseUrl, indexPattern, first);
  if (indexUrl) void fetch(indexUrl).then((response) => response.blob()).catch(() => undefined);
  void loadPluginSearchBar();
  void import('@easyops-cn/autocomplete.js');
  void import('@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker').then(({fetchIndexesByWorker}) =>
    fetchIndexesByWorker(baseUrl, context),
  );
}

type Props = Record<string, unknown>;

function LookAlike({onIntent}: {onIntent: () => void}): ReactNode {
  const isBrowser = useIsBrowser();
  const isMac = isBrowser && /mac/i.test(navigator.userAgent);
  return (
    <div className={clsx('navbar__search', styles.searchBarContainer)} dir="ltr" data-look-alike-box="">
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
        autoComplete="off"
        className={`navbar__search-input ${styles.searchInput}`}
        onMouseEnter={onIntent}
        onTouchStart={onIntent}
        onFocus={onIntent}
        // Focused before the page hydrated, the box saw no focus event: typing is the intent then.
        onInput={onIntent}
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

/** Mounted with the plugin's box: calls back once it is there. */
function Mounted({onMounted}: {onMounted: () => () => void}): null {
  // Once, when the plugin's box has arrived.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(onMounted, []);
  return null;
}

export default function SearchBarWrapper(props: Props): ReactNode {
  const location = useLocation();
  const [wanted, setWanted] = useState(false);
  const [handed, setHanded] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const holder = useRef<HTMLDivElement>(null);

  const lookAlike = () => container.current?.querySelector<HTMLInputElement>('input[data-look-alike]') ?? null;

  /**
   * Once the plugin's box is mounted (hidden), hands over a frame later: the box picks the page's
   * search context in an effect of its own, and a focus before that would load the index of
   * everything instead of the section's. Until then the look-alike keeps the focus and the typing.
   */
  const handOver = () => {
    let timer = 0;
    let frame = 0;
    let composing: HTMLInputElement | null = null;
    const hand = () => {
      const input = holder.current?.querySelector<HTMLInputElement>('input.navbar__search-input');
      const from = lookAlike();
      if (!input) return;
      const state = from ? readBox(from, document.activeElement === from) : null;
      handOverBox(state ?? {value: '', start: null, end: null, direction: null, focused: false}, input, {
        show: () => {
          holder.current?.style.setProperty('display', 'contents');
          from?.closest<HTMLElement>('[data-look-alike-box]')?.style.setProperty('display', 'none');
        },
        setValue: (value) => setValue(input, value),
        focus: () => input.focus({preventScroll: true}),
      });
      setHanded(true);
    };
    const onCompositionEnd = () => {
      composing?.removeEventListener('compositionend', onCompositionEnd);
      composing = null;
      hand();
    };
    const attempt = () => {
      const from = lookAlike();
      if (from && composingNow.current) {
        composing = from;
        from.addEventListener('compositionend', onCompositionEnd);
        return;
      }
      hand();
    };
    frame = requestAnimationFrame(() => {
      timer = window.setTimeout(attempt, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
      composing?.removeEventListener('compositionend', onCompositionEnd);
    };
  };

  // Whether an input method is composing in the look-alike.
  const composingNow = useRef(false);
  useEffect(() => {
    const box = lookAlike();
    if (!box) return undefined;
    const start = () => {
      composingNow.current = true;
    };
    const end = () => {
      composingNow.current = false;
    };
    box.addEventListener('compositionstart', start);
    box.addEventListener('compositionend', end);
    return () => {
      box.removeEventListener('compositionstart', start);
      box.removeEventListener('compositionend', end);
    };
  }, []);

  const {siteConfig, i18n} = useDocusaurusContext();
  const {pattern} = (usePluginData('search-index-url') ?? {pattern: null}) as {pattern: string | null};
  const want = () => {
    preload(siteConfig.baseUrl, location.pathname, pattern);
    setWanted(true);
  };

  // A page opened from a search result marks the searched terms: the plugin's box does that.
  // Only after hydration (the server rendered the look-alike, not knowing the query string).
  const isBrowser = useIsBrowser();
  const active = wanted || (isBrowser && new URLSearchParams(location.search).has('_highlight'));

  // Typed into or focused before hydration (no event reached React): that is the intent.
  useEffect(() => {
    const box = lookAlike();
    // The DOM as the reader left it before React took over is the outside state read here.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (box && (box.value || document.activeElement === box)) want();
    // Once, after hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A mouse travelling to the box, or the keyboard focus entering the navbar (Tab on its way to
  // the box), is the earliest intent: everything loads while the pointer travels (approach.ts).
  useEffect(() => {
    if (wanted) return undefined;
    let box: Box | null = null;
    const samples: PointerSample[] = [];
    const forget = () => {
      box = null;
    };
    const stop = () => {
      document.removeEventListener('pointermove', onMove);
      document.removeEventListener('focusin', onFocusIn);
      window.removeEventListener('scroll', forget);
      window.removeEventListener('resize', forget);
    };
    const onMove = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse' && event.pointerType !== 'pen') return;
      if (!box) {
        const rect = lookAlike()?.getBoundingClientRect();
        if (!rect || rect.width === 0) return;
        box = {left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom};
      }
      if (!isApproaching(remember(samples, {x: event.clientX, y: event.clientY, t: event.timeStamp}), box)) return;
      stop();
      want();
    };
    // Keyboard focus only (`:focus-visible`): a click or tap on a navbar link or the menu button
    // also focuses it, and that reader is going elsewhere, not to the search box.
    const onFocusIn = (event: FocusEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest('.navbar') || !event.target.matches(':focus-visible')) return;
      stop();
      want();
    };
    document.addEventListener('pointermove', onMove, {passive: true});
    document.addEventListener('focusin', onFocusIn);
    window.addEventListener('scroll', forget, {passive: true});
    window.addEventListener('resize', forget, {passive: true});
    return stop;
    // `want` only sets state and starts loading: the listeners need not change with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted]);

  // Ctrl/Cmd+K before the box is loaded: focus the look-alike at once, so the next keys land in
  // it; the plugin's box handles the shortcut afterwards.
  useEffect(() => {
    if (handed) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      const box = lookAlike();
      if (!box) return;
      event.preventDefault();
      box.focus();
      want();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
    // `want` only sets state and starts loading: the listener need not change with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [handed]);

  // Once the plugin's box is in, searches that find nothing are reported (./miss.ts, loaded then).
  const misses = useRef<BoxMissWatch | null>(null);
  const locale = i18n.currentLocale === 'en' ? 'en' : 'zh-Hans';
  useEffect(() => {
    if (!handed) return undefined;
    let stopped = false;
    void import('./miss').then(({watchBoxMisses}) => {
      const input = holder.current?.querySelector<HTMLInputElement>('input.navbar__search-input');
      if (stopped || !input || !holder.current) return;
      misses.current = watchBoxMisses(input, holder.current, styles.noResults!, locale, () => window.location.pathname);
    });
    return () => {
      stopped = true;
      misses.current?.stop();
      misses.current = null;
    };
    // The box is handed over once; the locale does not change within a page's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [handed]);
  useEffect(() => {
    misses.current?.reset();
  }, [location.pathname]);

  return (
    <div ref={container} style={{display: 'contents'}}>
      {!handed && <LookAlike onIntent={want} />}
      {active && (
        <div ref={holder} style={{display: handed ? 'contents' : 'none'}}>
          <Suspense fallback={null}>
            <PluginSearchBar {...props} />
            <Mounted onMounted={handOver} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
