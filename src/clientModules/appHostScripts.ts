/**
 * Loads the help-bot and embed scripts of the app host once the reader first interacts with the
 * page (pointer, key, touch, scroll or wheel), never during the first load: they are third-party
 * code that nothing on the first paint needs, and a slow or unreachable app host must cost the
 * reader nothing. The CSP allows the app host for scripts; nothing inline is added.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {APP_HOST_SCRIPTS} from '@site/src/data/site';

export const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'scroll', 'wheel'] as const;

export function loadAppHostScripts(doc: Document = document): void {
  for (const src of APP_HOST_SCRIPTS) {
    if (doc.querySelector(`script[src="${src}"]`)) continue;
    const script = doc.createElement('script');
    script.src = src;
    script.async = true;
    doc.head.appendChild(script);
  }
}

if (ExecutionEnvironment.canUseDOM) {
  const load = () => {
    for (const type of INTERACTIONS) window.removeEventListener(type, load, {capture: true});
    loadAppHostScripts();
  };
  for (const type of INTERACTIONS) window.addEventListener(type, load, {capture: true, passive: true});
}
