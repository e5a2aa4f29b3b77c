/** `npm run serve`: serve ./build on PORT (default 3000) the way the real host does. */
import fs from 'node:fs';
import path from 'node:path';
import {startSiteServer} from './server.ts';

const root = path.resolve(process.argv[2] ?? 'build');
if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error(`No built site in ${root}. Run \`npm run build\` first.`);
  process.exit(1);
}
const port = Number(process.env.PORT ?? 3000);
startSiteServer(root, port).then(({url}) => {
  console.log(`Serving ${root} at ${url}/ (zh-Hans) and ${url}/en/ (English). Ctrl+C stops.`);
});
