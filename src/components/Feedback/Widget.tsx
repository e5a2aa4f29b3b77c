/**
 * The "was this page helpful?" widget, loaded on demand by ./index.tsx. Yes sends at once; No
 * opens a short form (an optional reason, an optional comment of up to 500 characters) that sends
 * on submit. Either way the reader then sees a thank-you, announced by the live region and
 * focused, whatever the server answered (the request is fire-and-forget: src/utils/readerSignals.ts).
 * Nothing is stored: the state lives in this component for this page view only.
 */
// The widget's strings are not in main.js (plugins/page-strings): they come with this chunk.
import feedbackStrings from '@generated/codeTranslations.json?page-strings&only=feedback.';
import {addPageStrings} from '@site/plugins/page-strings/add';
import {useEffect, useId, useRef, useState, type FormEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import {feedbackUrl, isSignalLocale, MAX_COMMENT, REASONS, sendSignal, type Reason} from '@site/src/utils/readerSignals';
import styles from './styles.module.css';

addPageStrings(feedbackStrings);

type Step = 'ask' | 'why' | 'thanks';

function reasonLabel(reason: Reason): string {
  switch (reason) {
    case 'inaccurate':
      return translate({id: 'feedback.reason.inaccurate', message: '内容有误或已过时'});
    case 'unclear':
      return translate({id: 'feedback.reason.unclear', message: '不容易看懂'});
    case 'missing':
      return translate({id: 'feedback.reason.missing', message: '缺少我需要的信息'});
    case 'example':
      return translate({id: 'feedback.reason.example', message: '需要示例'});
    case 'other':
      return translate({id: 'feedback.reason.other', message: '其他'});
  }
}

export default function FeedbackWidget(): ReactNode {
  const {i18n} = useDocusaurusContext();
  const {pathname} = useLocation();
  const locale = isSignalLocale(i18n.currentLocale) ? i18n.currentLocale : 'zh-Hans';
  const [step, setStep] = useState<Step>('ask');
  const [reason, setReason] = useState<Reason | null>(null);
  const [comment, setComment] = useState('');
  const form = useRef<HTMLFormElement>(null);
  const thanks = useRef<HTMLParagraphElement>(null);
  const id = useId();
  const title = translate({id: 'feedback.title', message: '这篇文档对你有帮助吗？'});
  const counterId = `${id}-counter`;
  const commentId = `${id}-comment`;

  // The control the reader used is gone after each step: the focus follows to what replaced it.
  useEffect(() => {
    if (step === 'why') form.current?.focus();
    if (step === 'thanks') thanks.current?.focus();
  }, [step]);

  const yes = () => {
    sendSignal(feedbackUrl({path: pathname, locale, helpful: true}));
    setStep('thanks');
  };
  const send = (event: FormEvent) => {
    event.preventDefault();
    sendSignal(feedbackUrl({path: pathname, locale, helpful: false, reason: reason ?? undefined, comment}));
    setStep('thanks');
  };

  return (
    // Named by aria-label, not by the heading's id: the article's headings with ids are its table of contents.
    <section className={styles.widget} aria-label={title} data-feedback="">
      <div className={styles.row}>
        <Heading as="h2" className={styles.title}>
          {title}
        </Heading>
        {step === 'ask' && (
          <div className={styles.buttons}>
            <button type="button" className="button button--secondary button--sm" onClick={yes}>
              {translate({id: 'feedback.yes', message: '有帮助'})}
            </button>
            <button type="button" className="button button--secondary button--sm" onClick={() => setStep('why')}>
              {translate({id: 'feedback.no', message: '没有帮助'})}
            </button>
          </div>
        )}
        <p ref={thanks} tabIndex={-1} role="status" className={clsx(styles.thanks, step !== 'thanks' && styles.empty)}>
          {step === 'thanks' ? translate({id: 'feedback.thanks', message: '感谢反馈！我们会据此改进文档。'}) : ''}
        </p>
      </div>
      {step === 'why' && (
        <form ref={form} className={styles.form} onSubmit={send} tabIndex={-1} aria-labelledby={`${id}-legend`}>
          <fieldset className={styles.reasons}>
            <legend id={`${id}-legend`} className={styles.legend}>
              {translate({id: 'feedback.reason.legend', message: '哪里不够好？（可选）'})}
            </legend>
            {REASONS.map((value) => (
              <label key={value} className={styles.reason}>
                <input type="radio" name="r" value={value} checked={reason === value} onChange={() => setReason(value)} />
                {reasonLabel(value)}
              </label>
            ))}
          </fieldset>
          <label htmlFor={commentId} className={styles.legend}>
            {translate({id: 'feedback.comment.label', message: '还想告诉我们什么？（可选）'})}
          </label>
          <textarea
            id={commentId}
            name="c"
            className={styles.comment}
            rows={3}
            maxLength={MAX_COMMENT}
            value={comment}
            onChange={(event) => setComment(event.target.value.slice(0, MAX_COMMENT))}
            aria-describedby={counterId}
            placeholder={translate({id: 'feedback.comment.placeholder', message: '请不要填写个人信息。'})}
          />
          <div className={styles.formFooter}>
            <span id={counterId} className={styles.counter}>
              {translate(
                {id: 'feedback.comment.counter', message: '{count} / {max} 字'},
                {count: String(comment.length), max: String(MAX_COMMENT)},
              )}
            </span>
            <button type="submit" className="button button--primary button--sm">
              {translate({id: 'feedback.send', message: '发送'})}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
