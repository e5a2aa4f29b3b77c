import type {ReactNode} from 'react';
import styles from './styles.module.css';

export type DeployKind = 'cloud' | 'community' | 'enterprise';

/**
 * A small drawing above each deployment card: the hosted app, one server running containers,
 * a cluster of nodes. Decorative (the card's heading says the same), so hidden from screen readers.
 */
export default function DeployIcon({kind}: {kind: string}): ReactNode {
  return (
    <svg className={styles.icon} width={96} height={64} viewBox="0 0 96 64" aria-hidden="true" focusable="false">
      {kind === 'cloud' && (
        <>
          <path
            className={styles.line}
            d="M26 50h44a12 12 0 0 0 1-24 17 17 0 0 0-32-6 13 13 0 0 0-13 30z"
          />
          <rect className={styles.fill} x={38} y={32} width={22} height={14} rx={2} />
          <path className={styles.line} d="M38 36h22" />
        </>
      )}
      {kind === 'community' && (
        <>
          <rect className={styles.line} x={22} y={8} width={52} height={50} rx={4} />
          <rect className={styles.fill} x={30} y={16} width={36} height={9} rx={2} />
          <rect className={styles.fill} x={30} y={29} width={36} height={9} rx={2} />
          <rect className={styles.fill} x={30} y={42} width={36} height={9} rx={2} />
        </>
      )}
      {kind === 'enterprise' && (
        <>
          <path className={styles.line} d="M24 22L48 44M72 22L48 44M24 22h48" />
          {[
            [10, 10],
            [58, 10],
            [34, 34],
          ].map(([x, y]) => (
            <g key={`${x}-${y}`}>
              <rect className={styles.node} x={x} y={y} width={28} height={22} rx={3} />
              <rect className={styles.fill} x={x! + 5} y={y! + 6} width={7} height={10} rx={1} />
              <rect className={styles.fill} x={x! + 16} y={y! + 6} width={7} height={10} rx={1} />
            </g>
          ))}
        </>
      )}
    </svg>
  );
}
