/** Short labels in tables stay on one line (src/utils/shortLabel.ts, used by plugins/scroll-regions and the catalogs). */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {isShortLabel} from '../src/utils/shortLabel.ts';
import rehypeScrollRegions from '../plugins/scroll-regions/index.ts';

describe('isShortLabel', () => {
  it('takes edition names, Yes/No, short setting names and identifiers', () => {
    for (const t of ['社区版', '企业专业版', '失败时重试', 'Yes', 'No', 'Community edition', 'volcengine_maas', 'seriesStyle.nodeWidth']) assert.ok(isShortLabel(t), t);
  });
  it('leaves sentences and long phrases to wrap', () => {
    for (const t of ['', '每个数值都会按照所选的时间粒度聚合后再显示', 'Each row points to its parent row', 'Where the credentials are entered']) assert.ok(!isShortLabel(t), t);
  });
  it('needs nothing outside itself (the page walk runs its source in the browser)', () => {
    const again = new Function(`return (${isShortLabel.toString()})`)() as typeof isShortLabel;
    assert.equal(again('社区版'), true);
    assert.equal(again('Each row points to its parent row'), false);
  });
});

describe('scroll regions mark short body cells', () => {
  const cell = (tagName: string, text: string) => ({type: 'element', tagName, properties: {}, children: [{type: 'text', value: text}]});
  it('marks a body cell whose whole text is short, not a header or a long cell', () => {
    const table = {
      type: 'element',
      tagName: 'table',
      properties: {},
      children: [
        {type: 'element', tagName: 'thead', properties: {}, children: [{type: 'element', tagName: 'tr', properties: {}, children: [cell('th', '版本')]}]},
        {type: 'element', tagName: 'tbody', properties: {}, children: [{type: 'element', tagName: 'tr', properties: {}, children: [cell('td', '社区版'), cell('td', '每个数值都会按照所选的时间粒度聚合后再显示')]}]},
      ],
    };
    const tree = {type: 'root', children: [table]};
    rehypeScrollRegions({fallbackLabel: 'Table'})(tree as never, {});
    const classes = JSON.stringify(tree);
    assert.equal((classes.match(/cell-nowrap/g) ?? []).length, 1);
    assert.match(classes, /"tagName":"td","properties":\{"className":\["cell-nowrap"\]\},"children":\[\{"type":"text","value":"社区版"/);
  });
});
