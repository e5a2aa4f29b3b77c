/**
 * When a code block that came with the server HTML needs its live version (Prism, the copy and
 * wrap buttons, the colours of the dark mode). The server HTML already shows every line
 * highlighted in the light theme's colours, so in light mode the live block looks the same and
 * only its buttons are missing: it goes live once it is near the viewport and the reader has done
 * anything at all (pointer, key, touch, scroll), or at once when the reader points at, touches or
 * tabs into it. In dark mode the colours differ, so it goes live as soon as it is near the viewport.
 */
export const NEAR_VIEWPORT = '600px 0px';
/** Signals on the block itself: the reader reaches for it. */
export const INTENT_EVENTS = ['pointerenter', 'touchstart', 'focusin'] as const;
/** Signals anywhere on the page: the reader is there and doing something. */
export const READER_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'scroll', 'wheel'] as const;

export type Trigger = {near: (isNear: boolean) => void; readerActive: () => void; intent: () => void};

/** The decision alone (no DOM): calls `needed` once, when the rules above say so. */
export function createTrigger(needed: () => void, {dark}: {dark: boolean}): Trigger {
  let fired = false;
  let isNear = false;
  let active = false;
  const check = (force = false) => {
    if (fired || !(force || (isNear && (dark || active)))) return;
    fired = true;
    needed();
  };
  return {
    near(value) {
      isNear = value;
      check();
    },
    readerActive() {
      active = true;
      check();
    },
    intent() {
      check(true);
    },
  };
}

let readerActive = false;
const waitingForReader = new Set<() => void>();

function onReaderActive(listener: () => void): () => void {
  if (readerActive) {
    listener();
    return () => undefined;
  }
  if (waitingForReader.size === 0) {
    const wake = () => {
      readerActive = true;
      for (const type of READER_EVENTS) window.removeEventListener(type, wake, {capture: true});
      for (const waiting of [...waitingForReader]) waiting();
      waitingForReader.clear();
    };
    for (const type of READER_EVENTS) window.addEventListener(type, wake, {capture: true, passive: true});
  }
  waitingForReader.add(listener);
  return () => waitingForReader.delete(listener);
}

/**
 * Watches one island element; returns a function that stops watching. `dark` (default: the page's
 * colour mode) makes nearness alone enough; the feedback widget passes false (it looks the same).
 */
export function whenNeeded(
  element: Element,
  needed: () => void,
  {dark = document.documentElement.getAttribute('data-theme') === 'dark'}: {dark?: boolean} = {},
): () => void {
  let observer: IntersectionObserver | undefined;
  let stopWaiting = () => undefined as unknown;
  const stop = () => {
    observer?.disconnect();
    stopWaiting();
    for (const type of INTENT_EVENTS) element.removeEventListener(type, trigger.intent);
  };
  const trigger = createTrigger(() => {
    stop();
    needed();
  }, {dark});
  for (const type of INTENT_EVENTS) element.addEventListener(type, trigger.intent, {passive: true});
  stopWaiting = onReaderActive(trigger.readerActive);
  if (typeof IntersectionObserver === 'function') {
    observer = new IntersectionObserver((entries) => trigger.near(entries.some((entry) => entry.isIntersecting)), {
      rootMargin: NEAR_VIEWPORT,
    });
    observer.observe(element);
  } else {
    trigger.near(true);
  }
  return stop;
}
