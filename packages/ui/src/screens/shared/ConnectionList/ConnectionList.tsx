import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { QueryState } from '../../../model/queryState';
import { Button } from '../../../primitives/Button';
import { Checkbox } from '../../../primitives/Checkbox';
import { ConfirmDialog } from '../../../primitives/ConfirmDialog';
import { EmptyState } from '../../../primitives/EmptyState';
import { ErrorState } from '../../../primitives/ErrorState';
import type { IconName } from '../../../primitives/Icon';
import { Select, type SelectOption } from '../../../primitives/Select';
import { Spinner } from '../../../primitives/Spinner';
import { Switch } from '../../../primitives/Switch';
import { Tag } from '../../../primitives/Tag';
import type { Column } from '../../../primitives/Table';
import { TextField } from '../../../primitives/TextField';
import { color, fontWeights, radii, space } from '../../../theme';
import { ListPage, type ListPageState } from '../ListPage';

/**
 * One link between an app user and a client, seen from either side: a user's clients
 * (/users/{id}) or a client's people (Dashboard › Kunden). `id` is the other side's id.
 */
export interface ConnectionRow {
  id: number;
  name: string;
  kataster_enabled: boolean;
  /** a_connect_user_to_client / a_disconnect_user_from_client; null while unknown. */
  isConnected: boolean | null;
}

/** The texts that name the other side; everything else is shared. */
export interface ConnectionWording {
  /** e.g. `Kataster-Zugriff bei ${name}`. */
  katasterLabel: (name: string) => string;
  connectLabel: (name: string) => string;
  disconnectLabel: (name: string) => string;
  statusLoading: (name: string) => string;
  disconnectMessage: (name: string) => string;
  loading: string;
  loadError: string;
  empty: string;
  emptyIcon: IconName;
  addGroup: string;
  addSelect: string;
  addPlaceholder: string;
  noneAddable: string;
}

/**
 * A search before the choice of what to add, where there are too many to list (every user):
 * the caller asks the service for the few that match and passes them as `addable`.
 */
export interface AddSearch {
  label: string;
  text: string;
  onChange: (text: string) => void;
  /** The choice's placeholder while nothing is searched, e.g. "Erst Name oder E-Mail suchen". */
  hint: string;
}

/**
 * The links one page at a time, searched and sorted by the data service (a client's users):
 * the list's state (`ListPageState`) and its texts. The column `name` is the sortable one.
 */
export interface ConnectionPage extends ListPageState<ConnectionRow> {
  caption: string;
  searchLabel: string;
  countLabel: (total: string, count: number) => string;
  filteredEmptyMessage: string;
}

/** The links, as one read (`rows`), or one page of them (`page`). */
type ConnectionSource =
  { rows: QueryState<readonly ConnectionRow[]>; page?: never } | { page: ConnectionPage; rows?: never };

export type ConnectionListProps = ConnectionSource & {
  /** What can be linked in addition (not yet in `rows`). */
  addable: readonly SelectOption[];
  addSearch?: AddSearch;
  wording: ConnectionWording;
  onKatasterChange: (id: number, enabled: boolean) => unknown;
  onConnect: (id: number) => unknown;
  onDisconnect: (id: number) => unknown;
  /**
   * `a_add_user_to_client {user_id, client_id, kataster_enabled}`; resolves once done, to `false`
   * when it was not saved (the action showed why): the choice then stays for another try.
   */
  onAdd: (params: { id: number; kataster_enabled: boolean }) => Promise<unknown>;
};

