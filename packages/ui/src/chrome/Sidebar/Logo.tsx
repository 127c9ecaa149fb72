import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Icon } from '../../primitives/Icon';
import { color, fontSize, fontWeights, layout, space, visuallyHidden } from '../../theme';

export interface LogoProps {
  productName: string;
  /** Collapsed sidebar: the mark only, the name stays for screen readers. */
  isCollapsed: boolean;
  /** Where the logo leads. */
  homePath?: string;
}

export function Logo({ productName, isCollapsed, homePath = '/dashboard' }: LogoProps) {
  return (
    <Root to={homePath}>
      <Icon name="tree" size="1.6em" />
      <Name $isCollapsed={isCollapsed}>{productName}</Name>
    </Root>
  );
}

const Root = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${space[2]};
  height: ${layout.navbarHeight};
  padding: ${space[0]} ${space[4]};
  color: ${color.menuActiveText};
  text-decoration: none;
  white-space: nowrap;
  overflow: hidden;
  &:focus-visible {
    outline: 2px solid ${color.menuActiveText};
    outline-offset: -2px;
  }
`;

const Name = styled.span<{ $isCollapsed: boolean }>`
  font-size: ${fontSize.lg};
  font-weight: ${fontWeights.bold};
  ${(p) => p.$isCollapsed && visuallyHidden}
`;
