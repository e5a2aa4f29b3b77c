/**
 * Social cards rendered on several threads. satori's layout is synchronous JavaScript (about
 * 35 ms a card) and ran on the build's main thread one card at a time; a pool of worker threads
 * (./cardWorker.mjs) renders as many cards at once as the machine has cores, up to four.
 * `MACHINE_READABLE_CARD_THREADS=0` renders on the main thread instead.
 *
 * A thread takes about 2 s of CPU to start (the card module, satori's layout engine, the two
 * fonts). `sharedCardPool` makes one pool per build process, started while the first locale is
 * still bundling and kept for the next locales; its threads hold the process open only while they
 * have cards to render, so the build still ends when its work does.
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
  /** Set once a thread failed or stopped: the pool then rejects every card instead of waiting forever. */
  private failure: Error | null = null;
  private closing = false;

  constructor(size: number, siteDir: string) {
    const entry = path.join(siteDir, 'plugins', 'machine-readable', 'cardWorker.mjs');
    this.workers = Array.from({length: size}, () => {
      const worker = new Worker(entry, {workerData: {fromDir: siteDir}});
      worker.on('message', (reply: Reply) => this.settle(reply));
      worker.on('error', (error) => this.failAll(error));
      worker.on('exit', (code) => {
        if (!this.closing) this.failAll(new Error(`it stopped (exit code ${code})`));
      });
      // Idle threads do not keep the process alive; `render` holds it while a card is on its way.
      worker.unref();
      return worker;
    });
  }

  /** Renders one card on the next thread (round robin: every card costs about the same). */
  render(spec: CardSpec): Promise<Buffer> {
    const id = (this.sequence += 1);
    const worker = this.workers[id % this.workers.length]!;
    if (this.failure) return Promise.reject(this.failure);
    if (this.pending.size === 0) for (const w of this.workers) w.ref();
    return new Promise<Buffer>((resolve, reject) => {
      this.pending.set(id, {resolve, reject});
      worker.postMessage({id, spec});
    });
  }

  /** Cards sent and not answered yet. */
  get inFlight(): number {
    return this.pending.size;
  }

  get size(): number {
    return this.workers.length;
  }

  async close(): Promise<void> {
    this.closing = true;
    await Promise.all(this.workers.map((worker) => worker.terminate()));
  }

  private settle({id, png, error}: Reply): void {
    const waiting = this.pending.get(id);
    if (!waiting) return;
    this.pending.delete(id);
    this.releaseWhenIdle();
    if (png) waiting.resolve(Buffer.from(png.buffer, png.byteOffset, png.byteLength));
    else waiting.reject(new Error(`Social card rendering failed: ${error ?? 'no image'}`));
  }

  private failAll(error: Error): void {
    this.failure ??= new Error(`A card rendering thread failed: ${error.message}`);
    for (const {reject} of this.pending.values()) reject(this.failure);
    this.pending.clear();
    this.releaseWhenIdle();
  }

  private releaseWhenIdle(): void {
    if (this.pending.size === 0) for (const w of this.workers) w.unref();
  }
}

const SHARED = Symbol.for('xpert-ai.machine-readable.card-pool');
type WithPool = {[SHARED]?: CardPool};

/**
 * The build process's pool (created on first call; later calls get the same one). Docusaurus
 * builds the locales one after the other in one process, each with a fresh instance of our plugin.
 */
export function sharedCardPool(size: number, siteDir: string): CardPool {
  const holder = globalThis as WithPool;
  holder[SHARED] ??= new CardPool(size, siteDir);
  return holder[SHARED];
}
