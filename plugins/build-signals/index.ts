/**
 * Docusaurus plugin: tells scripts/build/build.ts when a locale's browser bundle is on disk, by printing
 * CLIENT_DONE and the locale's output folder once the client compilation is done. The locale's
 * pages are still being rendered then, but its `assets/` folder (the scripts and styles) is final,
 * so scripts/build/build.ts compresses it on the core the page rendering leaves idle. Silent unless
 * scripts/build/build.ts sets SIGNAL_VARIABLE, so `docusaurus start` and plain builds print nothing.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export const SIGNAL_VARIABLE = 'BUILD_SIGNALS';
export const CLIENT_DONE = '[build-signals] browser bundle written to';

type Stats = {hasErrors(): boolean};
type Compiler = {hooks: {done: {tap(name: string, callback: (stats: Stats) => void): void}}};

export default function pluginBuildSignals(context: LoadContext): Plugin {
  const outDir = path.relative(process.cwd(), context.outDir) || '.';
  return {
    name: 'build-signals',
    configureWebpack(_config, isServer) {
      if (isServer || process.env[SIGNAL_VARIABLE] !== '1') return {};
      const signal = {
        apply(compiler: Compiler) {
          compiler.hooks.done.tap('build-signals', (stats) => {
            if (!stats.hasErrors()) console.log(`${CLIENT_DONE} "${outDir}"`);
          });
        },
      };
      return {plugins: [signal]} as ReturnType<NonNullable<Plugin['configureWebpack']>>;
    },
  };
}
