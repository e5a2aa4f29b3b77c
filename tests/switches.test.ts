/** The performance plugins' off switch (plugins/shared/switches.ts, PERF_PLUGINS_OFF). */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {PERFORMANCE_PLUGINS, pluginsOff} from '../plugins/shared/switches.ts';

describe('performance plugin switches', () => {
  it('reads a comma-separated list, spaces allowed, empty or unset meaning none', () => {
    assert.deepEqual([...pluginsOff(' staged-boot, lean-registry ')], ['staged-boot', 'lean-registry']);
    assert.equal(pluginsOff('').size, 0);
    assert.equal(pluginsOff(undefined).size, 0);
  });

  it('refuses a name it does not know, listing the known ones', () => {
    assert.throws(() => pluginsOff('staged-boot,stagedboot'), /unknown plugin\(s\) stagedboot; known: html-template/);
  });

  it('every switchable plugin but the template is a folder under plugins/ named in docusaurus.config.ts', () => {
    const config = fs.readFileSync(path.join(__dirname, '..', 'docusaurus.config.ts'), 'utf8');
    for (const name of PERFORMANCE_PLUGINS) {
      assert.match(config, new RegExp(`on\\('${name}'\\)`), `${name} has no switch in docusaurus.config.ts`);
      if (name !== 'html-template') assert.ok(fs.existsSync(path.join(__dirname, '..', 'plugins', name, 'index.ts')), name);
    }
  });
});
