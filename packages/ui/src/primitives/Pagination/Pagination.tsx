import { useId } from 'react';
import styled, { css } from 'styled-components';
import { color, controlHeight, fontSize, fontWeights, radii, space, transitions } from '../../theme';
import { Icon } from '../Icon';
import { pageCountOf, pageList } from './pageList';
import { CHROME_NUMBER_LOCALE, useChromeLocale, useChromeText } from '../../i18n';

export interface PaginationProps {
  /** The current page, counted from 1. */
  page: number;
  pageSize: number;
  /** Number of entries over all pages. */
  total: number;
  onPageChange: (page: number) => void;
  /** Shows the page-size select when given. */
  onPageSizeChange?: (pageSize: number) => void;
  pageSizeOptions?: readonly number[];
  /** Names the navigation landmark; tell several paginations on one page apart. */
  label?: string;
  className?: string;
}

/**
 * Page navigation under a paged list: the number of entries, "Seite 2 von 5", previous and next,
 * the page numbers and optionally the page size. The page lives with the caller (for lists in
 * the address).
 */
export function Pagination({
  page,
  pageSize,
  total,
  onPageChange,
  onPageSizeChange,
  pageSizeOptions = [10, 20, 50, 100],
  label,
  className,
}: PaginationProps) {
  const t = useChromeText();
  const numberFormat = new Intl.NumberFormat(CHROME_NUMBER_LOCALE[useChromeLocale()]);
  const sizeId = useId();
  const pageCount = pageCountOf(total, pageSize);
  const current = Math.min(Math.max(page, 1), pageCount);
  const go = (next: number) => {
    if (next !== current) onPageChange(next);
  };

  return (
    <Nav aria-label={label ?? t('pagination.label')} className={className}>
      <Summary>
        {t('pagination.summary', { page: numberFormat.format(current), pages: numberFormat.format(pageCount) })}
        <Muted>
          {' · '}
          {numberFormat.format(total)} {t(total === 1 ? 'pagination.entry' : 'pagination.entries')}
        </Muted>
      </Summary>
      {onPageSizeChange ? (
        <SizeField>
          <label htmlFor={sizeId}>{t('pagination.pageSize')}</label>
          <Select id={sizeId} value={pageSize} onChange={(event) => onPageSizeChange(Number(event.target.value))}>
            {pageSizeOptions.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </Select>
        </SizeField>
      ) : null}
      <Pages>
        <li>
          <PageButton
            type="button"
            aria-label={t('pagination.previous')}
            disabled={current <= 1}
            onClick={() => go(current - 1)}
          >
            <Icon name="chevronLeft" />
          </PageButton>
        </li>
        {pageList(current, pageCount).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <PageButton
                type="button"
                aria-label={t('pagination.page', { page: numberFormat.format(item) })}
                aria-current={item === current ? 'page' : undefined}
                onClick={() => go(item)}
              >
                {numberFormat.format(item)}
              </PageButton>
            </li>
          ) : (
            <Gap key={item} aria-hidden="true">
              …
            </Gap>
          ),
        )}
        <li>
          <PageButton
            type="button"
            aria-label={t('pagination.next')}
            disabled={current >= pageCount}
            onClick={() => go(current + 1)}
          >
            <Icon name="chevronRight" />
          </PageButton>
        </li>
      </Pages>
    </Nav>
  );
}

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[2]} ${space[4]};
  color: ${color.text};
  font-size: ${fontSize.sm};
`;

const Summary = styled.p`
  margin: 0 auto 0 0;
  font-variant-numeric: tabular-nums;
`;

const Muted = styled.span`
  color: ${color.textSecondary};
`;

const SizeField = styled.div`
  display: flex;
  align-items: center;
  gap: ${space[2]};
  color: ${color.textSecondary};
`;

const control = css`
  height: ${controlHeight.sm};
  border: 1px solid ${color.border};
  border-radius: ${radii.md};
  background: ${color.surface};
  color: ${color.text};
`;

const Select = styled.select`
  ${control}
  padding: ${space[0]} ${space[1]};
`;

const Pages = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const PageButton = styled.button`
  ${control}
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${controlHeight.sm};
  padding: ${space[0]} ${space[2]};
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  transition:
    border-color ${transitions.fast},
    color ${transitions.fast};
  &:hover:not(:disabled):not([aria-current='page']) {
    border-color: ${color.primary};
    color: ${color.primary};
  }
  &[aria-current='page'] {
    border-color: ${color.primary};
    background: ${color.primary};
    color: ${color.textInverse};
    font-weight: ${fontWeights.semibold};
  }
  &:disabled {
    background: ${color.surfaceMuted};
    color: ${color.textDisabled};
    cursor: not-allowed;
  }
`;

const Gap = styled.li`
  min-width: ${controlHeight.sm};
  color: ${color.textSecondary};
  text-align: center;
`;
