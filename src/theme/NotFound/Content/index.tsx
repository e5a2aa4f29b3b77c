/**
 * Wraps the not-found content: an unknown path has no social card of its own, so the page
 * points og:image at the home page's card instead of a missing file.
 */
import React, {type ReactNode} from 'react';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useCardUrl} from '@site/src/utils/machineReadable';

type Props = WrapperProps<typeof ContentType>;

export default function NotFoundContentWrapper(props: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const card = useCardUrl(siteConfig.baseUrl);
  return (
    <>
      <Head>
        <meta property="og:image" content={card} />
        <meta name="twitter:image" content={card} />
      </Head>
      <Content {...props} />
    </>
  );
}
