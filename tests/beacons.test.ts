/** The beacon rules (scripts/serve/beacons.ts): what /_feedback and /_search-miss accept, and the rate limit. */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import fc from 'fast-check';
import {beaconOf, clientOf, decodeValue, judge, localRecord, RateLimiter, timeStamp} from '../scripts/serve/beacons.ts';
import {markdownCandidates} from '../scripts/serve/resolve.ts';
import {varyOf, wantsMarkdown} from '../scripts/serve/serving.ts';

const ok = (kind: 'feedback' | 'search-miss', query: string) => {
  const result = judge(kind, query);
  assert.ok(result.ok, `${query}: refused (${result.ok ? '' : result.failed})`);
  return result.values;
};
const refused = (kind: 'feedback' | 'search-miss', query: string, check?: string) => {
  const result = judge(kind, query);
  assert.equal(result.ok, false, `${query.slice(0, 80)}: accepted`);
  if (check && !result.ok) assert.equal(result.failed, check, query.slice(0, 80));
};
/** A query as a browser's URLSearchParams writes it. */
const q = (params: Record<string, string>) => new URLSearchParams(params).toString();

describe('feedback', () => {
  it('accepts a yes, a no with a reason and a comment, in any order of parameters', () => {
    assert.deepEqual(ok('feedback', 'p=/en/docs/ai/&l=en&a=yes'), {p: '/en/docs/ai/', l: 'en', a: 'yes', r: '', c: ''});
    const values = ok('feedback', q({a: 'no', r: 'example', c: 'Needs a "full" example\\ please', l: 'zh-Hans', p: '/docs/ai/'}));
    assert.equal(decodeValue(values.c!), 'Needs a "full" example\\ please');
    assert.equal(values.r, 'example');
    ok('feedback', 'p=%2Fdocs%2F%E4%B8%AD&l=zh-Hans&a=no&r=&c=');
  });

  it('refuses missing, unknown, repeated and differently cased parameters', () => {
    refused('feedback', '', 'names');
    refused('feedback', 'p=/x&l=en', 'answer');
    refused('feedback', 'p=/x&l=en&a=yes&x=1', 'names');
    refused('feedback', 'p=/x&l=en&a=yes&utm_source=a', 'names');
    refused('feedback', 'p=/x&l=en&a=yes&a=no', 'repeated');
    refused('feedback', 'p=/x&l=en&a=yes&c=a&c=b', 'repeated');
    refused('feedback', 'P=/x&l=en&a=yes', 'names');
    refused('feedback', 'p=/x&l=en&a=yes&', 'names');
    refused('feedback', 'p=/x&&l=en&a=yes', 'names');
    refused('feedback', 'p=/x&l=en&a', 'names');
  });

  it('refuses values outside the contract', () => {
    refused('feedback', 'p=x&l=en&a=yes', 'page');
    refused('feedback', 'p=&l=en&a=yes', 'page');
    refused('feedback', 'p=/x&l=fr&a=yes', 'locale');
    refused('feedback', 'p=/x&l=EN&a=yes', 'locale');
    refused('feedback', 'p=/x&l=en&a=maybe', 'answer');
    refused('feedback', 'p=/x&l=en&a=yes&r=unclear', 'answer'); // a reason only with a "no"
    refused('feedback', 'p=/x&l=en&a=no&r=boring', 'answer');
  });

  it('counts lengths in characters after decoding: 300 for the page, 500 for the comment', () => {
    ok('feedback', `p=/${'a'.repeat(299)}&l=en&a=yes`);
    refused('feedback', `p=/${'a'.repeat(300)}&l=en&a=yes`, 'page-length');
    ok('feedback', `p=/x&l=en&a=no&c=${'%E4%B8%AD'.repeat(500)}`); // 500 Chinese characters, 4500 bytes encoded
    refused('feedback', `p=/x&l=en&a=no&c=${'%E4%B8%AD'.repeat(500)}a`, 'comment-length');
    ok('feedback', `p=/x&l=en&a=no&c=${'%F0%9F%98%80'.repeat(500)}`); // characters outside the BMP count once
    refused('feedback', `p=/x&l=en&a=no&c=${'+'.repeat(501)}`, 'comment-length');
  });

  it('refuses control characters, raw or encoded, and bytes that are not UTF-8', () => {
    for (const bad of ['%00', '%0A', '%0d%0a', '%1F', '%7F', '%7f', '%09', '\n', '\t', ' ', '\u0000', 'é', '%C3', '%C3%28', '%C0%AF', '%E0%80%AF', '%ED%A0%80', '%F4%90%80%80', '%F5%80%80%80', '%', '%G1', '%2', '#']) {
      refused('feedback', `p=/x&l=en&a=no&c=a${bad}z`);
    }
    refused('feedback', 'p=/x%0A&l=en&a=yes', 'page');
  });

  it('accepts every Unicode scalar value but the controls, and decodes it back unchanged', () => {
    fc.assert(
      fc.property(fc.string({unit: 'grapheme', maxLength: 40}), (text) => {
        const encoded = q({p: '/x', l: 'en', a: 'no', c: text});
        const result = judge('feedback', encoded);
        // eslint-disable-next-line no-control-regex -- the controls the contract refuses
        const hasControl = /[\u0000-\u001f\u007f]/.test(text);
        if (hasControl || [...text].length > 500) return !result.ok;
        return result.ok && decodeValue(result.values.c!) === text;
      }),
      {numRuns: 2000},
    );
  });
});

