import {useEffect, useState, type FormEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Translate, {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import {SALES_EMAIL} from '@site/src/data/site';
import {
  EMAIL_MAX,
  EMPTY_VALUES,
  MESSAGE_MAX,
  SUBJECT_MAX,
  buildMailto,
  charCount,
  clearDraft,
  firstInvalidField,
  loadDraft,
  saveDraft,
  sendToEndpoint,
  validate,
  type ContactError,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from '@site/src/utils/contactForm';
import styles from './styles.module.css';

type Status = 'idle' | 'mailto' | 'sending' | 'sent' | 'failed';

/** sessionStorage, or undefined where reading it throws (blocked storage, sandboxed frames). */
function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * Hand the URL to the reader's mail program. A temporary link is clicked rather than
 * `location` being set, so the page and everything typed stay as they are.
 */
function openMailto(href: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.hidden = true;
  document.body.appendChild(link);
  link.click();
  link.remove();
}

function errorText(field: ContactField, error: ContactError, count: number): string {
  const values = {count, email: EMAIL_MAX, subject: SUBJECT_MAX, message: MESSAGE_MAX};
  switch (`${field}.${error}`) {
    case 'email.required':
      return translate({id: 'pricing.form.email.required', message: '请填写你的邮箱地址，我们会回复到这里。'});
    case 'email.invalid':
      return translate({
        id: 'pricing.form.email.invalid',
        message: '这个邮箱地址的格式不对，请检查一下，例如 name@example.com。',
      });
    case 'email.tooLong':
      return translate({id: 'pricing.form.email.tooLong', message: '邮箱地址最多 {email} 个字符。'}, values);
    case 'subject.required':
      return translate({id: 'pricing.form.subject.required', message: '请填写主题。'});
    case 'subject.tooLong':
      return translate(
        {id: 'pricing.form.subject.tooLong', message: '主题最多 {subject} 个字符，现在有 {count} 个，请缩短一些。'},
        values,
      );
    case 'message.required':
      return translate({id: 'pricing.form.message.required', message: '请写下你想告诉我们的内容。'});
    default:
      return translate(
        {id: 'pricing.form.message.tooLong', message: '留言最多 {message} 个字符，现在有 {count} 个，请删减一些。'},
        values,
      );
  }
}

/**
 * The sales contact form. Static site, so a valid message either opens the reader's mail
 * program (the default) or is posted to `customFields.contactEndpoint` when the config sets one.
 * What the reader types is kept in sessionStorage until it has been sent.
 */
export default function ContactForm(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const configured = siteConfig.customFields?.contactEndpoint;
  const endpoint = typeof configured === 'string' ? configured.trim() : '';
  const {selectMessage} = usePluralForm();

  const [values, setValues] = useState<ContactValues>(EMPTY_VALUES);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [status, setStatus] = useState<Status>('idle');
  // A new object on every failed attempt, so that focus moves again even to the same field.
  const [focusRequest, setFocusRequest] = useState<{field: ContactField}>();

  // Restore the draft after hydration: the server-rendered form is empty, and reading storage
  // during the first render would make the client disagree with that HTML.
  useEffect(() => {
    const draft = loadDraft(sessionStore());
    // eslint-disable-next-line react-hooks/set-state-in-effect -- one read of an external store, once
    if (draft) setValues(draft);
  }, []);

  // Focus the first bad field once its message is rendered, so the error is read with the field.
  useEffect(() => {
    if (focusRequest) document.getElementById(`contact-${focusRequest.field}`)?.focus();
  }, [focusRequest]);

  const update = (field: ContactField, value: string) => {
    const next = {...values, [field]: value};
    setValues(next);
    saveDraft(sessionStore(), next);
    if (status !== 'sending') setStatus('idle');
    // Before the first attempt to send, only a bound crossed while typing is worth interrupting for;
    // after it, every message follows the input so that fixed fields stop complaining at once.
    const error = validate(next)[field];
    setErrors((previous) => {
      const show = attempted || previous[field] !== undefined || error === 'tooLong';
      return {...previous, [field]: show ? error : undefined};
    });
  };

  // Leaving a field that has something wrong in it says so; leaving an empty field does not nag.
  const check = (field: ContactField) => {
    if (values[field].trim() === '' && !attempted) return;
    const error = validate(values)[field];
    setErrors((previous) => ({...previous, [field]: error}));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'sending') return;
    const found = validate(values);
    const first = firstInvalidField(found);
    setAttempted(true);
    if (first) {
      setErrors(found);
      setStatus('idle');
      setFocusRequest({field: first});
      return;
    }
    setErrors({});
    if (!endpoint) {
      openMailto(buildMailto(values, SALES_EMAIL));
      setStatus('mailto');
      return;
    }
    setStatus('sending');
    const sent = await sendToEndpoint(endpoint, values, (url, init) => fetch(url, init));
    if (sent) {
      clearDraft(sessionStore());
      setValues(EMPTY_VALUES);
      setAttempted(false);
      setStatus('sent');
    } else {
      setStatus('failed');
    }
  };

  const describedBy = (field: ContactField, ...extra: string[]) =>
    [errors[field] ? `contact-${field}-error` : '', ...extra].filter(Boolean).join(' ') || undefined;

  const fieldError = (field: ContactField) => {
    const error = errors[field];
    if (!error) return null;
    return (
      <p id={`contact-${field}-error`} className={styles.error}>
        {errorText(field, error, charCount(values[field].trim()))}
      </p>
    );
  };

  // What every field shares: its id (also used to focus it), value, validation and error wiring.
  const fieldProps = (field: ContactField, ...describedByExtra: string[]) => ({
    id: `contact-${field}`,
    name: field,
    required: true,
    value: values[field],
    onChange: (event: {target: {value: string}}) => update(field, event.target.value),
    onBlur: () => check(field),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': describedBy(field, ...describedByExtra),
  });

  const messageCount = charCount(values.message);
  const mailtoHref = buildMailto(values, SALES_EMAIL);
  // In the messages below, the address opens the same prefilled message as the form would.
  const mailLink = <Link href={mailtoHref}>{SALES_EMAIL}</Link>;

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-labelledby="contact-title" data-endpoint={endpoint ? 'on' : 'off'}>
      <p className={styles.intro}>
        <Translate id="pricing.form.intro">所有字段都必填。你填写的内容会保存在这个浏览器标签页里，刷新页面也不会丢失。</Translate>
      </p>

      <div className={styles.field}>
        <label htmlFor="contact-email" className={styles.label}>
          <Translate id="pricing.form.email.label">你的邮箱</Translate>
        </label>
        <input
          {...fieldProps('email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          className={clsx(styles.input, errors.email && styles.invalid)}
        />
        {fieldError('email')}
      </div>

      <div className={styles.field}>
        <label htmlFor="contact-subject" className={styles.label}>
          <Translate id="pricing.form.subject.label">主题</Translate>
        </label>
        <input
          {...fieldProps('subject')}
          type="text"
          className={clsx(styles.input, errors.subject && styles.invalid)}
        />
        {fieldError('subject')}
      </div>

      <div className={styles.field}>
        <label htmlFor="contact-message" className={styles.label}>
          <Translate id="pricing.form.message.label">留言</Translate>
        </label>
        <textarea
          {...fieldProps('message', 'contact-message-count')}
          rows={7}
          className={clsx(styles.input, styles.textarea, errors.message && styles.invalid)}
        />
        <p id="contact-message-count" className={clsx(styles.count, messageCount > MESSAGE_MAX && styles.countOver)}>
          {selectMessage(
            messageCount,
            translate(
              {
                id: 'pricing.form.message.count',
                description: 'Live character count under the message field; plural forms separated by |',
                message: '已输入 {count} 个字符',
              },
              {count: messageCount},
            ),
          )}
        </p>
        {fieldError('message')}
      </div>

      <div className={styles.actions}>
        <button type="submit" className="button button--primary button--lg" aria-disabled={status === 'sending' || undefined}>
          <Translate id="pricing.form.submit">发送留言</Translate>
        </button>
      </div>

      <div role="status" className={clsx(styles.status, status !== 'idle' && styles[status])} data-status={status}>
        {status === 'mailto' && (
          <Translate id="pricing.form.status.mailto" values={{email: mailLink}}>
            {'你的邮件程序应该已经打开，邮件已经填好，检查后发送即可。如果没有打开，请直接写信到 {email}。'}
          </Translate>
        )}
        {status === 'sending' && <Translate id="pricing.form.status.sending">正在发送……</Translate>}
        {status === 'sent' && (
          <Translate id="pricing.form.status.sent">谢谢！留言已经发出，我们会在一个工作日内回复你。</Translate>
        )}
        {status === 'failed' && (
          <Translate id="pricing.form.status.failed" values={{email: mailLink}}>
            {'留言没有发出去。你填写的内容都还在，可以稍后再试，或者直接写信到 {email}。'}
          </Translate>
        )}
      </div>
    </form>
  );
}
