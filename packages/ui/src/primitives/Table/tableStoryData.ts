import { roleLabel } from '../../model/roles';
import type { Column } from './types';

/** Story fixtures: a small user list, a list with long German words, and 10,000 numbered rows. */

export interface StoryUser {
  user_id: number;
  last_name: string;
  first_name: string;
  email: string;
  app_status: string;
  reg_date: Date;
}

const dateFormat = new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric' });
const numberFormat = new Intl.NumberFormat('de-DE');

const people: [string, string, string, string][] = [
  ['Schneider', 'Lena', 'ogf_expert', '2023-04-12'],
  ['Müller', 'Jonas', 'ogf_citizens', '2023-05-02'],
  ['Öztürk', 'Elif', 'ogf_expert_query', '2023-05-19'],
  ['Weber', 'Katharina', 'ogf_admin', '2022-11-08'],
  ['Ahrens', 'Jan', 'ogf_citizens', '2024-01-23'],
  ['Schäfer', 'Lukas', 'ogf_new', '2024-06-30'],
  ['Fischer', 'Sophie', 'ogf_expert', '2023-02-14'],
  ['Zimmermann', 'Matthias', 'ogf_citizens', '2023-09-01'],
  ['Bauer', 'Miriam', 'ogf_citizens', '2024-03-11'],
  ['Koch', 'Tobias', 'ogf_expert', '2022-07-27'],
  ['Richter', 'Hannah', 'ogf_citizens', '2024-08-05'],
  ['Wagner', 'Felix', 'ogf_new', '2024-09-17'],
  ['Hoffmann', 'Julia', 'ogf_citizens', '2023-12-04'],
  ['Becker', 'Paul', 'ogf_expert_query', '2024-02-29'],
  ['Schröder', 'Greta', 'ogf_citizens', '2023-07-21'],
  ['Neumann', 'David', 'ogf_expert', '2022-10-10'],
  ['Krüger', 'Marie', 'ogf_citizens', '2024-05-06'],
  ['Wolf', 'Benedikt', 'ogf_citizens', '2023-03-30'],
  ['Günther', 'Ida', 'ogf_new', '2024-10-02'],
  ['Lange', 'Moritz', 'ogf_citizens', '2023-06-15'],
];

const mailName = (s: string) =>
  s.toLowerCase().replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss');

export const storyUsers: StoryUser[] = people.map(([last_name, first_name, app_status, date], index) => ({
  user_id: 101 + index,
  last_name,
  first_name,
  email: `${mailName(first_name)}.${mailName(last_name)}@forst-beispiel.de`,
  app_status,
  reg_date: new Date(`${date}T09:30:00`),
}));

export const fullName = (user: StoryUser) => `${user.last_name}, ${user.first_name}`;

export const userColumns: Column<StoryUser>[] = [
  { key: 'name', header: 'Name', cell: fullName, sortable: fullName },
  { key: 'email', header: 'E-Mail', cell: (u) => u.email, sortable: (u) => u.email, width: '35%' },
  {
    key: 'rolle',
    header: 'Rolle',
    cell: (u) => roleLabel(u.app_status),
    sortable: (u) => roleLabel(u.app_status),
  },
  {
    key: 'registriert',
    header: 'Registrierungsdatum',
    cell: (u) => dateFormat.format(u.reg_date),
    sortable: (u) => u.reg_date,
    align: 'end',
  },
];

export const longTextUsers: StoryUser[] = [
  {
    user_id: 901,
    last_name: 'Freiherr von Hohenzollern-Sigmaringen-Schwarzwaldbahnhofsvorsteher',
    first_name: 'Maximiliane Friederike',
    email: 'maximiliane.friederike.von.hohenzollern@forstbetriebsgemeinschaft-nordschwarzwald.de',
    app_status: 'ogf_expert_query',
    reg_date: new Date('2024-02-01T08:00:00'),
  },
  {
    user_id: 902,
    last_name: 'Borkenkäferbefallsflächenkartierungsbeauftragte',
    first_name: 'Jördis',
    email: 'joerdis@landesforstverwaltungsgesellschaft-mecklenburg-vorpommern.de',
    app_status: 'ogf_admin',
    reg_date: new Date('2023-08-19T08:00:00'),
  },
  ...storyUsers.slice(0, 3),
];

export interface NumberedRow {
  id: number;
  label: string;
  revier: string;
  anzahl: number;
}

const reviere = ['Eichwald', 'Buchenhain', 'Fichtenhöhe', 'Kiefernheide', 'Lärchengrund', 'Ahornau'];

export const tenThousandRows: NumberedRow[] = Array.from({ length: 10_000 }, (_, index) => ({
  id: index + 1,
  label: `Zeile ${numberFormat.format(index + 1)}`,
  revier: `Revier ${reviere[index % reviere.length]}`,
  anzahl: (index * 7919) % 1000,
}));

export const numberedColumns: Column<NumberedRow>[] = [
  { key: 'label', header: 'Zeile', cell: (r) => r.label, sortable: (r) => r.id },
  { key: 'revier', header: 'Revier', cell: (r) => r.revier, sortable: (r) => r.revier },
  {
    key: 'anzahl',
    header: 'Käfer gezählt',
    cell: (r) => numberFormat.format(r.anzahl),
    sortable: (r) => r.anzahl,
    align: 'end',
  },
];
