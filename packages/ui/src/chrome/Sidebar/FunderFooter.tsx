import styled from 'styled-components';
import { color, fontSize, fontWeights, radii, space } from '../../theme';
import { useChromeText } from '../../i18n';

export interface FunderFooterProps {
  /** The funder's name, e.g. the ministry. */
  funderName: string;
  /** The funder's logo image address. */
  funderLogoSrc?: string;
}

/** requirements §1: "The sidebar footer states that the project is funded by a funder and shows the funder's logo." */
export function FunderFooter({ funderName, funderLogoSrc }: FunderFooterProps) {
  const t = useChromeText();
  return (
    <Root>
      <Label>{t('sidebar.fundedBy')}</Label>
      {/* The name follows as text, so the logo is decorative. */}
      {funderLogoSrc ? <Logo src={funderLogoSrc} alt="" /> : null}
      <Name>{funderName}</Name>
    </Root>
  );
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[1]};
  padding: ${space[3]} ${space[4]};
  border-top: 1px solid ${color.menuHover};
  color: ${color.menuText};
  font-size: ${fontSize.xs};
`;

const Label = styled.span`
  font-weight: ${fontWeights.semibold};
`;

const Logo = styled.img`
  display: block;
  max-width: 100%;
  height: auto;
  padding: ${space[1]};
  border-radius: ${radii.sm};
  background: ${color.surface};
`;

const Name = styled.span`
  overflow-wrap: anywhere;
`;