describe('search-miss', () => {
  it('trims spaces at either end (+, %20, U+00A0, U+3000) and keeps the ones inside', () => {
    assert.equal(decodeValue(ok('search-miss', 'q=++agent+memory%20&l=en&s=box').q!), 'agent memory');
    assert.equal(decodeValue(ok('search-miss', 'q=%E3%80%80%E7%9F%A5%E8%AF%86%E5%BA%93%C2%A0&l=zh-Hans&s=page&p=/search').q!), '知识库');
    refused('search-miss', 'q=+++&l=en&s=box', 'query-length');
    refused('search-miss', 'q=&l=en&s=box', 'query-length');
  });

  it('allows 1-100 characters after trimming, a source, and an optional page', () => {
    ok('search-miss', `q=${'x'.repeat(100)}&l=en&s=box`);
    ok('search-miss', `q=+${'x'.repeat(100)}+&l=en&s=box`);
    refused('search-miss', `q=${'x'.repeat(101)}&l=en&s=box`, 'query-length');
    refused('search-miss', 'q=x&l=en&s=menu', 'source');
    refused('search-miss', 'q=x&l=en&s=box&p=nope', 'page');
    refused('search-miss', 'q=x&l=en&s=box&a=yes', 'names');
    refused('search-miss', 'q=x&l=en&s=box&q=y', 'repeated');
    refused('search-miss', 'q=a%0Ab&l=en&s=box', 'query');
  });
});

describe('records and paths', () => {
  it('knows the beacons by their exact raw path only', () => {
    assert.equal(beaconOf('/_feedback'), 'feedback');
    assert.equal(beaconOf('/_search-miss'), 'search-miss');
    for (const p of ['/_feedback/', '/en/_feedback', '/_feedbac%6b', '/_Feedback', '/_feedback.html']) assert.equal(beaconOf(p), null, p);
  });

  it('writes the time, the kind and the decoded values, nothing else', () => {
    const record = localRecord('feedback', ok('feedback', 'p=/en/docs/x&l=en&a=no&r=unclear&c=%22%7D%2C%22kind%22%3A%22x'), new Date(Date.UTC(2026, 10, 28, 6, 30, 5, 123)));
    assert.deepEqual(record, {t: '2026-11-28T06:30:05+00:00', kind: 'feedback', enc: 'text', p: '/en/docs/x', l: 'en', a: 'no', r: 'unclear', c: '"},"kind":"x'});
    assert.equal(JSON.stringify(record).split('\n').length, 1);
    assert.equal(timeStamp(new Date(0)), '1970-01-01T00:00:00+00:00');
  });
});

