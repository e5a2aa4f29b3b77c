/**
 * The "Try it" box of an API operation page (inserted by plugins/api-console after the method and
 * path). Server-rendered: a sentence and a button. The console itself (./Console.tsx, its
 * validator and the operations' data) loads only when the reader opens it; pointing at or
 * focusing the button starts the download.
 *
 * The console can reach the reader's server only from a document that came with the API pages'
 * Content-Security-Policy (scripts/serve/serving.ts). A reader who arrived on another page and
 * followed links kept that page's stricter policy, so opening the console then reloads this page
 * first (before anything has been typed) and opens it again after the reload.
 */
import consoleStrings from '@generated/codeTranslations.json?page-strings&only=apiConsole.';
import {addPageStrings} from '@site/plugins/page-strings/add';
import {lazy, Suspense, useEffect, useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {documentHasApiPolicy, OPEN_AFTER_RELOAD} from '@site/src/utils/apiConsole/browser';
import styles from './styles.module.css';

addPageStrings(consoleStrings);

const load = () => import('./Console');
const Console = lazy(load);

export default function ApiConsole({operation}: {operation: string}): ReactNode {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    try {
      if (sessionStorage.getItem(OPEN_AFTER_RELOAD) === operation) {
        sessionStorage.removeItem(OPEN_AFTER_RELOAD);
        // Storage exists only in the browser, after hydration: the server drew the box closed.
        // eslint-disable-next-line react-hooks/set-state-in-effect
        setOpen(true);
      }
    } catch {
      // Storage refused: the reader opens it again.
    }
  }, [operation]);

  const openConsole = () => {
    if (!documentHasApiPolicy()) {
      try {
        sessionStorage.setItem(OPEN_AFTER_RELOAD, operation);
        window.location.reload();
        return;
      } catch {
        // Without storage the console opens here; a blocked request then says to reload.
      }
    }
    setOpen(true);
  };

  return (
    <section className={styles.box} aria-label={translate({id: 'apiConsole.label', message: '在线调用'})} data-api-console={operation}>
      {open ? (
        <Suspense fallback={<p className={styles.lead}>{translate({id: 'apiConsole.loading', message: '正在加载控制台…'})}</p>}>
          <Console operation={operation} />
        </Suspense>
      ) : (
        <div className={styles.closed}>
          <p className={styles.lead}>
            {translate({
              id: 'apiConsole.lead',
              message: '在这个页面上把请求直接发到你自己的 Xpert 服务器：填入服务器地址和 API 密钥，查看状态码、响应和流式事件。请求只发往你填写的地址。',
            })}
          </p>
          <button type="button" className="button button--primary button--sm" onClick={openConsole} onPointerEnter={() => void load()} onFocus={() => void load()}>
            {translate({id: 'apiConsole.open', message: '打开控制台'})}
          </button>
        </div>
      )}
    </section>
  );
}
