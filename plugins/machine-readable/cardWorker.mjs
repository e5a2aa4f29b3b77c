/**
 * One card-rendering thread of ./cardPool.ts: loads the fonts once, then renders every card it is
 * sent (satori lays it out, resvg rasterises it) and sends the PNG back. Plain JavaScript so that
 * Node can start it without a loader; it loads the TypeScript card module through tsx.
 */
import {parentPort, workerData} from 'node:worker_threads';
import {tsImport} from 'tsx/esm/api';

const card = await tsImport('./card.ts', import.meta.url);
const fonts = card.loadFonts(workerData.fromDir);
// satori reads the fonts and starts its layout engine on its first card: do that now, while the
// pool is warming up, rather than on the first card the build is waiting for.
await card.cardSvg({title: '预热 Warm-up', section: null, host: '', language: '', lang: 'zh-Hans'}, fonts);

// The pool hands over every card at once; this thread renders at most two at a time (one laid out
// here while resvg rasterises the other), so that hundreds of pending cards never hold their
// images in memory together.
const ACTIVE = 2;
const waiting = [];
let active = 0;

async function render({id, spec}) {
  try {
    const png = await card.renderCard(spec, fonts);
    parentPort.postMessage({id, png});
  } catch (error) {
    parentPort.postMessage({id, error: error instanceof Error ? (error.stack ?? error.message) : String(error)});
  }
}

function next() {
  while (active < ACTIVE && waiting.length > 0) {
    active += 1;
    render(waiting.shift()).finally(() => {
      active -= 1;
      next();
    });
  }
}

parentPort.on('message', (job) => {
  waiting.push(job);
  next();
});