describe('RateLimiter', () => {
  it('lets a burst through, refuses the next, and drains at the rate (nginx limit_req, nodelay)', () => {
    const limiter = new RateLimiter(10, 5);
    const answers = Array.from({length: 8}, () => limiter.take('a', 0));
    assert.deepEqual(answers, [true, true, true, true, true, true, false, false]);
    assert.equal(limiter.take('b', 0), true, 'another client has its own budget');
    assert.equal(limiter.take('a', 5_999), false, 'less than one request drained after 6 s');
    assert.equal(limiter.take('a', 6_001), true, 'one request drained after 6 s at 10 a minute');
    assert.equal(limiter.take('a', 6_002), false);
    assert.equal(limiter.take('a', 60_000 * 10), true, 'a long pause empties the bucket');
  });

  it('counts the client the load balancer names last in X-Forwarded-For, else the connection', () => {
    assert.equal(clientOf('', '10.0.0.1'), '10.0.0.1');
    assert.equal(clientOf('203.0.113.7', '10.0.0.1'), '203.0.113.7');
    assert.equal(clientOf('1.2.3.4, 203.0.113.7', '10.0.0.1'), '203.0.113.7', 'what the client wrote comes first');
    assert.equal(clientOf('1.2.3.4,2001:db8::1 ', '10.0.0.1'), '2001:db8::1');
    assert.equal(clientOf('1.2.3.4, ', '10.0.0.1'), '10.0.0.1');
    assert.equal(clientOf(`1.2.3.4, ${'9'.repeat(46)}`, '10.0.0.1'), '10.0.0.1', 'no key longer than an IPv6 address');
  });

  it('forgets the oldest clients beyond its size', () => {
    const limiter = new RateLimiter(10, 0, 2);
    assert.equal(limiter.take('a', 0), true);
    assert.equal(limiter.take('a', 0), false);
    limiter.take('b', 0);
    limiter.take('c', 0);
    assert.equal(limiter.take('a', 0), true, '"a" was forgotten');
  });
});

describe('Markdown on request', () => {
  it('asks for Markdown only when Accept names text/markdown without q=0', () => {
    for (const accept of ['text/markdown', 'TEXT/MARKDOWN', 'text/markdown, text/html;q=0.9', 'text/html, text/markdown;q=0.5', 'text/markdown;charset=utf-8', 'text/markdown ;q=1']) {
      assert.equal(wantsMarkdown(accept), true, accept);
    }
    const browsers = [
      'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8,application/signed-exchange;v=b3;q=0.7',
      'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
      '*/*',
      'text/*',
      '',
    ];
    for (const accept of [...browsers, 'text/markdown;q=0', 'text/markdown; q=0.000', 'text/markdownx', 'application/text/markdown', 'text/x-markdown']) {
      assert.equal(wantsMarkdown(accept), false, accept);
    }
  });

  it('tries the twin of a leaf page, then of a folder page', () => {
    assert.deepEqual(markdownCandidates('/en/docs/ai/workflow/agent'), ['/en/docs/ai/workflow/agent.md', '/en/docs/ai/workflow/agent/index.md']);
    assert.deepEqual(markdownCandidates('/en/docs/ai/'), ['/en/docs/ai.md', '/en/docs/ai/index.md']);
    assert.deepEqual(markdownCandidates('/'), ['/.md', '//index.md']);
  });

  it('says Vary: Accept for pages and negotiated twins, not for the twin at its own URL', () => {
    assert.equal(varyOf('/b/en/docs/x/index.html', '/en/docs/x'), 'Accept-Encoding, Accept');
    assert.equal(varyOf('/b/en/docs/x.md', '/en/docs/x'), 'Accept-Encoding, Accept');
    assert.equal(varyOf('/b/en/docs/x.md', '/en/docs/x.md'), 'Accept-Encoding');
    assert.equal(varyOf('/b/assets/js/main.js', '/assets/js/main.js'), 'Accept-Encoding');
  });
});
