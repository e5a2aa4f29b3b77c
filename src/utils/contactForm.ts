/**
 * The logic of the pricing page's contact form, kept free of React and the DOM so that
 * tests/contact-form.test.ts can check it directly: limits, validation, the `mailto:` URL,
 * the endpoint request and the session draft.
 */

/** Longest email address a mail system accepts (RFC 5321 path limit). */
export const EMAIL_MAX = 254;
export const SUBJECT_MAX = 200;
export const MESSAGE_MAX = 5000;

/** Where the unsent form is kept for the tab's lifetime (sessionStorage). */
export const DRAFT_KEY = 'xpert.contact.draft';

export const CONTACT_FIELDS = ['email', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;

/** Why a field is rejected. The form turns each code into a translated sentence. */
export type ContactError = 'required' | 'invalid' | 'tooLong';
export type ContactErrors = Partial<Record<ContactField, ContactError>>;

export const EMPTY_VALUES: ContactValues = {email: '', subject: '', message: ''};

const LIMITS: Record<ContactField, number> = {email: EMAIL_MAX, subject: SUBJECT_MAX, message: MESSAGE_MAX};

// One `@`, no spaces, and a dot inside the domain: strict enough to catch typos, loose enough
// for every real address (the mail server has the final word).
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** Length as a reader counts it: an emoji or a CJK character is one character. */
export function charCount(text: string): number {
  return Array.from(text).length;
}

/** Check every field; an empty object means the values can be sent. Leading and trailing spaces do not count. */
export function validate(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    const value = values[field].trim();
    if (value === '') {
      errors[field] = 'required';
    } else if (charCount(value) > LIMITS[field]) {
      errors[field] = 'tooLong';
    } else if (field === 'email' && !EMAIL_PATTERN.test(value)) {
      errors[field] = 'invalid';
    }
  }
  return errors;
}

/** The first field with an error, in the order of the form, or undefined when there is none. */
export function firstInvalidField(errors: ContactErrors): ContactField | undefined {
  return CONTACT_FIELDS.find((field) => errors[field] !== undefined);
}

/** Line breaks in a mailto body must be CRLF (RFC 6068, section 5). */
function crlf(text: string): string {
  return text.replace(/\r\n|\r|\n/g, '\r\n');
}

/** The message as it goes out: what the reader wrote, then their address to reply to. */
export function composeBody(values: ContactValues): string {
  return crlf(`${values.message.trim()}\n\n${values.email.trim()}`);
}

/** A `mailto:` URL that opens the reader's mail program with subject and body filled in. */
export function buildMailto(values: ContactValues, to: string): string {
  const subject = encodeURIComponent(values.subject.trim());
  const body = encodeURIComponent(composeBody(values));
  return `mailto:${to}?subject=${subject}&body=${body}`;
}

type FetchLike = (url: string, init: {method: string; headers: Record<string, string>; body: string}) => Promise<{ok: boolean}>;

/**
 * POST the values as JSON to the configured endpoint. Resolves to true when the endpoint
 * answered with a 2xx status; a network error or any other status resolves to false.
 */
export async function sendToEndpoint(endpoint: string, values: ContactValues, fetcher: FetchLike): Promise<boolean> {
  try {
    const response = await fetcher(endpoint, {
      method: 'POST',
      headers: {'Content-Type': 'application/json', Accept: 'application/json'},
      body: JSON.stringify({
        email: values.email.trim(),
        subject: values.subject.trim(),
        message: values.message.trim(),
      }),
    });
    return response.ok;
  } catch {
    return false;
  }
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Read the saved draft. Anything unreadable (no storage, storage that throws, malformed JSON,
 * wrong shape) gives undefined: a lost draft must never break the form.
 */
export function loadDraft(storage: StorageLike | undefined): ContactValues | undefined {
  try {
    const raw = storage?.getItem(DRAFT_KEY);
    if (!raw) return undefined;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const record = parsed as Record<string, unknown>;
    const draft = {...EMPTY_VALUES};
    for (const field of CONTACT_FIELDS) {
      const value = record[field];
      if (typeof value === 'string') draft[field] = value;
    }
    return draft;
  } catch {
    return undefined;
  }
}

/** Save the draft, or remove it when every field is empty. Returns false when storage refused. */
export function saveDraft(storage: StorageLike | undefined, values: ContactValues): boolean {
  if (!storage) return false;
  try {
    if (CONTACT_FIELDS.every((field) => values[field] === '')) {
      storage.removeItem(DRAFT_KEY);
    } else {
      storage.setItem(DRAFT_KEY, JSON.stringify(values));
    }
    return true;
  } catch {
    return false;
  }
}

export function clearDraft(storage: StorageLike | undefined): void {
  try {
    storage?.removeItem(DRAFT_KEY);
  } catch {
    // Nothing to do: a draft we cannot remove is harmless.
  }
}
