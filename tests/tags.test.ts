/** The docs tags in each language (docs/tags.yml and its English twin) and the order of the Chinese tag index. */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {describe, it} from 'node:test';
import yaml from 'js-yaml';
import {groupsByLetter, sortTagsForLocale} from '../src/theme/TagsListByLetter/order.ts';

type TagFile = Record<string, {label: string; permalink: string; description: string}>;
const read = (file: string) => yaml.load(fs.readFileSync(file, 'utf8')) as TagFile;
const zh = read('docs/tags.yml');
const en = read('i18n/en/docusaurus-plugin-content-docs/current/tags.yml');
const HAN = /[\u3400-\u9fff]/;
// Names written the same way in both languages.
const NAMES = new Set(['AI', 'BW', 'ChatBI', 'Copilot', 'LangChain', 'MDX', 'SAP', 'SQL', 'WebSocket']);

describe('docs tags', () => {
  it('has the same keys and permalinks in both languages', () => {
    assert.equal(Object.keys(zh).length, 23);
    assert.deepEqual(Object.keys(zh), Object.keys(en));
    for (const key of Object.keys(zh)) assert.equal(zh[key]!.permalink, en[key]!.permalink, key);
  });

  it('gives every tag a Chinese label (or a product name) and a Chinese description in docs/tags.yml', () => {
    const english = Object.entries(zh).filter(([, t]) => !HAN.test(t.label) && !NAMES.has(t.label));
    assert.deepEqual(english.map(([key, t]) => `${key}: ${t.label}`), []);
    const descriptions = Object.entries(zh).filter(([, t]) => !HAN.test(t.description));
    assert.deepEqual(descriptions.map(([key]) => key), []);
    assert.equal(zh.story!.label, '故事');
    assert.equal(zh.measure!.label, '度量');
    assert.equal(zh.hierarchy!.label, '层级结构');
  });

  it('keeps Chinese out of the English labels and descriptions', () => {
    const mixed = Object.entries(en).filter(([, t]) => HAN.test(t.label) || HAN.test(t.description));
    assert.deepEqual(mixed.map(([key]) => key), []);
  });
});

describe('tag index order', () => {
  it('groups by first letter in English only', () => {
    assert.equal(groupsByLetter('en'), true);
    assert.equal(groupsByLetter('zh-Hans'), false);
  });

  it('lists Chinese labels in pinyin order, then Latin ones, and leaves the input alone', () => {
    const tags = [{label: 'SQL'}, {label: '智能体'}, {label: '度量'}, {label: 'AI'}, {label: '故事'}, {label: '层级结构'}];
    const sorted = sortTagsForLocale(tags, 'zh-Hans').map((t) => t.label);
    assert.deepEqual(sorted, ['层级结构', '度量', '故事', '智能体', 'AI', 'SQL']);
    assert.equal(tags[0]!.label, 'SQL');
  });
});
