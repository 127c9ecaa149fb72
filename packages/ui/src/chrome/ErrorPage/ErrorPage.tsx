import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Icon, type IconName } from '../../primitives/Icon';
import { color, controlHeight, fontSize, fontWeights, radii, space } from '../../theme';

export type ErrorPageCode = 401 | 404;

export interface ErrorPageProps {
  /** spec §8: /401 is access denied; /404 an unknown page. */
  code: ErrorPageCode;
  /** Where "Zurück zum Dashboard" leads. */
  dashboardPath?: string;
}

const TEXT: Record<ErrorPageCode, { title: string; body: string; icon: IconName }> = {
  401: {
    title: 'Zugriff verweigert',
    body: 'Für diese Seite fehlt Ihnen die Berechtigung. Wenn Sie glauben, dass das ein Fehler ist, wenden Sie sich an die Administration.',
    icon: 'lock',
  },
  404: {
    title: 'Seite nicht gefunden',
    body: 'Die aufgerufene Seite gibt es nicht oder sie wurde verschoben. Prüfen Sie die Adresse oder kehren Sie zum Dashboard zurück.',
    icon: 'search',
  },
};

export function ErrorPage({ code, dashboardPath = '/dashboard' }: ErrorPageProps) {
  const text = TEXT[code];
  return (
    <Root>
      <Mark aria-hidden="true">
        <Icon name={text.icon} size="2em" />
        {code}
      </Mark>
      <Title>{text.title}</Title>
      <Body>{text.body}</Body>
      <BackLink to={dashboardPath}>
        <Icon name="home" />
        Zurück zum Dashboard
      </BackLink>
    </Root>
  );
}

const Root = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space[4]};
  padding: ${space[12]} ${space[6]};
  text-align: center;
`;

const Mark = styled.div`
  display: flex;
  align-items: center;
  gap: ${space[3]};
  color: ${color.primary};
  font-size: ${fontSize.xxl};
  font-weight: ${fontWeights.bold};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${fontSize.xl};
  color: ${color.text};
`;

const Body = styled.p`
  max-width: 36em;
  margin: 0;
  color: ${color.textSecondary};
`;

const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${space[2]};
  height: ${controlHeight.md};
  padding: 0 ${space[4]};
  border-radius: ${radii.md};
  background: ${color.primary};
  color: ${color.textInverse};
  font-weight: ${fontWeights.semibold};
  text-decoration: none;
  &:hover {
    background: ${color.primaryHover};
  }
`;
