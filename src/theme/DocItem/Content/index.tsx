/** Wraps the docs page content with the "Copy page" button (copies the page's Markdown twin). */
import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {twinPath} from '@site/plugins/machine-readable/paths';
import CopyPageButton from './CopyPageButton';

type Props = WrapperProps<typeof ContentType>;

export default function DocItemContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      <CopyPageButton markdownUrl={twinPath(metadata.permalink)} />
      <Content {...props} />
    </>
  );
}
