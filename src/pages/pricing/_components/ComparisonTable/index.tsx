import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {comparedEditions, comparison, editions, type ComparisonValue} from '@site/src/data/pricing';
import styles from './styles.module.css';

function Cell({value}: {value: ComparisonValue}): ReactNode {
  if (value === true) {
    return (
      <>
        <span aria-hidden="true" className={styles.yes}>
          ✓
        </span>
        <span className="sr-only">
          <Translate id="pricing.compare.included">包含</Translate>
        </span>
      </>
    );
  }
  if (value === false) {
    return (
      <>
        <span aria-hidden="true" className={styles.no}>
          —
        </span>
        <span className="sr-only">
          <Translate id="pricing.compare.notIncluded">不包含</Translate>
        </span>
      </>
    );
  }
  return value;
}

/**
 * Features by edition. On a narrow screen the table scrolls sideways inside its own box (the
 * feature column stays put), so the page itself never scrolls horizontally.
 */
export default function ComparisonTable(): ReactNode {
  const columns = comparedEditions.map((id) => editions.find((edition) => edition.id === id)!);
  const captionId = 'compare-caption';
  return (
    <>
      <p className={styles.hint} aria-hidden="true">
        <Translate id="pricing.compare.scrollHint">表格可以左右滑动，查看所有版本。</Translate>
      </p>
      {/* A scrolling region must be reachable by keyboard to be scrolled without a mouse (WCAG 2.1.1). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className={styles.table}>
          <caption id={captionId} className={styles.caption}>
            <Translate id="pricing.compare.caption">各版本功能对比</Translate>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Translate id="pricing.compare.feature">功能</Translate>
              </th>
              {columns.map((edition) => (
                <th key={edition.id} scope="col">
                  {edition.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {comparison.map((row) => (
              <tr key={row.id}>
                <th scope="row">{row.feature}</th>
                {comparedEditions.map((id) => (
                  <td key={id}>
                    <Cell value={row.values[id]} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={styles.note}>
        <Translate id="pricing.compare.cloudNote">云版本的套餐即将推出，推出后会加入这张表；现在已经可以在云端应用中试用 Xpert AI。</Translate>
      </p>
    </>
  );
}
