import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { AppUserClient } from '../../../model/entities';
import { ROLES, signedInRole } from '../../../model/roles';
import { color, fontSize, fontWeights, radii, space } from '../../../theme';
import { Card } from '../../../primitives/Card';
import { Icon, type IconName } from '../../../primitives/Icon';
import { Page } from '../../../primitives/Page';

export interface DashboardSection {
  path: string;
  title: string;
  description: string;
  icon?: IconName;
}

export interface DashboardProps {
  /** First and last name; null when the user data could not be loaded. */
  userName: string | null;
  /** The role (app_status). */
  role: string;
  /** The sections this role may open, with what a person does there. */
  sections: DashboardSection[];
  /** The clients the user is linked to, with whether the link gives Kataster access (a_get_user_data `clients`). */
  clients?: AppUserClient[];
  /**
   * Where sightings are reported, when the runtime configuration names it: the spec has no
   * call that creates a sighting, so this app never offers to report one itself.
   */
  reportingLink?: { url: string; label: string } | null;
  /** The role's own content, e.g. the published sightings for citizens. */
  children?: ReactNode;
  /** `full` when the role's content needs the width (charts, map). */
  width?: 'full' | 'narrow';
  /**
   * The user data could not be loaded, so the role is only the fallback ogf_new (requirements §4).
   * The person is then not a new user waiting for approval: no approval e-mail is promised.
   */
  hasUserDataError?: boolean;
}

function greeting(name: string | null) {
  return name ? `Guten Tag, ${name}` : 'Guten Tag';
}

