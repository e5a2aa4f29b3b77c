/** The part of `react-dom/client` that ./clientEntry.ts uses (the project has no @types/react-dom). */
declare module 'react-dom/client' {
  import type {ReactNode} from 'react';

  export type Root = {render: (node: ReactNode) => void};
  export type RootOptions = {onRecoverableError: (error: unknown, errorInfo: unknown) => void};
  export function hydrateRoot(container: Element, node: ReactNode, options: RootOptions): Root;
  export function createRoot(container: Element, options: RootOptions): Root;
}
