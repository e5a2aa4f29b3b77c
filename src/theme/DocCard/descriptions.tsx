/**
 * Doc descriptions for doc cards. plugins/lean-docs-metadata takes them out of the version
 * metadata every docs page loads and gives them only to the routes that can show cards, as the
 * `docDescriptions` prop; the wrapped page components put that prop here for `DocCard`.
 */
import React, {createContext, useContext, type ReactNode} from 'react';

export type DocDescriptions = Record<string, string>;

const DescriptionsContext = createContext<DocDescriptions | undefined>(undefined);

export function DocDescriptionsProvider({value, children}: {value?: DocDescriptions; children: ReactNode}) {
  if (!value) return <>{children}</>;
  return <DescriptionsContext.Provider value={value}>{children}</DescriptionsContext.Provider>;
}

/** The description of a doc for its card, or undefined when the route has none. */
export function useDocDescription(docId: string | undefined): string | undefined {
  const descriptions = useContext(DescriptionsContext);
  return docId ? descriptions?.[docId] : undefined;
}
