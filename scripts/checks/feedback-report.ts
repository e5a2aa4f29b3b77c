/**
 * `npm run feedback-report -- <log files>`: what readers said (/_feedback) and what they searched
 * for in vain (/_search-miss), per locale, from the local server's log (feedback/feedback.jsonl)
 * and nginx's (/var/log/nginx/xpert-feedback.jsonl), in any mix. `--top N` (default 10) limits
 * the page and query lists. Malformed lines are counted and listed by file and line, never shown.
 */
import fs from 'node:fs';
import {renderReport, summarize} from './lib/feedback-log.ts';

function main(): number {
  const args = process.argv.slice(2);
  let top = 10;
  const files: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    if (args[i] === '--top') top = Number(args[(i += 1)]);
    else files.push(args[i]!);
  }
  if (files.length === 0 || !Number.isInteger(top) || top < 1) {
    console.error('Usage: npm run feedback-report -- [--top N] <log file> [<log file> ...]');
    return 2;
  }
  const read: {name: string; bytes: Uint8Array}[] = [];
  let unreadable = 0;
  for (const name of files) {
    try {
      read.push({name, bytes: fs.readFileSync(name)});
    } catch (error) {
      console.error(`Cannot read ${name}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
      unreadable += 1;
    }
  }
  process.stdout.write(renderReport(summarize(read), top));
  return unreadable > 0 ? 1 : 0;
}

process.exitCode = main();