/** The links with cadastre access and account connection, and adding one more. */
export function ConnectionList(props: ConnectionListProps) {
  const { addable, wording, onKatasterChange, onConnect, onDisconnect, onAdd, addSearch } = props;
  const [choice, setChoice] = useState('');
  // Disconnecting ends the user's access to the client's data: asked first, as role changes are.
  const [disconnecting, setDisconnecting] = useState<ConnectionRow | null>(null);
  const [withKataster, setWithKataster] = useState(false);

  const kataster = (row: ConnectionRow) => (
    <Switch
      label={wording.katasterLabel(row.name)}
      isLabelHidden
      checked={row.kataster_enabled}
      onChange={(enabled) => onKatasterChange(row.id, enabled)}
    />
  );
  const accountCell = (row: ConnectionRow) =>
    row.isConnected === null ? (
      <Spinner label={wording.statusLoading(row.name)} />
    ) : (
      <Account>
        <Tag
          label={row.isConnected ? 'Konto verbunden' : 'Konto nicht verbunden'}
          tone={row.isConnected ? 'success' : 'neutral'}
          icon={row.isConnected ? 'link' : 'unlink'}
        />
        {row.isConnected ? (
          <Button
            size="sm"
            icon="unlink"
            aria-label={wording.disconnectLabel(row.name)}
            onClick={() => setDisconnecting(row)}
          >
            Trennen
          </Button>
        ) : (
          <Button size="sm" icon="link" aria-label={wording.connectLabel(row.name)} onClick={() => onConnect(row.id)}>
            Verbinden
          </Button>
        )}
      </Account>
    );

  let links: ReactNode;
  if (props.page) {
    const columns: Column<ConnectionRow>[] = [
      { key: 'name', header: 'Name', cell: (row) => <Name>{row.name}</Name>, sortable: (row) => row.name },
      // The table fits a phone's card (19rem): there the account's status wraps above its button; from
      // an 800 px window's card on, status and button sit on one line. The name takes the rest.
      { key: 'kataster', header: 'Kataster', cell: kataster, width: '5.5rem' },
      { key: 'konto', header: 'Konto', cell: accountCell, width: '44%' },
    ];
    links = (
      <ListPage
        {...props.page}
        columns={columns}
        getRowId={(row) => row.id}
        minWidth="19rem"
        emptyMessage={wording.empty}
      />
    );
  } else {
    const query = props.rows;
    if (query.isLoading) return <Spinner label={wording.loading} />;
    if (query.error !== null)
      return <ErrorState title={wording.loadError} error={query.error} onRetry={query.onRetry} />;
    const rows = query.data ?? [];
    links =
      rows.length === 0 ? (
        <EmptyState icon={wording.emptyIcon} title={wording.empty} />
      ) : (
        <List>
          {rows.map((row) => (
            <Item key={row.id}>
              <Name>{row.name}</Name>
              {kataster(row)}
              <KatasterText aria-hidden="true">Kataster</KatasterText>
              {accountCell(row)}
            </Item>
          ))}
        </List>
      );
  }

  return (
    <Root>
      {links}

      <AddRow aria-label={wording.addGroup} role="group">
        {addSearch ? (
          <AddSearchField
            label={addSearch.label}
            icon="search"
            isClearable
            value={addSearch.text}
            onChange={addSearch.onChange}
            autoComplete="off"
          />
        ) : null}
        <AddSelect
          label={wording.addSelect}
          placeholder={
            addSearch && addSearch.text.trim() === ''
              ? addSearch.hint
              : addable.length === 0
                ? wording.noneAddable
                : wording.addPlaceholder
          }
          disabled={addable.length === 0}
          options={addable}
          value={choice}
          onChange={setChoice}
        />
        <Checkbox label="Mit Kataster-Zugriff" checked={withKataster} onChange={setWithKataster} />
        <Button
          icon="plus"
          disabled={choice === ''}
          onClick={async () => {
            if ((await onAdd({ id: Number(choice), kataster_enabled: withKataster })) === false) return;
            setChoice('');
            setWithKataster(false);
          }}
        >
          Hinzufügen
        </Button>
      </AddRow>
      <ConfirmDialog
        isOpen={disconnecting !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setDisconnecting(null);
        }}
        title="Konto trennen?"
        message={disconnecting ? wording.disconnectMessage(disconnecting.name) : ''}
        confirmLabel="Trennen"
        tone="danger"
        onConfirm={async () => {
          if (disconnecting) await onDisconnect(disconnecting.id);
        }}
      />
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${space[4]};
`;

const List = styled.ul`
  display: grid;
  gap: ${space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[2]} ${space[3]};
  padding: ${space[2]} ${space[3]};
  border: 1px solid ${color.border};
  border-radius: ${radii.md};
`;

const Name = styled.span`
  flex: 1 1 14rem;
  min-width: 0;
  font-weight: ${fontWeights.semibold};
  overflow-wrap: anywhere;
`;

const Account = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[2]} ${space[3]};
`;

const KatasterText = styled.span`
  margin-left: -${space[2]};
  color: ${color.textSecondary};
`;

const AddRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${space[3]};
  padding-top: ${space[3]};
  border-top: 1px solid ${color.border};
`;

const AddSearchField = styled(TextField)`
  flex: 1 1 12rem;
`;

const AddSelect = styled(Select)`
  flex: 1 1 16rem;
`;
