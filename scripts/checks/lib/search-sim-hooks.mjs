// Resolves the search plugin's generated constants (a webpack alias in the build) to ./search-sim-constants.cjs,
// for Node's ES module loader (module.register) and its CommonJS one (Module._resolveFilename), which tsx both uses.
import Module from 'node:module';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';

const PREFIX = '@generated/@easyops-cn/docusaurus-search-local/';
const file = path.join(path.dirname(fileURLToPath(import.meta.url)), 'search-sim-constants.cjs');
export async function resolve(specifier, context, next) {
  if (specifier.startsWith(PREFIX)) return {url: pathToFileURL(file).href, shortCircuit: true};
  return next(specifier, context);
}
export async function initialize() {}
const original = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return request.startsWith(PREFIX) ? file : original.call(this, request, ...rest);
};
