import type { BenutzerRow, Client, User } from '../../model/entities';
import type { Role } from '../../model/roles';
import { BERUFSGRUPPEN } from '../../model/domainValues';

/** Story fixtures of the user screens: a few named people, 60 generated users, clients. */

const FIRST = ['Lena', 'Jonas', 'Elif', 'Katharina', 'Jan', 'Lukas', 'Sophie', 'Matthias', 'Miriam', 'Tobias'];
const LAST = ['Schneider', 'Müller', 'Öztürk', 'Weber', 'Schäfer', 'Fischer', 'Zimmermann', 'Bauer', 'Koch', 'Strauß'];
const ROLE_CYCLE: readonly Role[] = [
  'ogf_citizens',
  'ogf_expert',
  'ogf_citizens',
  'ogf_new',
  'ogf_expert_query',
  'ogf_citizens',
  'ogf_admin',
];

function plain(text: string): string {
  return text.toLowerCase().replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss');
}

export function storyUser(overrides: Partial<User> & Pick<User, 'user_id'>): User {
  return {
    first_name: 'Erika',
    last_name: 'Mustermann',
    email: `nutzer${overrides.user_id}@waldmonitor.example`,
    app_status: 'ogf_citizens',
    geb: '1980-05-17',
    phone: '0351 1234567',
    berufsgruppe: 'Förster/in',
    reg_date: '2024-03-11',
    geschlecht: 'weiblich',
    ...overrides,
  };
}

export const admin = storyUser({
  user_id: 4,
  first_name: 'Anja',
  last_name: 'Albrecht',
  email: 'admin@waldmonitor.example',
  app_status: 'ogf_admin',
  berufsgruppe: 'Revierleiter/in',
  reg_date: '2022-01-10',
});
export const pendingAndreas = storyUser({
  user_id: 5,
  first_name: 'Andreas',
  last_name: 'Ahrens',
  email: 'anfrage@waldmonitor.example',
  app_status: 'ogf_expert_query',
  berufsgruppe: 'Biologe/Biologin',
  reg_date: '2023-08-02',
  geschlecht: 'männlich',
});
export const pendingGreta = storyUser({
  user_id: 9,
  first_name: 'Greta',
  last_name: 'Schröder',
  email: 'greta.schroeder@forst.example',
  app_status: 'ogf_expert_query',
  berufsgruppe: 'Förster/in',
  reg_date: '2024-02-29',
});
export const expertErik = storyUser({
  user_id: 3,
  first_name: 'Erik',
  last_name: 'Eichhorn',
  email: 'experte@waldmonitor.example',
  app_status: 'ogf_expert',
  berufsgruppe: 'Forstwirt/in',
  reg_date: '2022-06-30',
  geschlecht: 'männlich',
});
export const citizenBirgit = storyUser({
  user_id: 2,
  first_name: 'Birgit',
  last_name: 'Brandt',
  email: 'buerger@waldmonitor.example',
  app_status: 'ogf_citizens',
  berufsgruppe: 'Waldbesitzer/in',
  reg_date: '2023-04-12',
});
export const newNina = storyUser({
  user_id: 1,
  first_name: null,
  last_name: null,
  email: 'neu@waldmonitor.example',
  app_status: 'ogf_new',
  geb: null,
  phone: null,
  berufsgruppe: null,
  geschlecht: null,
  reg_date: '2026-11-20',
});

export const fewUsers: User[] = [newNina, citizenBirgit, expertErik, admin, pendingAndreas, pendingGreta];

/** 60 users over every role, with German names (umlauts and ß) and several pending requests. */
export const sixtyUsers: User[] = Array.from({ length: 60 }, (_, index) => {
  const first = FIRST[index % FIRST.length] as string;
  const last = LAST[(index * 7) % LAST.length] as string;
  const role = ROLE_CYCLE[index % ROLE_CYCLE.length] as Role;
  return storyUser({
    user_id: 100 + index,
    first_name: first,
    last_name: last,
    email: `${plain(first)}.${plain(last)}${index}@forst.example`,
    app_status: role,
    berufsgruppe: role === 'ogf_new' ? null : (BERUFSGRUPPEN[index % BERUFSGRUPPEN.length] as string),
    reg_date: `20${22 + (index % 4)}-${String((index % 12) + 1).padStart(2, '0')}-${String((index % 27) + 1).padStart(2, '0')}`,
  });
});

export const longTextUser = storyUser({
  user_id: 77,
  first_name: 'Maximiliane-Friederike',
  last_name: 'Freifrau von Waldbrunnen-Hohenzollern-Sigmaringen',
  email: 'maximiliane-friederike.freifrau-von-waldbrunnen@forstbetriebsgemeinschaft-oberlausitz.example',
  app_status: 'ogf_expert_query',
  berufsgruppe: 'Naturschutzverband',
});

/** A `benutzer` row: the user with the mail flags. */
export function storyBenutzer(user: User, flags: Partial<BenutzerRow> = {}): BenutzerRow {
  return {
    ...user,
    mail_register: false,
    mail_new: false,
    mail_rejected: true,
    mail_published: true,
    mail_expert_request: false,
    mail_expert_approved: true,
    ...flags,
  };
}

const client = (client_id: number, name: string, ort: string): Client => ({
  client_id,
  name,
  ort,
  strasse: null,
  plz: null,
  ap_gender: null,
  ap_vorname: null,
  ap_nachname: null,
  ap_tel: null,
  name_zusatz: null,
  bundesland: 'SN',
  epsg: 25833,
});

export const storyClients: Client[] = [
  client(1, 'Forstbetrieb Sachsenforst Oberlausitz', 'Görlitz'),
  client(4, 'Waldgenossenschaft Erzgebirge', 'Annaberg-Buchholz'),
  client(13, 'Stadtwald Dresden', 'Dresden'),
  client(20, 'Wasser- und Bodenverband Spreewald', 'Lübbenau'),
];
