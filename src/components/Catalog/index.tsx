import {Fragment, useId, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {matchesOptions, matchesQuery} from './filter';
import {isShortLabel, SHORT_CELL_CLASS} from '@site/src/utils/shortLabel';
import styles from './styles.module.css';

export type CatalogOption = {id: string; label: string};

export type CatalogRow = {
  key: string;
  /** Text the filter box matches against (names, keys, drivers, fields). */
  search: string;
  /** Option ids the row has: capabilities, or its family. */
  tags: string[];
  cells: ReactNode[];
};

type Props = {
  /** Accessible name of the table's scroll region. */
  label: string;
  headers: ReactNode[];
  rows: CatalogRow[];
  /** The checkboxes under the filter box. */
  options: CatalogOption[];
  legend: string;
  /** `all`: a row must have every checked option (capabilities); `any`: one of them (families). */
  match: 'all' | 'any';
};

/**
 * A catalog table with a filter box and option checkboxes. The server HTML holds every row, so
 * the full table shows without JavaScript; after hydration, filtering hides rows (`hidden`), which
 * moves nothing above the table. The table scrolls sideways inside a focusable, named region, like
 * the Markdown tables (plugins/scroll-regions).
 */
export default function Catalog({label, headers, rows, options, legend, match}: Props): ReactNode {
  const [query, setQuery] = useState('');
  const [checked, setChecked] = useState<string[]>([]);
  const id = useId();
  const visible = rows.filter((row) => matchesQuery(row.search, query) && matchesOptions(row.tags, checked, match));
  const shown = new Set(visible.map((row) => row.key));
  const toggle = (option: string) =>
    setChecked((current) => (current.includes(option) ? current.filter((o) => o !== option) : [...current, option]));

  return (
    <div className={styles.catalog}>
      <div className={styles.controls}>
        <label className={styles.search} htmlFor={`${id}-q`}>
          {translate({id: 'catalog.filter.label', message: '筛选'})}
        </label>
        <input
          id={`${id}-q`}
          className={styles.input}
          type="search"
          autoComplete="off"
          spellCheck={false}
          placeholder={translate({id: 'catalog.filter.placeholder', message: '输入名称或关键字'})}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <fieldset className={styles.options}>
          <legend className={styles.legend}>{legend}</legend>
          {options.map((option) => (
            <label key={option.id} className={styles.option}>
              <input
                type="checkbox"
                checked={checked.includes(option.id)}
                onChange={() => toggle(option.id)}
              />
              {option.label}
            </label>
          ))}
        </fieldset>
      </div>
      <p className={styles.count} role="status">
        {translate(
          {id: 'catalog.filter.count', message: '显示 {shown} / {total} 项'},
          {shown: visible.length, total: rows.length},
        )}
      </p>
      {/* A region that scrolls sideways must take focus, or the keyboard cannot scroll it (axe
          scrollable-region-focusable); jsx-a11y does not know that case. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="scroll-region" tabIndex={0} role="region" aria-label={label}>
        <table>
          <thead>
            <tr>
              {headers.map((header, index) => (
                <th key={index} scope="col">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} data-row={row.key} hidden={!shown.has(row.key)}>
                {row.cells.map((cell, index) => (
                  <td key={index} className={typeof cell === 'string' && isShortLabel(cell) ? SHORT_CELL_CLASS : undefined}>
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

export type Edition = 'community' | 'enterprise' | 'enterprise-pro';

export function editionLabel(edition: Edition): string {
  switch (edition) {
    case 'community':
      return translate({id: 'catalog.edition.community', message: '社区版'});
    case 'enterprise':
      return translate({id: 'catalog.edition.enterprise', message: '企业版'});
    case 'enterprise-pro':
      return translate({id: 'catalog.edition.enterprisePro', message: '企业专业版'});
  }
}

/** Words joined for the page's language: 、 in Chinese, a comma in English. */
export function joinText(items: string[], zh: boolean): string {
  return items.join(zh ? '、' : ', ');
}

/** A row's name linking to its page; a short name stays on one line (src/utils/shortLabel.ts). */
export function nameLink(name: string, to: string): ReactNode {
  return (
    <Link to={to} className={isShortLabel(name) ? SHORT_CELL_CLASS : undefined}>
      {name}
    </Link>
  );
}

/** Identifiers as code, separated by spaces. */
export function codeList(items: string[]): ReactNode {
  return items.map((item, index) => (
    <Fragment key={item}>
      {index > 0 && ' '}
      <code>{item}</code>
    </Fragment>
  ));
}
