import {
  AddUserDialog,
  ClientDetailScreen,
  ClientOpenItems,
  ClientPeople,
  displayName,
  useMessage,
  type AddUserParams,
} from '@waldmonitor/ui';
import {
  allQueries,
  backOfficeHref,
  mapQuery,
  openItemTotalsOf,
  openItemsHref,
  type KundePatch,
} from '@waldmonitor/ui/model';
import { lazyLoad, Spinner } from '@waldmonitor/ui';
import { Suspense, useDeferredValue, useState } from 'react';
import {
  rowOf,
  searchConditions,
  useList,
  useRpc,
  useRpcAction,
  useRpcMutation,
  useTableMutation,
  type ActionOutcome,
  type ListQuery,
  type ListRow,
} from '../../../api';
import { UnsavedChangesGuard } from '../../../forms';
import { useClientChoice } from '../../../lists/useClientChoice';
import { useListView } from '../../../lists/useListView';
import { useViewTitle } from '../../../shell/viewTitle';
import { ClientDebitor } from './ClientDebitor';
import { CLIENT_USERS_LIST } from './clientUsersListQuery';

// echarts comes with the charts: its own chunk, loaded when a client's page shows them.
const ClientSurveyCharts = lazyLoad(() => import('./ClientSurveyCharts')).component((m) => m.ClientSurveyCharts);
// leaflet and the offline background come with the GIS chunk, loaded only when the client page shows the map.
const ClientArea = lazyLoad(() => import('./ClientArea')).component((m) => m.ClientArea);

/** The client's maps in the GIS table (`kunde` names the client filter there). */
export const clientMapsHref = (clientId: number) => `/gis/index?kunde=${clientId}`;

/**
 * The users whose name or e-mail hold every word of the search, the first 20 by name: from
 * GET /benutzer, whose search the trigram indexes serve; a_get_all_users' page would build the
 * whole list of users first (docs/decisions.md "Lists read views on table paths").
 */
function candidateQuery(search: string): ListQuery<ListRow<'getBenutzer'>> {
  return {
    where: searchConditions<ListRow<'getBenutzer'>>(search),
    order: [{ column: 'last_name' }, { column: 'first_name' }, { column: 'user_id' }],
    limit: 20,
    offset: 0,
  };
}

/** How many of a client's open items its page shows; the rest are in the Offene Posten. */
export const CLIENT_OPEN_ITEMS_SHOWN = 10;

/** The first of a client's open items, soonest due first, as the Offene Posten order them. */
export function clientOpenItemsQuery(clientId: number): ListQuery<ListRow<'getOffenePosten'>> {
  return {
    where: [{ column: 'client_id', op: 'eq', value: clientId }],
    order: [{ column: 'faellig_am' }, { column: 'id' }],
    limit: CLIENT_OPEN_ITEMS_SHOWN,
    offset: 0,
  };
}

/** What a_get_user_name and a_get_user_exists found for the typed e-mail, in German. */
export function mailCheckNotice(name: string | null, roleExists: boolean): string {
  if (name !== null)
    return `Diese E-Mail-Adresse gehört bereits zu ${name}. Fügen Sie die Person als vorhandenen Nutzer hinzu.`;
  if (roleExists) return 'Zu dieser E-Mail-Adresse gibt es schon eine Datenbankrolle; sie wird verwendet.';
  return 'Die E-Mail-Adresse ist noch nicht bekannt: Der Nutzer wird neu angelegt.';
}

/**
 * Dashboard › Kunden › one client (`?bereich=kunden&id=7`): a_get_client_details with
 * a_update_client_details, PATCH /kunde one field at a time, a_set_projektordner, the
 * cadastre switch (a_set_kataster_for_client, optimistic), deactivating the client and
 * activating it again (a_set_client_active), the client's open items (the first of GET
 * /offene_posten and its sums, a_get_open_item_totals), its Debitorennummer (ClientDebitor), and
 * the client's people.
 */
