/**
 * Wraps the generated category index page to pass the route's `docDescriptions` prop
 * (plugins/lean-docs-metadata) to the wrapped DocCard, so its cards keep their descriptions.
 */
import React from 'react';
import DocCategoryGeneratedIndexPage from '@theme-original/DocCategoryGeneratedIndexPage';
import type DocCategoryGeneratedIndexPageType from '@theme/DocCategoryGeneratedIndexPage';
import type {WrapperProps} from '@docusaurus/types';
import {DocDescriptionsProvider, type DocDescriptions} from '@site/src/theme/DocCard/descriptions';

type Props = WrapperProps<typeof DocCategoryGeneratedIndexPageType> & {docDescriptions?: DocDescriptions};

export default function DocCategoryGeneratedIndexPageWrapper({docDescriptions, ...props}: Props) {
  return (
    <DocDescriptionsProvider value={docDescriptions}>
      <DocCategoryGeneratedIndexPage {...props} />
    </DocDescriptionsProvider>
  );
}
