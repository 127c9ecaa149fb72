import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Icon } from '../../primitives/Icon';
import { color, fontSize, fontWeights, space } from '../../theme';
import { useChromeText } from '../../i18n';

export interface BreadcrumbItem {
  title: string;
  /** Where the crumb leads; a crumb without a path (a redirect-only parent) is plain text. */
  path?: string;
}

export interface BreadcrumbProps {
  /** The matched routes' titles, outermost first (routes with `meta.breadcrumb === false` left out). */
  items: readonly BreadcrumbItem[];
  /** The first crumb; added when the matched routes do not start with it. */
  home?: BreadcrumbItem;
  className?: string;
}

const DASHBOARD: BreadcrumbItem = { title: 'Dashboard', path: '/dashboard' };

/** The crumbs shown: Dashboard first, each title once. */
export function breadcrumbTrail(items: readonly BreadcrumbItem[], home: BreadcrumbItem = DASHBOARD): BreadcrumbItem[] {
  const first = items[0];
  const startsAtHome = first !== undefined && (first.path === home.path || first.title === home.title);
  return startsAtHome ? [...items] : [home, ...items];
}

/**
 * Where the person is: the trail from the dashboard to the current page, each step a link back except the
 * last. Built by the shell from the matched routes' titles.
 */
export function Breadcrumb({ items, home = DASHBOARD, className }: BreadcrumbProps) {
  const t = useChromeText();
  const trail = breadcrumbTrail(items, home);
  return (
    <Nav aria-label={t('breadcrumb.label')} className={className}>
      <List>
        {trail.map((item, index) => {
          const isLast = index === trail.length - 1;
          return (
            <Crumb key={`${item.path ?? ''}|${item.title}`}>
              {index > 0 ? <Separator name="chevronRight" size="0.85em" /> : null}
              {isLast ? (
                <Current aria-current="page">{item.title}</Current>
              ) : item.path ? (
                <CrumbLink to={item.path}>{item.title}</CrumbLink>
              ) : (
                <Plain>{item.title}</Plain>
              )}
            </Crumb>
          );
        })}
      </List>
    </Nav>
  );
}

const Nav = styled.nav`
  /* Never narrower than its longest word, so no word of a crumb is split. */
  min-width: min-content;
  font-size: ${fontSize.md};
`;

const List = styled.ol`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Crumb = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${space[1]};
  min-width: 0;
`;

const Separator = styled(Icon)`
  color: ${color.textSecondary};
`;

const CrumbLink = styled(Link)`
  color: ${color.text};
  font-weight: ${fontWeights.semibold};
  text-decoration: none;
  &:hover {
    color: ${color.primary};
    text-decoration: underline;
  }
`;

const Plain = styled.span`
  color: ${color.text};
`;

/**
 * Wraps between words only: 'anywhere' let a squeezed navbar (390 px) break "Rechnunge/n"; a
 * word wider than the whole trail (no real title is) may still break as a last resort.
 */
const Current = styled.span`
  color: ${color.textSecondary};
  overflow-wrap: break-word;
`;
