/** Find the inline scripts of an HTML page and hash them the way CSP `'sha256-...'` expects. */
import crypto from 'node:crypto';

export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = m[1] ?? '';
    if (/\bsrc\s*=/.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    // Data blocks (JSON-LD and the like) are not executed, so CSP does not govern them.
    if (type && !['text/javascript', 'module', 'application/javascript'].includes(type)) continue;
    scripts.push(m[2] ?? '');
  }
  return scripts;
}

export function cspHash(script: string): string {
  return `sha256-${crypto.createHash('sha256').update(script, 'utf8').digest('base64')}`;
}
