/**
 * One compression thread of ./pool.ts: compresses each file it is sent with Brotli and gzip at the
 * given levels and writes the twins beside it (and into the cache when one is given). Plain
 * JavaScript so that Node starts it without a loader.
 */
import fs from 'node:fs';
import {parentPort} from 'node:worker_threads';
import zlib from 'node:zlib';

parentPort.on('message', ({id, file, brotli, gzip, cache}) => {
  try {
    const body = fs.readFileSync(file);
    const started = process.hrtime.bigint();
    const br = zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: brotli,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    const brSeconds = Number(process.hrtime.bigint() - started) / 1e9;
    const gz = zlib.gzipSync(body, {level: gzip});
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    fs.writeFileSync(`${file}.br`, br);
    fs.writeFileSync(`${file}.gz`, gz);
    if (cache) {
      fs.writeFileSync(`${cache}.br`, br);
      fs.writeFileSync(`${cache}.gz`, gz);
    }
    parentPort.postMessage({id, raw: body.length, br: br.length, gz: gz.length, seconds, brSeconds});
  } catch (error) {
    parentPort.postMessage({id, error: String(error && error.stack ? error.stack : error)});
  }
});