/** The dashboard: a greeting, the role, and what this role can do here. */
export function Dashboard({
  userName,
  role,
  sections,
  clients = [],
  reportingLink = null,
  children,
  width = 'narrow',
  hasUserDataError = false,
}: DashboardProps) {
  return (
    <Page
      title={greeting(userName)}
      subtitle={
        <>
          Sie sind angemeldet als <RoleName>{signedInRole(role).label}</RoleName>
          {signedInRole(role).addition}.
        </>
      }
      width={width}
    >
      {hasUserDataError ? (
        // The shell's alert above the page says what failed, what to do, the service's text and the
        // retry; this only says what it means here, without repeating that alert.
        <Notice role="status">
          <Icon name="warning" size="24px" />
          <div>
            <strong>Ohne Ihre Nutzerdaten sehen Sie vorerst nur diese Seite.</strong>
            <p>
              Ob Ihr Konto freigeschaltet ist und was Sie hier tun können, zeigt sich, sobald Ihre Nutzerdaten geladen
              sind.
            </p>
          </div>
        </Notice>
      ) : role === ROLES.new ? (
        <Notice role="status">
          <Icon name="lock" size="24px" />
          <div>
            <strong>Ihr Konto wartet auf Freischaltung.</strong>
            <p>
              Sobald die Administration Ihr Konto freigeschaltet hat, sehen Sie hier die veröffentlichten Käferfunde und
              pflegen Ihr Profil. Sie erhalten dann eine E-Mail.
            </p>
          </div>
        </Notice>
      ) : null}

      {role === ROLES.expertQuery ? (
        <Notice role="status">
          <Icon name="expert" size="24px" />
          <div>
            <strong>Ihre Anfrage auf Expertenstatus wird geprüft.</strong>
            <p>Die Administration entscheidet über Ihre Anfrage; bis dahin arbeiten Sie als Standard-Nutzer.</p>
            <p>
              In Ihrem Profil lassen Sie sich per E-Mail benachrichtigen, sobald entschieden ist, oder ziehen die
              Anfrage zurück: <Link to="/profile/index?tab=experte">Zur Expertenanfrage im Profil</Link>
            </p>
          </div>
        </Notice>
      ) : null}

      {children}

      {role === ROLES.citizen || role === ROLES.expertQuery ? (
        <ReportingNote>
          {reportingLink ? (
            <>
              Käferfunde melden Sie nicht hier, sondern über <a href={reportingLink.url}>{reportingLink.label}</a>. Hier
              sehen Sie, was Expertinnen und Experten geprüft und veröffentlicht haben.
            </>
          ) : (
            <>
              Käferfunde werden außerhalb dieser Anwendung gemeldet. Hier sehen Sie, was Expertinnen und Experten
              geprüft und veröffentlicht haben.
            </>
          )}
        </ReportingNote>
      ) : null}

      {sections.length > 0 ? (
        <Card title="Was Sie hier tun können" headingLevel={2}>
          <SectionList>
            {sections.map((section) => (
              <li key={section.path}>
                <SectionLink to={section.path}>
                  <Icon name={section.icon ?? 'chevronRight'} size="22px" />
                  <span>
                    <strong>{section.title}</strong>
                    <small>{section.description}</small>
                  </span>
                </SectionLink>
              </li>
            ))}
          </SectionList>
        </Card>
      ) : null}

      {role === ROLES.citizen ? (
        <Card title="Experte werden" headingLevel={2}>
          <p>
            Als Experte prüfen Sie Käfermeldungen, bestätigen Funde und veröffentlichen sie. Den Expertenstatus
            beantragen Sie in Ihrem Profil.
          </p>
          <Link to="/profile/index?tab=experte">Expertenstatus beantragen</Link>
        </Card>
      ) : null}

      {clients.length > 0 ? (
        // A person outside the back office meets clients only here, and no page of theirs opens a
        // client: the card says what a client is to them and what their link to it records.
        <Card title="Ihre Kunden" headingLevel={2}>
          <p>
            Kunden sind Forstbetriebe, Gemeinden und Verbände, deren Karten und Dränagekataster hier geführt werden. Die
            Administration hat Ihr Konto diesen Kunden zugeordnet, weil Sie für sie arbeiten, und ändert die Zuordnung
            auch. Die Namen öffnen keine Seite: Karten und Kataster eines Kunden bearbeiten die Administration und die
            Experten.
          </p>
          <ClientList aria-label="Kunden, denen Ihr Konto zugeordnet ist">
            {clients.map((client) => (
              <li key={client.client_id}>
                <strong>{client.name}</strong>
                <small>
                  {client.kataster_enabled
                    ? 'Zugriff auf das Kataster freigegeben'
                    : 'Kein Zugriff auf das Kataster freigegeben'}
                </small>
              </li>
            ))}
          </ClientList>
        </Card>
      ) : null}
    </Page>
  );
}

const RoleName = styled.strong`
  color: ${color.text};
  font-weight: ${fontWeights.semibold};
`;

const Notice = styled.div`
  display: flex;
  gap: ${space[3]};
  padding: ${space[4]};
  border-radius: ${radii.lg};
  background: ${color.infoBg};
  color: ${color.info};
  p {
    margin: ${space[1]} 0 0;
    color: ${color.text};
  }
`;

const ReportingNote = styled.p`
  margin: 0;
  color: ${color.textSecondary};
`;

const SectionList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: ${space[3]};
`;

const SectionLink = styled(Link)`
  display: flex;
  gap: ${space[3]};
  height: 100%;
  padding: ${space[3]};
  border: 1px solid ${color.border};
  border-radius: ${radii.md};
  text-decoration: none;
  color: ${color.primary};
  span {
    display: flex;
    flex-direction: column;
    gap: ${space[1]};
  }
  strong {
    color: ${color.text};
  }
  small {
    color: ${color.textSecondary};
    font-size: ${fontSize.sm};
  }
  &:hover {
    border-color: ${color.primary};
    background: ${color.primarySoft};
  }
`;

const ClientList = styled.ul`
  margin: ${space[3]} 0 0;
  padding-left: ${space[5]};
  li + li {
    margin-top: ${space[2]};
  }
  small {
    display: block;
    color: ${color.textSecondary};
    font-size: ${fontSize.sm};
  }
`;