export function ClientDetailSection({ clientId }: { clientId: number }) {
  const message = useMessage();
  const details = rowOf(useRpc('a_get_client_details', { client_id: clientId }));
  const client = details.data ?? null;
  useViewTitle(client?.name);
  const [isDirty, setDirty] = useState(false);
  const [isAddUserOpen, setAddUserOpen] = useState(false);

  const updateDetails = useRpcMutation('a_update_client_details');
  const patchKunde = useTableMutation('patchKunde');
  const setOrdner = useRpcMutation('a_set_projektordner');
  const setKataster = useRpcMutation('a_set_kataster_for_client');
  // Asked in a dialog, which shows a refusal itself (the write rejects).
  const setActive = useRpcMutation('a_set_client_active');

  const openItems = useList('getOffenePosten', {}, clientOpenItemsQuery(clientId));
  const openItemSums = useRpc('a_get_open_item_totals', { client_id: clientId, altersklasse: null });

  // The client's users one page at a time (25), searched and sorted by the data service.
  const appUsers = useListView(CLIENT_USERS_LIST, { client_id: clientId });
  const accounts = useRpc('a_get_users_from_client', { client_id: clientId });
  const people = { ...appUsers, list: mapQuery(allQueries([appUsers.list, accounts] as const), ([page]) => page) };
  // The users to add come from a search on the service: there are too many to read them all.
  const [candidateSearch, setCandidateSearch] = useState('');
  const searched = useDeferredValue(candidateSearch.trim());
  const candidates = useList('getBenutzer', searched === '' ? null : {}, candidateQuery(searched));
  // "Nutzer anlegen" searches its client on the service (this client preset), only while it is open.
  const clientChoice = useClientChoice(clientId, isAddUserOpen);
  const apusTeam = useRpc('a_get_apus_team_from_client', {});
  // Actions without a form: each shows its own failure (useRpcAction); the page says what succeeded.
  const setUserKataster = useRpcAction('a_add_user_to_client', {
    failed: 'Der Kataster-Zugriff wurde nicht geändert.',
  });
  const addUserToClient = useRpcAction('a_add_user_to_client', { failed: 'Der Nutzer wurde nicht hinzugefügt.' });
  const connect = useRpcAction('a_connect_user_to_client', { failed: 'Das Konto wurde nicht verbunden.' });
  const disconnect = useRpcAction('a_disconnect_user_from_client', { failed: 'Das Konto wurde nicht getrennt.' });
  const addUser = useRpcMutation('a_add_user');
  // "Nutzer anlegen" first asks whether the mail is known and whether its database role exists.
  const [checkedMail, setCheckedMail] = useState<string | null>(null);
  const knownName = useRpc('a_get_user_name', checkedMail ? { g_mail: checkedMail } : null);
  const roleExists = useRpc('a_get_user_exists', checkedMail ? { db_role: checkedMail } : null);
  const mailNotice =
    checkedMail === null || knownName.data === undefined || roleExists.data === undefined
      ? null
      : mailCheckNotice(knownName.data, roleExists.data);

  const clientName = client?.name ?? `Kunde ${clientId}`;
  const userOf = (userId: number) =>
    appUsers.list.data?.rows.find((user) => user.user_id === userId) ??
    candidates.data?.rows.find((candidate) => candidate.user_id === userId);
  const nameOf = (userId: number) => {
    const user = userOf(userId);
    return user ? displayName(user) : `Nutzer ${userId}`;
  };

  /** Says what an action did once it succeeded (its failure it shows itself); resolves to whether it did. */
  const done = async (outcome: Promise<ActionOutcome<unknown>>, text: string) => {
    const { ok } = await outcome;
    if (ok) message.success(text);
    return ok;
  };

  const account = (userId: number) => {
    const email = userOf(userId)?.email ?? '';
    return { username: email, user_id: userId, client_id: clientId };
  };

  return (
    <>
      <ClientDetailScreen
        client={details}
        backHref={backOfficeHref('kunden')}
        mapsHref={clientMapsHref(clientId)}
        onDirtyChange={setDirty}
        onSaveDetails={async (params) => {
          await updateDetails(params);
          message.success('Stammdaten gespeichert.');
        }}
        onPatch={async (patch: KundePatch) => {
          await patchKunde({ id: clientId }, patch);
          message.success('bundesland' in patch ? 'Bundesland gespeichert.' : 'Koordinatensystem gespeichert.');
        }}
        onSaveOrdner={async (ordner) => {
          await setOrdner({ client_id: clientId, ordner });
          message.success('Projektordner gespeichert.');
        }}
        onKatasterChange={async (enabled) => {
          // A refusal is reported by the write (and rolled back); a success says so and takes that report away.
          if (await setKataster({ client_id: clientId, kataster_status: enabled })) {
            message.success(
              `Der Kataster für „${clientName}“ ist jetzt ${enabled ? 'eingeschaltet' : 'ausgeschaltet'}.`,
            );
          }
        }}
        onActiveChange={async (aktiv) => {
          await setActive({ client_id: clientId, aktiv });
          message.success(
            aktiv
              ? `„${clientName}“ ist wieder aktiv und wird für neue Angebote, Rechnungen, Karten und Nutzer angeboten.`
              : `„${clientName}“ ist deaktiviert.`,
          );
        }}
        debitor={<ClientDebitor clientId={clientId} />}
        openItems={
          <ClientOpenItems
            items={openItems}
            sums={mapQuery(openItemSums, openItemTotalsOf)}
            allHref={openItemsHref({ client: String(clientId) })}
          />
        }
        area={
          client ? (
            <Suspense fallback={<Spinner label="Kundengebiet wird geladen …" />}>
              <ClientArea clientId={clientId} clientName={client.name} />
            </Suspense>
          ) : null
        }
        surveys={
          <Suspense fallback={<Spinner label="Erfassungsstand wird geladen …" />}>
            <ClientSurveyCharts clientId={clientId} />
          </Suspense>
        }
        people={
          client ? (
            <ClientPeople
              clientName={client.name}
              appUsers={people}
              accounts={accounts.data ?? null}
              candidates={candidates.data?.rows ?? []}
              candidateSearch={candidateSearch}
              onCandidateSearchChange={setCandidateSearch}
              apusTeam={apusTeam.data ?? []}
              onKatasterChange={(userId, enabled) =>
                done(
                  setUserKataster({ user_id: userId, client_id: clientId, kataster_enabled: enabled }),
                  `Kataster-Zugriff für ${nameOf(userId)} ${enabled ? 'eingeschaltet' : 'ausgeschaltet'}.`,
                )
              }
              onConnect={(userId) =>
                done(connect(account(userId)), `Konto von ${nameOf(userId)} mit ${clientName} verbunden.`)
              }
              onDisconnect={(userId) =>
                done(disconnect(account(userId)), `Konto von ${nameOf(userId)} von ${clientName} getrennt.`)
              }
              onAddUser={({ user_id, kataster_enabled }) =>
                done(
                  addUserToClient({ user_id, client_id: clientId, kataster_enabled }),
                  `${nameOf(user_id)} arbeitet jetzt für ${clientName}.`,
                )
              }
              onCreateUser={() => setAddUserOpen(true)}
            />
          ) : null
        }
      />
      <AddUserDialog
        isOpen={isAddUserOpen}
        onOpenChange={setAddUserOpen}
        clientChoice={clientChoice}
        presetClientId={clientId}
        onMailCheck={setCheckedMail}
        mailNotice={mailNotice}
        onSubmit={async (params: AddUserParams) => {
          await addUser(params);
          message.success(`${displayName({ ...params, email: params.mail })} wurde angelegt.`);
        }}
      />
      <UnsavedChangesGuard
        isDirty={isDirty}
        message="Sie haben die Stammdaten des Kunden geändert, aber nicht gespeichert. Wenn Sie die Seite verlassen, gehen die Änderungen verloren."
      />
    </>
  );
}
