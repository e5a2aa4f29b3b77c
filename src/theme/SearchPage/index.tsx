/**
 * Wraps the search plugin's results page: its section picker (search contexts) is a `<select>`
 * without a label, which screen readers announce as an unnamed combo box. This adds a visually
 * hidden label bound to it by id; the page itself is unchanged.
 */
import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import SearchPage from '@theme-original/SearchPage';

export default function SearchPageWrapper(): ReactNode {
  return (
    <>
      <label htmlFor="context-selector" className="sr-only">
        <Translate id="search.contextPicker.label" description="Label of the search page's section picker">
          搜索范围
        </Translate>
      </label>
      <SearchPage />
    </>
  );
}
