/**
 * `npm run contract:pin`: writes the installed versions and file hashes of every upstream module
 * our patches depend on (plugins/shared/upstream.ts) to plugins/shared/upstream-pins.json. Run it
 * only after reviewing each patch against the new upstream files (UPGRADING.md); it refuses while
 * any pattern a patch needs is missing or ambiguous.
 */
import fs from 'node:fs';
import {CONTRACT, PINS_FILE, contractMessage, currentPins, entryProblems} from '../../plugins/shared/upstream.ts';

const siteDir = process.cwd();
const failures = CONTRACT.map((entry) => ({entry, problems: entryProblems(entry, siteDir)})).filter((f) => f.problems.length);
if (failures.length) {
  console.error(`Not pinned: a patch no longer finds its target.\n${contractMessage(failures)}`);
  process.exit(1);
}
const pins = currentPins(siteDir);
fs.writeFileSync(PINS_FILE, `${JSON.stringify(pins, null, 2)}\n`);
console.log(`Pinned ${Object.keys(pins.packages).length} packages and ${Object.keys(pins.files).length} files in ${PINS_FILE}`);
