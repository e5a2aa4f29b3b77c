/**
 * Wraps the theme's DocItem to pass the route's `docDescriptions` prop (only docs that render
 * doc cards have it: plugins/lean-docs-metadata) to the wrapped DocCard.
 */
import React from 'react';
import DocItem from '@theme-original/DocItem';
import type DocItemType from '@theme/DocItem';
import type {WrapperProps} from '@docusaurus/types';
import {DocDescriptionsProvider, type DocDescriptions} from '@site/src/theme/DocCard/descriptions';

type Props = WrapperProps<typeof DocItemType> & {docDescriptions?: DocDescriptions};

export default function DocItemWrapper({docDescriptions, ...props}: Props) {
  return (
    <DocDescriptionsProvider value={docDescriptions}>
      <DocItem {...props} />
    </DocDescriptionsProvider>
  );
}
