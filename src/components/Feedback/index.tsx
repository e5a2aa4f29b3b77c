/**
 * The "was this page helpful?" slot under every docs page (src/theme/DocItem/Footer). The server
 * renders an empty box of the widget's height, so nothing moves when the widget arrives; the
 * widget's code (./Widget.tsx, its strings, its styles) loads only once the box is near the
 * viewport and the reader has done something (scroll, pointer, key, touch), or when the reader
 * reaches into the box: never on a first load the reader has not touched. The rules are the code
 * blocks' (src/theme/CodeBlock/island.ts).
 */
import {useEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import {whenNeeded} from '@site/src/theme/CodeBlock/island';
import styles from './slot.module.css';

export default function FeedbackSlot(): ReactNode {
  const box = useRef<HTMLDivElement>(null);
  // A new page starts a new question (the docs layout stays mounted between docs pages).
  const {pathname} = useLocation();
  const [Widget, setWidget] = useState<ComponentType | null>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    return whenNeeded(
      element,
      () => {
        void import('./Widget').then((module) => setWidget(() => module.default)).catch(() => undefined);
      },
      {dark: false},
    );
  }, []);
  return (
    <div ref={box} className={styles.slot} data-feedback-slot="">
      {Widget && <Widget key={pathname} />}
    </div>
  );
}
