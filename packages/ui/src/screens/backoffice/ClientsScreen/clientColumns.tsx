import styled from 'styled-components';
import { bundeslandLabel } from '../../../model/domainValues';
import type { ClientListRow } from '../../../model/resultRows';
import type { Column } from '../../../primitives/Table';
import { Tag } from '../../../primitives/Tag';
import { color, fontSize, visuallyHidden } from '../../../theme';
import { countColumn, katasterColumn } from '../listCells';

/** An empty cell that a screen reader still reads as such. */
const missing = () => <Hidden>keine Angabe</Hidden>;

/** The clients table: name and addition, place, Land, EPSG, cadastre, maps, users. */
export const CLIENT_COLUMNS: Column<ClientListRow>[] = [
  {
    key: 'name',
    header: 'Name',
    width: '30%',
    sortable: (client) => client.name,
    cell: (client) => (
      <>
        <Wrap>{client.name}</Wrap>
        {client.name_zusatz ? <Zusatz>{client.name_zusatz}</Zusatz> : null}
        {client.aktiv ? null : <Tag label="Deaktiviert" tone="neutral" />}
      </>
    ),
  },
  {
    key: 'ort',
    header: 'Ort',
    width: '16%',
    sortable: (client) => client.ort,
    cell: (client) => (client.ort ? [client.plz, client.ort].filter(Boolean).join(' ') : missing()),
  },
  {
    key: 'bundesland',
    header: 'Bundesland',
    width: '15%',
    sortable: (client) => (client.bundesland ? bundeslandLabel(client.bundesland) : null),
    cell: (client) => (client.bundesland ? bundeslandLabel(client.bundesland) : <Tag label="fehlt" tone="warning" />),
  },
  {
    key: 'epsg',
    header: 'EPSG',
    width: '9%',
    sortable: (client) => client.epsg,
    cell: (client) => (client.epsg ? String(client.epsg) : <Tag label="fehlt" tone="warning" />),
  },
  katasterColumn((client) => client.kataster_status, '10%'),
  countColumn('karten', 'Karten', (client) => client.karten, '8%'),
  countColumn('nutzer', 'Nutzer', (client) => client.nutzer, '8%'),
];

const Wrap = styled.span`
  display: block;
  overflow-wrap: anywhere;
`;

const Zusatz = styled.span`
  display: block;
  color: ${color.textSecondary};
  font-size: ${fontSize.sm};
  overflow-wrap: anywhere;
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;
