/**
 * Wraps the theme's DocCard: a card for a doc takes the doc's description from the route's
 * `docDescriptions` (./descriptions.tsx), because the version metadata no longer carries it
 * (plugins/lean-docs-metadata). A description set on the sidebar item still wins.
 */
import React from 'react';
import DocCard from '@theme-original/DocCard';
import type DocCardType from '@theme/DocCard';
import type {WrapperProps} from '@docusaurus/types';
import {useDocDescription} from './descriptions';

type Props = WrapperProps<typeof DocCardType>;

export default function DocCardWrapper({item}: Props) {
  const docId = item.type === 'link' ? (item.docId ?? undefined) : undefined;
  const description = useDocDescription(docId);
  if (item.type !== 'link' || item.description || !description) return <DocCard item={item} />;
  return <DocCard item={{...item, description}} />;
}
