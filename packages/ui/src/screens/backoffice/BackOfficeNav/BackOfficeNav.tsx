import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { BACK_OFFICE_SECTIONS, backOfficeHref, type BackOfficeSectionId } from '../../../model/backOffice/sections';
import { color, fontSize, fontWeights, space } from '../../../theme';
import { Icon, type IconName } from '../../../primitives/Icon';

export interface BackOfficeNavProps {
  /** The open section (`?bereich=`). */
  current: BackOfficeSectionId;
  /** The sections to show; defaults to those that have content (BACK_OFFICE_SECTIONS). */
  sections?: readonly { value: BackOfficeSectionId; label: string; icon: string }[];
}

/**
 * The back office's sections as links, not tabs: each section is an address of its own
 * (`/dashboard?bereich=kunden`) and a tag, so opening one is a navigation.
 */
export function BackOfficeNav({ current, sections = BACK_OFFICE_SECTIONS }: BackOfficeNavProps) {
  return (
    <Nav aria-label="Bereiche der Verwaltung">
      <List>
        {sections.map((section) => (
          <li key={section.value}>
            <SectionLink
              to={backOfficeHref(section.value)}
              aria-current={section.value === current ? 'page' : undefined}
            >
              <Icon name={section.icon as IconName} size="18px" />
              {section.label}
            </SectionLink>
          </li>
        ))}
      </List>
    </Nav>
  );
}

const Nav = styled.nav`
  border-bottom: 1px solid ${color.border};
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const SectionLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${space[2]};
  padding: ${space[2]} ${space[3]};
  border-bottom: 2px solid transparent;
  color: ${color.textSecondary};
  font-size: ${fontSize.md};
  text-decoration: none;
  &:hover {
    color: ${color.primary};
  }
  &[aria-current='page'] {
    border-bottom-color: ${color.primary};
    color: ${color.primary};
    font-weight: ${fontWeights.semibold};
  }
`;
