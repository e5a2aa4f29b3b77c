import {useId, type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

/**
 * Building blocks for the architecture diagrams of the marketing pages: inline SVG drawn with
 * theme variables, so the same drawing is right in light and dark mode, and whose labels go
 * through the translation table like any other text.
 */

type DiagramProps = {
  width: number;
  height: number;
  /** Short name of the picture, read by screen readers. */
  title: string;
  /** What the picture shows, in one or two sentences, for readers who cannot see it. */
  description: string;
  className?: string;
  children: ReactNode;
};

export function Diagram({width, height, title, description, className, children}: DiagramProps): ReactNode {
  const id = useId();
  const titleId = `${id}-title`;
  const descId = `${id}-desc`;
  return (
    <svg
      className={clsx(styles.diagram, className)}
      style={{maxWidth: width}}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-labelledby={titleId}
      aria-describedby={descId}>
      <title id={titleId}>{title}</title>
      <desc id={descId}>{description}</desc>
      {children}
    </svg>
  );
}

type Tone = 'plain' | 'accent' | 'outline';

type BoxProps = {
  x: number;
  y: number;
  w: number;
  h: number;
  tone?: Tone;
  /** A bold caption in the top-left corner. */
  label?: string;
  /** A second, lighter line under the caption. */
  note?: string;
};

/** A titled region: a layer of the stack, a tenant, a network. */
export function Box({x, y, w, h, tone = 'plain', label, note}: BoxProps): ReactNode {
  return (
    <g>
      <rect x={x} y={y} width={w} height={h} rx={10} className={styles[tone]} />
      {label && (
        <text x={x + 14} y={y + 24} className={styles.label}>
          {label}
        </text>
      )}
      {note && (
        <text x={x + 14} y={y + 46} className={styles.note}>
          {note}
        </text>
      )}
    </g>
  );
}

type ChipProps = {
  x: number;
  y: number;
  w: number;
  h?: number;
  text: string;
  accent?: boolean;
};

/** A small rounded box with one centred line of text: a component, a system, a product. */
export function Chip({x, y, w, h = 34, text, accent = false}: ChipProps): ReactNode {
  return (
    <g>
      <rect x={x} y={y} width={w} height={h} rx={h / 2} className={accent ? styles.chipAccent : styles.chip} />
      <text x={x + w / 2} y={y + h / 2} textAnchor="middle" dominantBaseline="central" className={styles.chipText}>
        {text}
      </text>
    </g>
  );
}

type ArrowProps = {
  from: [number, number];
  to: [number, number];
  /** Draw a head at the start as well: data flowing both ways. */
  both?: boolean;
};

function head([x, y]: [number, number], [fx, fy]: [number, number]): string {
  const angle = Math.atan2(y - fy, x - fx);
  const size = 9;
  const spread = Math.PI / 7;
  const a = [x - size * Math.cos(angle - spread), y - size * Math.sin(angle - spread)];
  const b = [x - size * Math.cos(angle + spread), y - size * Math.sin(angle + spread)];
  return `${x},${y} ${a[0]!.toFixed(1)},${a[1]!.toFixed(1)} ${b[0]!.toFixed(1)},${b[1]!.toFixed(1)}`;
}

/** A straight connector with an arrowhead (no SVG markers: they would need document-wide ids). */
export function Arrow({from, to, both = false}: ArrowProps): ReactNode {
  return (
    <g>
      <line x1={from[0]} y1={from[1]} x2={to[0]} y2={to[1]} className={styles.arrow} />
      <polygon points={head(to, from)} className={styles.arrowHead} />
      {both && <polygon points={head(from, to)} className={styles.arrowHead} />}
    </g>
  );
}

/** Free text, e.g. a caption beside an arrow. */
export function Caption({x, y, text, anchor = 'start'}: {x: number; y: number; text: string; anchor?: 'start' | 'middle' | 'end'}): ReactNode {
  return (
    <text x={x} y={y} textAnchor={anchor} className={styles.caption}>
      {text}
    </text>
  );
}
