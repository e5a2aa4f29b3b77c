/**
 * "Copy page": fetches the page's Markdown twin when clicked (nothing is inlined in the page) and
 * puts it on the clipboard. When the browser refuses the clipboard, it says so and shows the text,
 * selected, for a manual copy. A real <button>, so keyboard users get it for free; the outcome is
 * announced through a live region.
 */
import React, {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

type State =
  | {kind: 'idle'}
  | {kind: 'busy'}
  | {kind: 'copied'}
  | {kind: 'no-clipboard'; text: string}
  | {kind: 'no-markdown'};

const COPIED_FOR_MS = 2500;

function CopyIcon(): ReactNode {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M16 1H6a2 2 0 0 0-2 2v12h2V3h10V1Zm3 4H10a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h9a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2Zm0 16h-9V7h9v14Z"
      />
    </svg>
  );
}

function CheckIcon(): ReactNode {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4L9 16.2Z" />
    </svg>
  );
}

export default function CopyPageButton({markdownUrl}: {markdownUrl: string}): ReactNode {
  const [state, setState] = useState<State>({kind: 'idle'});
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const textareaId = useId();

  useEffect(() => {
    if (state.kind === 'copied') {
      const timer = window.setTimeout(() => setState({kind: 'idle'}), COPIED_FOR_MS);
      return () => window.clearTimeout(timer);
    }
    if (state.kind === 'no-clipboard') {
      textareaRef.current?.focus();
      textareaRef.current?.select();
    }
    return undefined;
  }, [state]);

  const copy = async () => {
    if (state.kind === 'busy') return;
    setState({kind: 'busy'});
    let text: string;
    try {
      const response = await fetch(markdownUrl, {headers: {Accept: 'text/markdown, text/plain'}});
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      text = await response.text();
    } catch {
      setState({kind: 'no-markdown'});
      return;
    }
    try {
      if (!navigator.clipboard?.writeText) throw new Error('No clipboard API');
      await navigator.clipboard.writeText(text);
      setState({kind: 'copied'});
    } catch {
      setState({kind: 'no-clipboard', text});
    }
  };

  const close = () => {
    setState({kind: 'idle'});
    buttonRef.current?.focus();
  };

  const label = translate({id: 'docs.copyPage.label', message: '复制页面', description: 'The button that copies a docs page as Markdown'});
  const copiedLabel = translate({id: 'docs.copyPage.copied', message: '已复制', description: 'The copy page button after a successful copy'});
  const open = state.kind === 'no-clipboard' || state.kind === 'no-markdown';

  return (
    <div className={clsx(styles.copyPage, open && styles.open)}>
      <button
        ref={buttonRef}
        type="button"
        className={clsx('button button--sm button--outline button--secondary', styles.button)}
        onClick={copy}
        aria-busy={state.kind === 'busy'}
        title={translate({
          id: 'docs.copyPage.title',
          message: '把本页复制为 Markdown，便于粘贴给 AI 助手',
          description: 'Tooltip of the copy page button',
        })}>
        {state.kind === 'copied' ? <CheckIcon /> : <CopyIcon />}
        <span>{state.kind === 'copied' ? copiedLabel : label}</span>
      </button>
      <p className={styles.status} role="status" aria-live="polite">
        {state.kind === 'copied'
          ? translate({
              id: 'docs.copyPage.copiedStatus',
              message: '已把本页的 Markdown 复制到剪贴板。',
              description: 'Announced after the page was copied',
            })
          : ''}
      </p>
      {open && (
        <div className={styles.panel}>
          <p className={styles.error} role="alert">
            {state.kind === 'no-clipboard'
              ? translate({
                  id: 'docs.copyPage.clipboardError',
                  message: '浏览器不允许写入剪贴板。请从下面的文本框手动复制（Ctrl+C 或 ⌘C）。',
                  description: 'Shown when the browser refuses the clipboard',
                })
              : translate({
                  id: 'docs.copyPage.fetchError',
                  message: '无法加载本页的 Markdown，请稍后再试。',
                  description: 'Shown when the Markdown of the page cannot be loaded',
                })}
          </p>
          {state.kind === 'no-clipboard' && (
            <>
              <label className={styles.textLabel} htmlFor={textareaId}>
                {translate({id: 'docs.copyPage.textLabel', message: '本页的 Markdown', description: 'Label of the text box with the page Markdown'})}
              </label>
              <textarea id={textareaId} ref={textareaRef} className={styles.text} readOnly rows={10} value={state.text} />
            </>
          )}
          <button type="button" className="button button--sm button--link" onClick={close}>
            {translate({id: 'docs.copyPage.close', message: '关闭提示', description: 'Closes the copy page message'})}
          </button>
        </div>
      )}
    </div>
  );
}
