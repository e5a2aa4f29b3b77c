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

parentPort.on('message', async ({id, spec}) => {
  try {
    const png = await card.renderCard(spec, fonts);
    parentPort.postMessage({id, png});
  } catch (error) {
    parentPort.postMessage({id, error: error instanceof Error ? (error.stack ?? error.message) : String(error)});
  }
});
