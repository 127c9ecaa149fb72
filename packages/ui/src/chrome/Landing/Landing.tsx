import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PRODUCT_NAME } from '../../model/pageTitle';
import { Icon } from '../../primitives/Icon';
import { color, controlHeight, fontSize, fontWeights, radii, space } from '../../theme';

export interface LandingProps {
  productName?: string;
  /** Where "Trotzdem fortfahren" leads. */
  continuePath?: string;
  /** Called when the person goes on anyway, e.g. to stop sending them here again. */
  onContinue?: () => void;
}

/** requirements §1: phones (not tablets) are sent to 'landing'. */
export function Landing({ productName = PRODUCT_NAME, continuePath = '/dashboard', onContinue }: LandingProps) {
  return (
    <Root>
      <Brand>
        <Icon name="tree" size="2.5em" />
        <Title>{productName}</Title>
      </Brand>
      <Text>
        {productName} unterstützt das Monitoring von Forstinsekten: Käfermeldungen und ihre fachliche Prüfung, gescannte
        Karten und ihre Georeferenzierung, Kunden, Angebote, Rechnungen, Prognosen und die Verwaltung der Nutzerinnen
        und Nutzer.
      </Text>
      <Note>
        <Icon name="info" size="1.25em" />
        <span>
          {productName} ist für größere Bildschirme gemacht. Öffnen Sie ihn am besten auf einem Tablet oder einem
          Computer: Karten, Tabellen und der Georeferenzierungs-Editor brauchen Platz.
        </span>
      </Note>
      <Continue to={continuePath} onClick={onContinue}>
        Trotzdem fortfahren
        <Icon name="chevronRight" />
      </Continue>
    </Root>
  );
}

const Root = styled.main`
  display: flex;
  flex-direction: column;
  gap: ${space[5]};
  max-width: 40em;
  min-height: 100vh;
  margin: 0 auto;
  padding: ${space[8]} ${space[5]};
  background: ${color.surface};
`;

const Brand = styled.div`
  display: flex;
  align-items: center;
  gap: ${space[3]};
  color: ${color.primary};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${fontSize.xxl};
  font-weight: ${fontWeights.bold};
`;

const Text = styled.p`
  margin: 0;
  color: ${color.text};
  font-size: ${fontSize.lg};
`;

const Note = styled.p`
  display: flex;
  gap: ${space[3]};
  margin: 0;
  padding: ${space[3]} ${space[4]};
  border-radius: ${radii.md};
  background: ${color.infoBg};
  color: ${color.text};
  & > svg {
    color: ${color.info};
    margin-top: ${space[1]};
  }
`;

const Continue = styled(Link)`
  display: inline-flex;
  align-self: flex-start;
  align-items: center;
  gap: ${space[2]};
  height: ${controlHeight.lg};
  padding: 0 ${space[5]};
  border-radius: ${radii.md};
  background: ${color.primary};
  color: ${color.textInverse};
  font-weight: ${fontWeights.semibold};
  text-decoration: none;
  &:hover {
    background: ${color.primaryHover};
  }
`;
