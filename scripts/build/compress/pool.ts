/**
 * Precompression in parallel: a job per file, handed to worker threads (./worker.mjs) largest
 * first, so that the few big files (the search indexes, seconds each at Brotli 10) start at once
 * and the many small ones fill the gaps.
 */
import os from 'node:os';
import path from 'node:path';
import {Worker} from 'node:worker_threads';

export type Job = {file: string; brotli: number; gzip: number; size: number; cache?: string};
export type Done = {file: string; raw: number; br: number; gz: number; seconds: number; brSeconds: number};

export function threadCount(env = process.env.POSTBUILD_THREADS): number {
  const asked = Number(env);
  if (Number.isInteger(asked) && asked > 0) return asked;
  return Math.max(1, os.availableParallelism());
}

export async function compressAll(jobs: Job[], threads: number, onDone: (done: Done) => void): Promise<void> {
  const queue = [...jobs].sort((a, b) => b.size - a.size);
  const workers = Array.from({length: Math.min(threads, queue.length)}, () => new Worker(path.join(__dirname, 'worker.mjs')));
  let id = 0;
  try {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            let current: Job | undefined;
            const next = () => {
              current = queue.shift();
              if (!current) return resolve();
              worker.postMessage({id: (id += 1), file: current.file, brotli: current.brotli, gzip: current.gzip, cache: current.cache});
            };
            worker.on('message', (message: {error?: string} & Omit<Done, 'file'>) => {
              if (message.error) return reject(new Error(`${current?.file}: ${message.error}`));
              onDone({...message, file: current!.file});
              next();
            });
            worker.on('error', reject);
            next();
          }),
      ),
    );
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
}
