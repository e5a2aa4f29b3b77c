/** The docs plugin's route rewrite (plugins/lean-docs-metadata/transform.ts). */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {leanDocsRoute, mentionsDocCards, type RouteLike} from '../plugins/lean-docs-metadata/transform.ts';

const VERSION = {
  pluginId: 'default',
  version: 'current',
  label: 'Next',
  isLast: true,
  docsSidebars: {tutorialSidebar: [{type: 'link', href: '/docs/ai/', label: 'AI', docId: 'ai/index'}]},
  docs: {
    'ai/index': {id: 'ai/index', title: 'AI', description: 'The agent platform.', sidebar: 'tutorialSidebar'},
    'ai/chat': {id: 'ai/chat', title: 'Chat', description: 'Talk to an expert.', sidebar: 'tutorialSidebar'},
    orphan: {id: 'orphan', title: 'Orphan', description: ''},
  },
};

// The shape the docs plugin adds: docs root > version root (props.version) > doc root > pages.
function tree(): RouteLike {
  return {
    path: '/docs',
    component: '@theme/DocsRoot',
    routes: [
      {
        path: '/docs',
        component: '@theme/DocVersionRoot',
        props: {version: VERSION},
        routes: [
          {
            path: '/docs',
            component: '@theme/DocRoot',
            routes: [
              {path: '/docs/ai/', component: '@theme/DocItem', modules: {content: '@site/docs/ai/index.md'}, sidebar: 'tutorialSidebar'},
              {path: '/docs/ai/chat', component: '@theme/DocItem', modules: {content: '@site/docs/ai/chat.mdx'}, sidebar: 'tutorialSidebar'},
            ],
          },
          {path: '/docs/tags', component: '@theme/DocTagsListPage', props: {tags: []}},
        ],
      },
    ],
  };
}

const versionRoute = (root: RouteLike) => root.routes![0];
const pages = (root: RouteLike) => root.routes![0].routes![0].routes!;

describe('lean docs metadata: route rewrite', () => {
  const lean = leanDocsRoute(tree(), {rendersDocCards: () => false});

  it('drops every description from the version prop and keeps the rest of it', () => {
    const version = versionRoute(lean).props!.version as typeof VERSION;
    assert.deepEqual(version.docs['ai/index'], {id: 'ai/index', title: 'AI', sidebar: 'tutorialSidebar'});
    assert.deepEqual(version.docs.orphan, {id: 'orphan', title: 'Orphan'});
    assert.deepEqual(version.docsSidebars, VERSION.docsSidebars);
    assert.equal(version.label, 'Next');
    assert.equal(JSON.stringify(version).includes('description'), false);
  });

  it('changes nothing else: the pages and the tags route keep their props and attributes', () => {
    const [index, chat] = pages(lean);
    assert.equal(index!.props, undefined);
    assert.equal(chat!.props, undefined);
    assert.equal(index!.sidebar, 'tutorialSidebar');
    assert.deepEqual(index!.modules, {content: '@site/docs/ai/index.md'});
    assert.deepEqual(versionRoute(lean).routes![1]!.props, {tags: []});
  });

  it('leaves the input tree untouched', () => {
    const input = tree();
    const before = JSON.stringify(input);
    leanDocsRoute(input, {rendersDocCards: () => false});
    assert.equal(JSON.stringify(input), before);
  });

  it('fails the build on a page that would show doc cards without descriptions, naming it', () => {
    assert.throws(
      () => leanDocsRoute(tree(), {rendersDocCards: (source) => source === '@site/docs/ai/chat.mdx'}),
      /\/docs\/ai\/chat \(@site\/docs\/ai\/chat\.mdx\) shows doc cards.*PERF_PLUGINS_OFF=lean-docs-metadata/,
    );
    const generated = tree();
    pages(generated).push({path: '/docs/category/more', component: '@theme/DocCategoryGeneratedIndexPage', props: {categoryGeneratedIndex: {title: 'More'}}});
    assert.throws(() => leanDocsRoute(generated, {rendersDocCards: () => false}), /\/docs\/category\/more shows doc cards/);
  });

  it('recognises doc card usage in a source', () => {
    assert.equal(mentionsDocCards("import DocCardList from '@theme/DocCardList';\n\n<DocCardList />"), true);
    assert.equal(mentionsDocCards('<DocCard item={item} />'), true);
    assert.equal(mentionsDocCards('Cards list the pages of a category (DocCardLists are not used here).'), false);
    assert.equal(mentionsDocCards('A plain page about dashboards.'), false);
  });
});
