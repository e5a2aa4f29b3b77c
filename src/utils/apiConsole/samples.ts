/**
 * The console's code samples: the request the reader filled in, as curl, JavaScript (`fetch`, which
 * runs in a browser and in Node 18+) and Python (`requests`). The key is masked unless the reader
 * asks to see it. A streamed run prints each event's data as it arrives.
 */
import type {BuiltRequest, ConsoleOperation} from './request.ts';

export type SampleLanguage = 'curl' | 'javascript' | 'python';

const shellQuote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

function withKey(headers: Record<string, string>, key: string, shown: string): Record<string, string> {
  if (!key) return headers;
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, value.split(key).join(shown)]));
}

function prettyBody(body: string | undefined): string | undefined {
  if (body === undefined) return undefined;
  try {
    return JSON.stringify(JSON.parse(body));
  } catch {
    return body;
  }
}

export function curlSample(op: ConsoleOperation, req: BuiltRequest, key: string, shown: string, fileName?: string): string {
  const headers = withKey(req.headers, key, shown);
  const lines = [`curl${op.stream ? ' -N' : ''} -X ${req.method} ${shellQuote(req.url)}`];
  for (const [name, value] of Object.entries(headers)) lines.push(`-H ${shellQuote(`${name}: ${value}`)}`);
  if (op.body?.kind === 'file') lines.push(`-F ${shellQuote(`${op.body.field}=@${fileName || 'file.pdf'}`)}`);
  const body = prettyBody(req.body);
  if (body !== undefined) lines.push(`-d ${shellQuote(body)}`);
  return lines.join(' \\\n  ');
}

const jsString = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

export function javascriptSample(op: ConsoleOperation, req: BuiltRequest, key: string, shown: string, fileName?: string): string {
  const headers = withKey(req.headers, key, shown);
  const headerLines = Object.entries(headers).map(([n, v]) => `    ${/^[A-Za-z_$][\w$]*$/.test(n) ? n : jsString(n)}: ${jsString(v)},`);
  const out: string[] = [];
  if (op.body?.kind === 'file') {
    out.push('const form = new FormData();', `form.append(${jsString(op.body.field)}, fileInput.files[0], ${jsString(fileName || 'file.pdf')});`, '');
  }
  out.push(`const response = await fetch(${jsString(req.url)}, {`, `  method: ${jsString(req.method)},`);
  if (headerLines.length) out.push('  headers: {', ...headerLines, '  },');
  const body = prettyBody(req.body);
  if (op.body?.kind === 'file') out.push('  body: form,');
  else if (body !== undefined) out.push(`  body: JSON.stringify(${body}),`);
  out.push('});');
  if (op.stream) {
    out.push(
      'const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();',
      'for (;;) {',
      '  const {value, done} = await reader.read();',
      '  if (done) break;',
      '  console.log(value); // raw event-stream text: "event:" and "data:" lines',
      '}',
    );
  } else out.push('console.log(response.status, await response.text());');
  return out.join('\n');
}

const pyString = (s: string) => JSON.stringify(s);

export function pythonSample(op: ConsoleOperation, req: BuiltRequest, key: string, shown: string, fileName?: string): string {
  const headers = withKey(req.headers, key, shown);
  const out = ['import requests', ''];
  const args = [pyString(req.url)];
  const entries = Object.entries(headers);
  if (entries.length) args.push(`headers={${entries.map(([n, v]) => `${pyString(n)}: ${pyString(v)}`).join(', ')}}`);
  const body = prettyBody(req.body);
  if (body !== undefined) args.push(`data=${pyString(body)}`);
  if (op.stream) args.push('stream=True');
  if (op.body?.kind === 'file') {
    out.push(`with open(${pyString(fileName || 'file.pdf')}, "rb") as f:`);
    out.push(`    response = requests.request(${pyString(req.method)}, ${[...args, `files={${pyString(op.body.field)}: f}`].join(', ')})`);
  } else out.push(`response = requests.request(${pyString(req.method)}, ${args.join(', ')})`);
  if (op.stream) out.push('for line in response.iter_lines(decode_unicode=True):', '    print(line)');
  else out.push('print(response.status_code, response.text)');
  return out.join('\n');
}

export function sample(language: SampleLanguage, op: ConsoleOperation, req: BuiltRequest, key: string, shown: string, fileName?: string): string {
  if (language === 'curl') return curlSample(op, req, key, shown, fileName);
  if (language === 'javascript') return javascriptSample(op, req, key, shown, fileName);
  return pythonSample(op, req, key, shown, fileName);
}
