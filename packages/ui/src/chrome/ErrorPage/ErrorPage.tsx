import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useChromeText, type ChromeTextKey } from '../../i18n';
import { Icon, type IconName } from '../../primitives/Icon';
import { color, controlHeight, fontSize, fontWeights, radii, space } from '../../theme';

export type ErrorPageCode = 401 | 404;

export interface ErrorPageProps {
  /** requirements §8: /401 is access denied; /404 an unknown page. */
  code: ErrorPageCode;
  /** Where "Zurück zum Dashboard" leads. */
  dashboardPath?: string;
}

const TEXT: Record<ErrorPageCode, { title: ChromeTextKey; body: ChromeTextKey; icon: IconName }> = {
  401: { title: 'error.401.title', body: 'error.401.body', icon: 'lock' },
  404: { title: 'error.404.title', body: 'error.404.body', icon: 'search' },
};

/**
 * The page for an address a person may not open (401) or that does not exist (404): the code, a German
 * sentence what happened, and the way back to the dashboard. The app shows it at /401 and /404.
 */
export function ErrorPage({ code, dashboardPath = '/dashboard' }: ErrorPageProps) {
  const t = useChromeText();
  const text = TEXT[code];
  return (
    <Root>
      <Mark aria-hidden="true">
        <Icon name={text.icon} size="2em" />
        {code}
      </Mark>
      <Title>{t(text.title)}</Title>
      <Body>{t(text.body)}</Body>
      <BackLink to={dashboardPath}>
        <Icon name="home" />
        {t('error.backToDashboard')}
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
