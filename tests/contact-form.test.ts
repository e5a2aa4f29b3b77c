/** The contact form's rules: limits, validation, the mailto URL, the endpoint call and the draft. */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {
  DRAFT_KEY,
  EMAIL_MAX,
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
  type ContactValues,
} from '../src/utils/contactForm.ts';
import {SALES_EMAIL} from '../src/data/site.ts';

const valid: ContactValues = {email: 'ana@example.com', subject: 'Quote for 25 users', message: 'Hello'};

describe('limits', () => {
  it('are the bounds of the form', () => {
    assert.equal(EMAIL_MAX, 254);
    assert.equal(SUBJECT_MAX, 200);
    assert.equal(MESSAGE_MAX, 5000);
  });
});

describe('validate', () => {
  it('accepts a complete form', () => {
    assert.deepEqual(validate(valid), {});
  });

  it('requires every field, and spaces alone do not count', () => {
    assert.deepEqual(validate({email: '', subject: ' ', message: '\n\t'}), {
      email: 'required',
      subject: 'required',
      message: 'required',
    });
  });

  it('rejects malformed email addresses', () => {
    for (const email of ['ana', 'ana@', '@example.com', 'ana@example', 'ana example@x.com', 'a@b@c.com', 'ana@.com']) {
      assert.equal(validate({...valid, email}).email, 'invalid', email);
    }
  });

  it('accepts ordinary addresses, with surrounding spaces ignored', () => {
    for (const email of ['a@b.co', 'first.last+tag@mail.example.com', ' ana@example.com ', '张@例子.中国']) {
      assert.equal(validate({...valid, email}).email, undefined, email);
    }
  });

  it('enforces each bound exactly', () => {
    const domain = '@example.com';
    const longestEmail = 'a'.repeat(EMAIL_MAX - domain.length) + domain;
    assert.equal(validate({...valid, email: longestEmail}).email, undefined);
    assert.equal(validate({...valid, email: 'a' + longestEmail}).email, 'tooLong');
    assert.equal(validate({...valid, subject: 's'.repeat(SUBJECT_MAX)}).subject, undefined);
    assert.equal(validate({...valid, subject: 's'.repeat(SUBJECT_MAX + 1)}).subject, 'tooLong');
    assert.equal(validate({...valid, message: 'm'.repeat(MESSAGE_MAX)}).message, undefined);
    assert.equal(validate({...valid, message: 'm'.repeat(MESSAGE_MAX + 1)}).message, 'tooLong');
  });

  it('counts characters, not UTF-16 units', () => {
    assert.equal(charCount('价格😀'), 3);
    assert.equal(validate({...valid, message: '😀'.repeat(MESSAGE_MAX)}).message, undefined);
  });

  it('names the first bad field in form order', () => {
    assert.equal(firstInvalidField({message: 'required', subject: 'tooLong'}), 'subject');
    assert.equal(firstInvalidField({}), undefined);
  });
});

describe('buildMailto', () => {
  it('addresses the sales mailbox with an encoded subject and a CRLF body ending with the reply address', () => {
    const url = buildMailto(
      {email: ' ana@example.com ', subject: 'Pricing & SSO?', message: 'Hi,\nwe are 25 people.\n'},
      SALES_EMAIL,
    );
    assert.equal(
      url,
      'mailto:sales@mtda.cloud?subject=Pricing%20%26%20SSO%3F&body=Hi%2C%0D%0Awe%20are%2025%20people.%0D%0A%0D%0Aana%40example.com',
    );
  });

  it('round-trips non-ASCII text', () => {
    const url = new URL(buildMailto({...valid, subject: '企业版报价', message: '你好'}, SALES_EMAIL));
    assert.equal(url.protocol, 'mailto:');
    assert.equal(url.searchParams.get('subject'), '企业版报价');
    assert.equal(url.searchParams.get('body'), '你好\r\n\r\nana@example.com');
  });
});

describe('sendToEndpoint', () => {
  it('posts the trimmed values as JSON and reports success on 2xx', async () => {
    const calls: {url: string; init: {method: string; headers: Record<string, string>; body: string}}[] = [];
    const ok = await sendToEndpoint('https://forms.example.com/contact', {...valid, subject: ' Hi '}, async (url, init) => {
      calls.push({url, init});
      return {ok: true};
    });
    assert.equal(ok, true);
    assert.equal(calls.length, 1);
    assert.equal(calls[0]!.url, 'https://forms.example.com/contact');
    assert.equal(calls[0]!.init.method, 'POST');
    assert.equal(calls[0]!.init.headers['Content-Type'], 'application/json');
    assert.deepEqual(JSON.parse(calls[0]!.init.body), {email: valid.email, subject: 'Hi', message: 'Hello'});
  });

  it('reports failure on an error status or a network error', async () => {
    assert.equal(await sendToEndpoint('/x', valid, async () => ({ok: false})), false);
    assert.equal(
      await sendToEndpoint('/x', valid, async () => {
        throw new TypeError('Failed to fetch');
      }),
      false,
    );
  });
});

/** A Map-backed Storage stand-in; `broken` makes every call throw like a full or blocked store. */
function memoryStorage(broken = false) {
  const data = new Map<string, string>();
  const guard = () => {
    if (broken) throw new Error('QuotaExceededError');
  };
  return {
    data,
    getItem: (key: string) => (guard(), data.get(key) ?? null),
    setItem: (key: string, value: string) => (guard(), void data.set(key, value)),
    removeItem: (key: string) => (guard(), void data.delete(key)),
  };
}

describe('draft', () => {
  it('saves and restores the values under the documented key', () => {
    const storage = memoryStorage();
    assert.equal(saveDraft(storage, valid), true);
    assert.ok(storage.data.has(DRAFT_KEY));
    assert.deepEqual(loadDraft(storage), valid);
    clearDraft(storage);
    assert.equal(loadDraft(storage), undefined);
  });

  it('removes the draft when every field is empty', () => {
    const storage = memoryStorage();
    saveDraft(storage, valid);
    saveDraft(storage, {email: '', subject: '', message: ''});
    assert.equal(storage.data.has(DRAFT_KEY), false);
  });

  it('ignores malformed or partial drafts without throwing', () => {
    const storage = memoryStorage();
    storage.setItem(DRAFT_KEY, '{not json');
    assert.equal(loadDraft(storage), undefined);
    storage.setItem(DRAFT_KEY, '42');
    assert.equal(loadDraft(storage), undefined);
    storage.setItem(DRAFT_KEY, JSON.stringify({email: 'a@b.co', message: 7}));
    assert.deepEqual(loadDraft(storage), {email: 'a@b.co', subject: '', message: ''});
  });

  it('tolerates storage that throws or is missing', () => {
    const broken = memoryStorage(true);
    assert.equal(saveDraft(broken, valid), false);
    assert.equal(loadDraft(broken), undefined);
    assert.doesNotThrow(() => clearDraft(broken));
    assert.equal(saveDraft(undefined, valid), false);
    assert.equal(loadDraft(undefined), undefined);
  });
});
