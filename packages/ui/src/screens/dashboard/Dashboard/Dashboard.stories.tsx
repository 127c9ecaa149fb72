import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Dashboard, type DashboardSection } from './Dashboard';

const dashboard: DashboardSection = {
  path: '/dashboard',
  title: 'Dashboard',
  description: 'Überblick und Ihre nächsten Schritte.',
  icon: 'dashboard',
};
const gis: DashboardSection = {
  path: '/gis/index',
  title: 'GIS',
  description: 'Gescannte Karten verwalten und georeferenzieren.',
  icon: 'map',
};
const users: DashboardSection = {
  path: '/users/index',
  title: 'Nutzer',
  description: 'Nutzer anlegen, Rollen ändern, Expertenanfragen entscheiden.',
  icon: 'users',
};
const profile: DashboardSection = {
  path: '/profile/index',
  title: 'Profil',
  description: 'Eigene Daten und Benachrichtigungen pflegen.',
  icon: 'user',
};

const meta = {
  title: 'Screens/Dashboard/Dashboard (Dashboard)',
  component: Dashboard,
  parameters: {
    leitfaden: {
      zweck:
        'Startseite für neue Nutzer, Standard-Nutzer und offene Expertenanfragen: Begrüßung, Rolle, die erlaubten Bereiche und der nächste Schritt der Rolle. Administratoren landen stattdessen im Backoffice, Experten in der Prüfliste; deren Zustände hier zeigen nur, wie die Komponente reagiert.',
      rollen: ['Neuer Nutzer', 'Standard-Nutzer', 'Expertenanfrage offen'],
      spezifikation:
        'requirements §1 („Experte werden“, neue Nutzer), §2 (Dashboard nach Rolle), §4 (Rolle ogf_new, wenn Nutzerdaten fehlen), §6, RoleDashboard.tsx',
      tun: [
        'Käferfunde nur als geprüfte und veröffentlichte Ergebnisse zeigen; gemeldet werden sie außerhalb der Anwendung, ein Verweis dorthin kommt aus der Konfiguration.',
        'Fehlen die Nutzerdaten, sagen, dass sich erst nach dem Laden zeigt, was die Person hier tun kann, ohne eine E-Mail zur Freischaltung zu versprechen.',
      ],
      lassen: [
        'Keine Schaltfläche zum Melden eines Fundes anbieten: Der Datendienst kennt keinen Aufruf, der einen Fund anlegt.',
        'Eine offene Anfrage nicht als eigene Rolle begrüßen: Die Person ist „Standard-Nutzer mit offener Expertenanfrage“.',
        'Kundennamen nicht verlinken: Für diese Rollen gibt es keine Kundenseite.',
      ],
    },
  },
  args: { userName: 'Erika Mustermann', role: 'ogf_admin', sections: [dashboard, gis, users, profile] },
} satisfies Meta<typeof Dashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Standard',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Guten Tag, Erika Mustermann' })).toBeInTheDocument();
    await expect(canvas.getByText('Administrator')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: /Nutzer/ })).toHaveAttribute('href', '/users/index');
  },
};

export const Citizen: Story = {
  name: 'Standard-Nutzer',
  args: { role: 'ogf_citizens', userName: 'Bernd Bürger', sections: [dashboard, profile] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Expertenstatus beantragen' })).toHaveAttribute(
      'href',
      '/profile/index?tab=experte',
    );
    await expect(canvas.queryByRole('link', { name: /GIS/ })).toBeNull();
  },
};

/** The data service cannot create a sighting: no promise to report here; where reporting happens, when the configuration names it. */
export const CitizenWithReportingLink: Story = {
  name: 'Standard-Nutzer mit Meldeportal',
  args: {
    role: 'ogf_citizens',
    userName: 'Bernd Bürger',
    sections: [dashboard, profile],
    reportingLink: { url: 'https://meldeportal.example/kaefer', label: 'das Meldeportal der Länder' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'das Meldeportal der Länder' })).toHaveAttribute(
      'href',
      'https://meldeportal.example/kaefer',
    );
    await expect(canvas.getByText(/Käferfunde melden Sie nicht hier/)).toBeInTheDocument();
  },
};

export const CitizenWithoutReportingLink: Story = {
  name: 'Standard-Nutzer ohne Meldeportal',
  args: { role: 'ogf_citizens', userName: 'Bernd Bürger', sections: [dashboard, profile] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(/Käferfunde werden außerhalb dieser Anwendung gemeldet/),
    ).toBeInTheDocument();
  },
};

export const Expert: Story = {
  name: 'Experte',
  args: {
    role: 'ogf_expert',
    userName: 'Eva Experte',
    sections: [dashboard, gis, profile],
    clients: [{ client_id: 3, name: 'Stadtforst Eberswalde', kataster_enabled: true }],
  },
};

/**
 * A citizen linked to two clients: the card says what a client is, that the administration made
 * the link, that the names open nothing, and per client whether the link gives Kataster access.
 */
