/**
 * Social cards rendered on several threads. satori's layout is synchronous JavaScript (about
 * 35 ms a card) and ran on the build's main thread one card at a time; a pool of worker threads
 * (./cardWorker.mjs) renders as many cards at once as the machine has cores, up to four.
 * `MACHINE_READABLE_CARD_THREADS=0` renders on the main thread instead.
 */
import os from 'node:os';
import path from 'node:path';
import {Worker} from 'node:worker_threads';
import type {CardSpec} from './card.ts';

/** How many rendering threads: `MACHINE_READABLE_CARD_THREADS`, else the cores available, at most 4. */
export function cardThreadCount(env: string | undefined = process.env.MACHINE_READABLE_CARD_THREADS, cores = os.availableParallelism()): number {
  if (env !== undefined && env.trim() !== '') {
    const n = Number(env);
    if (!Number.isInteger(n) || n < 0) throw new Error(`MACHINE_READABLE_CARD_THREADS must be a whole number >= 0, got "${env}"`);
    return n;
  }
  return Math.max(1, Math.min(4, cores));
}

type Reply = {id: number; png?: Uint8Array; error?: string};

export class CardPool {
  private readonly workers: Worker[];
  private readonly pending = new Map<number, {resolve: (png: Buffer) => void; reject: (error: Error) => void}>();
  private sequence = 0;

  constructor(size: number, siteDir: string) {
    const entry = path.join(siteDir, 'plugins', 'machine-readable', 'cardWorker.mjs');
    this.workers = Array.from({length: size}, () => {
      const worker = new Worker(entry, {workerData: {fromDir: siteDir}});
      worker.on('message', (reply: Reply) => this.settle(reply));
      worker.on('error', (error) => this.failAll(error));
      return worker;
    });
  }

  /** Renders one card on the next thread (round robin: every card costs about the same). */
  render(spec: CardSpec): Promise<Buffer> {
    const id = (this.sequence += 1);
    const worker = this.workers[id % this.workers.length]!;
    return new Promise<Buffer>((resolve, reject) => {
      this.pending.set(id, {resolve, reject});
      worker.postMessage({id, spec});
    });
  }

  get size(): number {
    return this.workers.length;
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.terminate()));
  }

  private settle({id, png, error}: Reply): void {
    const waiting = this.pending.get(id);
    if (!waiting) return;
    this.pending.delete(id);
    if (png) waiting.resolve(Buffer.from(png.buffer, png.byteOffset, png.byteLength));
    else waiting.reject(new Error(`Social card rendering failed: ${error ?? 'no image'}`));
  }

  private failAll(error: Error): void {
    for (const {reject} of this.pending.values()) reject(new Error(`A card rendering thread failed: ${error.message}`));
    this.pending.clear();
  }
}