export const CitizenWithClients: Story = {
  name: 'Standard-Nutzer mit Kunden',
  args: {
    role: 'ogf_citizens',
    userName: 'Bernd Bürger',
    sections: [dashboard, profile],
    clients: [
      { client_id: 3, name: 'Stadtforst Eberswalde', kataster_enabled: true },
      { client_id: 7, name: 'Wasser- und Bodenverband Welse', kataster_enabled: false },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('region', { name: 'Ihre Kunden' });
    await expect(card).toHaveTextContent(
      'Kunden sind Forstbetriebe, Gemeinden und Verbände, deren Karten und Dränagekataster hier geführt werden.',
    );
    await expect(card).toHaveTextContent('Die Administration hat Ihr Konto diesen Kunden zugeordnet');
    await expect(card).toHaveTextContent('Die Namen öffnen keine Seite');
    const list = canvas.getByRole('list', { name: 'Kunden, denen Ihr Konto zugeordnet ist' });
    const [eberswalde, welse] = within(list).getAllByRole('listitem');
    await expect(eberswalde).toHaveTextContent('Stadtforst EberswaldeZugriff auf das Kataster freigegeben');
    await expect(welse).toHaveTextContent('Wasser- und Bodenverband WelseKein Zugriff auf das Kataster freigegeben');
    await expect(within(list).queryByRole('link')).toBeNull();
  },
};

export const CitizenWithClientsNarrow: Story = {
  ...CitizenWithClients,
  name: 'Standard-Nutzer mit Kunden, schmal',
  globals: { viewport: { value: 'phone' } },
};

/**
 * A pending request: the person is a Standard-Nutzer whose request is open (not "angemeldet als
 * Expertenanfrage offen"), and the notice leads to the profile, where the mail switch and the
 * withdrawal are.
 */
export const ExpertRequested: Story = {
  name: 'Expertenanfrage offen',
  args: { role: 'ogf_expert_query', userName: 'Anja Anfrage', sections: [dashboard, profile] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Sie sind angemeldet als/)).toHaveTextContent(
      'Sie sind angemeldet als Standard-Nutzer mit offener Expertenanfrage.',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Ihre Anfrage auf Expertenstatus wird geprüft.');
    await expect(canvas.getByRole('link', { name: 'Zur Expertenanfrage im Profil' })).toHaveAttribute(
      'href',
      '/profile/index?tab=experte',
    );
  },
};

export const NewUser: Story = {
  name: 'Neuer Nutzer',
  args: { role: 'ogf_new', userName: null, sections: [dashboard] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Guten Tag' })).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('Ihr Konto wartet auf Freischaltung.');
    await expect(canvas.getByRole('status')).toHaveTextContent('Sie erhalten dann eine E-Mail.');
  },
};

/**
 * requirements §4: user data that cannot be loaded makes the role ogf_new, but the person is no new
 * user waiting for approval: no approval e-mail is promised (the shell's alert says what failed).
 */
const userDataFailedPlay: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 1, name: 'Guten Tag' })).toBeInTheDocument();
  await expect(canvas.getByRole('status')).toHaveTextContent(
    'Ohne Ihre Nutzerdaten sehen Sie vorerst nur diese Seite.',
  );
  await expect(canvas.queryByText(/wartet auf Freischaltung/)).toBeNull();
  await expect(canvas.queryByText(/Sie erhalten dann eine E-Mail/)).toBeNull();
  await expect(canvas.getByRole('link', { name: /Dashboard/ })).toHaveAttribute('href', '/dashboard');
};

export const UserDataFailed: Story = {
  name: 'Nutzerdaten nicht geladen',
  args: { role: 'ogf_new', userName: null, sections: [dashboard], hasUserDataError: true },
  play: userDataFailedPlay,
};

export const UserDataFailedNarrow: Story = {
  ...UserDataFailed,
  name: 'Nutzerdaten nicht geladen, schmal',
  globals: { viewport: { value: 'phone' } },
};

export const UserDataFailedTablet: Story = {
  ...UserDataFailed,
  name: 'Nutzerdaten nicht geladen, Tablet',
  globals: { viewport: { value: 'tablet' } },
};

export const UserDataFailedDesktop: Story = {
  ...UserDataFailed,
  name: 'Nutzerdaten nicht geladen, Desktop',
  globals: { viewport: { value: 'desktop' } },
};

export const UserDataFailedLongGermanText: Story = {
  name: 'Nutzerdaten nicht geladen, langer Text',
  args: {
    role: 'ogf_new',
    userName: null,
    hasUserDataError: true,
    sections: [
      {
        ...dashboard,
        title: 'Übersichtsseite der Forstschutzmeldungen',
        description:
          'Überblick über Borkenkäfer-Massenvermehrungsgefährdungseinschätzungen und Ihre nächsten Schritte als Waldbesitzerin oder Waldbesitzer.',
      },
    ],
  },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('zeigt sich, sobald Ihre Nutzerdaten geladen sind.');
    await expect(canvas.getByRole('link', { name: /Übersichtsseite der Forstschutzmeldungen/ })).toBeVisible();
  },
};

export const LongGermanName: Story = {
  name: 'Langer deutscher Name',
  args: {
    userName: 'Maximiliane Freifrau von Hohenzollern-Sigmaringen-Waldburg-Zeil',
    clients: [
      {
        client_id: 12,
        name: 'Forstbetriebsgemeinschaft Mittlerer Schwarzwald-Baar-Kreis und Umgebung e. V.',
        kataster_enabled: false,
      },
    ],
  },
};

export const NarrowWidth: Story = {
  name: 'Schmal',
  globals: { viewport: { value: 'phone' } },
};
