import { DEMO_USERS, setFault } from '@waldmonitor/mocks/node';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createDataClient } from './client';
import {
  TEST_BASE_URL,
  TEST_TOKEN,
  countCalls,
  createHookWrapper,
  recordRequests,
  startMockService,
} from './testHarness';
import { rowOf, useList, useRpc, useRpcMutation, useTable, useTableMutation } from './useRpc';

startMockService();

describe('given two readers of one key', () => {
  it('sends one request and gives both the same data', async () => {
    const sent = recordRequests();
    const { Wrapper } = createHookWrapper();
    const { result } = renderHook(() => [useRpc('a_get_all_clients', {}), useRpc('a_get_all_clients', {})] as const, {
      wrapper: Wrapper,
    });
    await waitFor(() => expect(result.current[0].data?.length).toBeGreaterThan(0));
    expect(result.current[1].data).toBe(result.current[0].data);
    expect(countCalls(sent, 'POST', '/rpc/a_get_all_clients')).toBe(1);
  });
});

describe('given a mutation', () => {
  it('after a_update_kaefer the overview and the published counts are fetched again, nothing else', async () => {
    const sent = recordRequests();
    const { Wrapper } = createHookWrapper();
    const { result } = renderHook(
      () => ({
        overview: useRpc('a_get_kaefer_overview', { bundesland: null, kaeferart: null }),
        byArt: useRpc('a_get_kaefer_by_art', {}),
        species: useTable('getKaeferarten', {}),
        update: useRpcMutation('a_update_kaefer'),
      }),
      { wrapper: Wrapper },
    );
    await waitFor(() => expect(result.current.overview.data && result.current.byArt.data).toBeTruthy());
    await waitFor(() => expect(result.current.species.data).toBeDefined());
    const record = result.current.overview.data?.find((row) => row.status === 'gemeldet');
    expect(record).toBeDefined();

    await act(() =>
      result.current.update({
        id: record!.id,
        status: 'bestaetigt',
        published_from: null,
        letzter_bearbeiter: 'Erik Eichhorn',
      }),
    );

    expect(countCalls(sent, 'POST', '/rpc/a_get_kaefer_overview')).toBe(2);
    expect(countCalls(sent, 'POST', '/rpc/a_get_kaefer_by_art')).toBe(2);
    expect(countCalls(sent, 'GET', '/kaeferarten')).toBe(1);
    const updated = result.current.overview.data?.find((row) => row.id === record!.id);
    expect(updated).toMatchObject({ status: 'bestaetigt', letzter_bearbeiter: 'Erik Eichhorn' });
  });

  it('after a position insert the invoice’s positions and details are fetched again, not the offer’s', async () => {
    const sent = recordRequests();
    const { Wrapper } = createHookWrapper();
    const { result } = renderHook(
      () => ({
        // The newest invoice: an archived one refuses new positions.
        positions: useRpc('a_get_invoice_positions', { invoice_id: 58 }),
        details: rowOf(useRpc('a_get_invoice_details', { invoice_id: 58 })),
        offerPositions: useRpc('a_get_offer_positions', { offer_id: 3 }),
        insert: useRpcMutation('a_insert_position'),
      }),
      { wrapper: Wrapper },
    );
    await waitFor(() => expect(result.current.positions.data && result.current.details.data).toBeTruthy());
    await waitFor(() => expect(result.current.offerPositions.data).toBeDefined());
    const before = result.current.positions.data?.length ?? 0;

    const id = await act(() =>
      result.current.insert({
        rechnung_id: 58,
        angebot_id: null,
        anzahl: 3,
        bez: 'Befliegung mit Drohne',
        einheit: 'h',
        ep: 120,
        lfd_nr: before + 1,
        erl: null,
        erl_on: null,
        erl_titel: null,
      }),
    );

    expect(countCalls(sent, 'POST', '/rpc/a_get_invoice_positions')).toBe(2);
    expect(countCalls(sent, 'POST', '/rpc/a_get_invoice_details')).toBe(2);
    expect(countCalls(sent, 'POST', '/rpc/a_get_offer_positions')).toBe(1);
    expect(result.current.positions.data).toHaveLength(before + 1);
    expect(result.current.positions.data?.find((position) => position.id === id)).toMatchObject({
      bez: 'Befliegung mit Drohne',
      anzahl: 3,
      ep: 120,
    });
  });

  it('after a_change_app_status the user list and that user’s data show the new role', async () => {
    const { Wrapper } = createHookWrapper();
    const anfrage = DEMO_USERS.anfrage;
    const { result } = renderHook(
      () => ({
        users: useRpc('a_get_all_users', {}),
        data: rowOf(useRpc('a_get_user_data', { email: anfrage.email, id: 'sub-anfrage' })),
        change: useRpcMutation('a_change_app_status'),
      }),
      { wrapper: Wrapper },
    );
    await waitFor(() => expect(result.current.users.data && result.current.data.data).toBeTruthy());
    const user = result.current.data.data!;
    expect(user.app_status).toBe('ogf_expert_query');

    await act(() => result.current.change({ user_id: user.user_id, username: anfrage.email, status: 'ogf_expert' }));

    expect(result.current.data.data?.app_status).toBe('ogf_expert');
    expect(result.current.users.data?.find((row) => row.user_id === user.user_id)?.app_status).toBe('ogf_expert');
  });
});

describe('given an optimistic change', () => {
  it('shows a mail flag at once, rolls it back and reports in German when the service refuses', async () => {
    const { Wrapper, notify } = createHookWrapper();
    const { result } = renderHook(
      () => ({ benutzer: rowOf(useTable('getBenutzerById', { id: 2 })), patch: useTableMutation('patchBenutzer') }),
      {
        wrapper: Wrapper,
      },
    );
    await waitFor(() => expect(result.current.benutzer.data).toBeTruthy());
    const original = result.current.benutzer.data!.mail_new;
    setFault('PATCH /benutzer', { status: 503, message: 'Die Datenbank ist nicht erreichbar.', latencyMs: 100 });

    let saved: Promise<boolean> | undefined;
    act(() => {
      saved = result.current.patch({ id: 2 }, { mail_new: !original });
    });
    await waitFor(() => expect(result.current.benutzer.data?.mail_new).toBe(!original));
    expect(await act(() => saved!)).toBe(false);

    expect(result.current.benutzer.data?.mail_new).toBe(original);
    expect(notify).toHaveBeenCalledExactlyOnceWith({
      text: 'Die Mail-Einstellung „Neue Meldungen“ wurde nicht gespeichert. Der Datendienst ist gerade nicht verfügbar. Bitte versuchen Sie es in einigen Minuten erneut.',
      details: 'Die Datenbank ist nicht erreichbar.',
    });
  });
});

describe('given a position edited in its document', () => {
  it('refreshes the document the caller names (a_update_position names only the position)', async () => {
    const sent = recordRequests();
    const { Wrapper } = createHookWrapper();
    const { result } = renderHook(
      () => ({
        positions: useRpc('a_get_invoice_positions', { invoice_id: 58 }),
        details: rowOf(useRpc('a_get_invoice_details', { invoice_id: 58 })),
        offerPositions: useRpc('a_get_offer_positions', { offer_id: 3 }),
        update: useRpcMutation('a_update_position'),
      }),
      { wrapper: Wrapper },
    );
    await waitFor(() => expect(result.current.positions.data?.length).toBeGreaterThan(0));
    await waitFor(() => expect(result.current.details.data && result.current.offerPositions.data).toBeTruthy());
    const position = result.current.positions.data![0]!;

    await act(() =>
      result.current.update(
        {
          position_id: position.id,
          anzahl: 4,
          bez: position.bez,
          einheit: position.einheit,
          ep: position.ep,
          lfd_nr: position.lfd_nr,
          erl: position.erl,
          erl_on: position.erl_on,
          erl_titel: position.erl_titel,
        },
        { rechnung_id: 58 },
      ),
    );

    expect(result.current.positions.data?.find((row) => row.id === position.id)?.anzahl).toBe(4);
    expect(countCalls(sent, 'POST', '/rpc/a_get_invoice_positions')).toBe(2);
    expect(countCalls(sent, 'POST', '/rpc/a_get_invoice_details')).toBe(2);
    expect(countCalls(sent, 'POST', '/rpc/a_get_offer_positions')).toBe(1);
  });
});

describe('given a read the database broke off for a concurrent transaction', () => {
  it('asks again once, soon, and shows the data', async () => {
    setFault('a_get_all_clients', { status: 500, code: '40P01', message: 'deadlock detected', times: 1 });
    const sent = recordRequests();
    const { Wrapper } = createHookWrapper();
    const { result } = renderHook(() => useRpc('a_get_all_clients', {}), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.data?.length).toBeGreaterThan(0));
    expect(result.current.error).toBeNull();
    expect(countCalls(sent, 'POST', '/rpc/a_get_all_clients')).toBe(2);
  });
});

describe('given a map field saved one at a time', () => {
  function renderMap() {
    const sent = recordRequests();
    const { Wrapper } = createHookWrapper();
    const view = renderHook(
      () => ({
        karte: rowOf(useTable('getKarte', { id: 5 })),
        list: useRpc('a_get_map_list_from_db', {}),
        patch: useTableMutation('patchKarte'),
      }),
      { wrapper: Wrapper },
    );
    return { sent, ...view };
  }

  it('sends the one field and shows it in the map and in the list', async () => {
    const { sent, result } = renderMap();
    await waitFor(() => expect(result.current.karte.data && result.current.list.data).toBeTruthy());
    const next = !result.current.karte.data!.show_client;

    await act(() => result.current.patch({ id: 5 }, { show_client: next }));

    expect(result.current.karte.data?.show_client).toBe(next);
    expect(result.current.list.data?.find((row) => row.id === 5)?.show_client).toBe(next);
    expect(sent.filter((r) => r.method === 'PATCH').map((r) => [r.path, r.body])).toEqual([
      ['/karte?id=eq.5', { show_client: next }],
    ]);
    expect(countCalls(sent, 'POST', '/rpc/a_get_map_list_from_db')).toBe(2);
  });

  it('leaves the list alone for a field the list does not show', async () => {
    const { sent, result } = renderMap();
    await waitFor(() => expect(result.current.karte.data && result.current.list.data).toBeTruthy());

    await act(() => result.current.patch({ id: 5 }, { bem_apus: 'Geprüft.' }));

    expect(result.current.karte.data?.bem_apus).toBe('Geprüft.');
    expect(countCalls(sent, 'GET', '/karte')).toBe(2);
    expect(countCalls(sent, 'POST', '/rpc/a_get_map_list_from_db')).toBe(1);
  });
});

describe('given the cadastre switch of a client', () => {
  it('moves at once, refreshes the cadastre overview, and reports the service’s reason when refused', async () => {
    const sent = recordRequests();
    const { Wrapper, notify } = createHookWrapper();
    const { result } = renderHook(
      () => ({
        details: rowOf(useRpc('a_get_client_details', { client_id: 2 })),
        set: useRpcMutation('a_set_kataster_for_client'),
      }),
      { wrapper: Wrapper },
    );
    await waitFor(() => expect(result.current.details.data).toBeTruthy());
    const before = result.current.details.data!.kataster_status;

    expect(await act(() => result.current.set({ client_id: 2, kataster_status: !before }))).toBe(true);
    expect(result.current.details.data?.kataster_status).toBe(!before);

    setFault('a_set_kataster_for_client', { status: 403, message: 'Keine Berechtigung.', latencyMs: 100 });
    let saved: Promise<boolean> | undefined;
    act(() => {
      saved = result.current.set({ client_id: 2, kataster_status: before });
    });
    await waitFor(() => expect(result.current.details.data?.kataster_status).toBe(before));
    expect(await act(() => saved!)).toBe(false);
    expect(result.current.details.data?.kataster_status).toBe(!before);
    expect(notify).toHaveBeenCalledExactlyOnceWith({
      text: `Der Kataster wurde für den Kunden nicht ${before ? 'eingeschaltet' : 'ausgeschaltet'}. Dafür fehlt Ihnen die Berechtigung. Bitte wenden Sie sich an die Administration, wenn Sie sie brauchen.`,
      details: 'Keine Berechtigung.',
    });
    // Each switch reached the service once: the refused one is not sent again.
    expect(countCalls(sent, 'POST', '/rpc/a_set_kataster_for_client')).toBe(2);
  });
});

describe('given a screen that unmounts while its read is running', () => {
  function signalSpy() {
    const signals: AbortSignal[] = [];
    const client = createDataClient({
      baseUrl: TEST_BASE_URL,
      getToken: () => TEST_TOKEN,
      fetch: (input, init) => {
        if (init?.signal) signals.push(init.signal);
        return fetch(input, init);
      },
    });
    return { signals, ...createHookWrapper(client) };
  }

  it('aborts the request when its last reader is gone', async () => {
    setFault('a_get_all_clients', { latencyMs: 2000 });
    const { signals, Wrapper } = signalSpy();
    const { unmount } = renderHook(() => useRpc('a_get_all_clients', {}), { wrapper: Wrapper });
    await waitFor(() => expect(signals).toHaveLength(1));
    unmount();
    await waitFor(() => expect(signals[0]?.aborted).toBe(true));
  });

  it('keeps the request while another reader of the key remains, and that reader gets the data', async () => {
    setFault('a_get_all_clients', { latencyMs: 100 });
    const { signals, Wrapper } = signalSpy();
    function Count() {
      const { data, error } = useRpc('a_get_all_clients', {});
      if (error) return <p>{error.message}</p>;
      return <p>{data ? `${data.length} Kunden` : 'lädt'}</p>;
    }
    const view = render(
      <Wrapper>
        <Count />
        <Count />
      </Wrapper>,
    );
    await waitFor(() => expect(signals).toHaveLength(1));
    view.rerender(
      <Wrapper>
        <Count />
      </Wrapper>,
    );
    expect(await screen.findByText(/^\d+ Kunden$/)).toBeInTheDocument();
    expect(signals[0]?.aborted).toBe(false);
  });

  it('keeps the request through React StrictMode’s unmount and mount', async () => {
    setFault('a_get_all_clients', { latencyMs: 50 });
    const { signals, Wrapper } = signalSpy();
    const { result } = renderHook(() => useRpc('a_get_all_clients', {}), { wrapper: Wrapper, reactStrictMode: true });
    await waitFor(() => expect(result.current.data?.length).toBeGreaterThan(0));
    expect(signals.every((signal) => !signal.aborted)).toBe(true);
    expect(result.current.error).toBeNull();
  });

  it('shows no error for the aborted read when the screen comes back, and loads again', async () => {
    setFault('a_get_all_clients', { latencyMs: 2000, times: 1 });
    const { signals, Wrapper } = signalSpy();
    function Screen() {
      const { data, error } = useRpc('a_get_all_clients', {});
      return <p>{error ? `Fehler: ${error.message}` : data ? `${data.length} Kunden` : 'lädt'}</p>;
    }
    const view = render(
      <Wrapper>
        <Screen />
      </Wrapper>,
    );
    await waitFor(() => expect(signals).toHaveLength(1));
    view.rerender(<Wrapper>{null}</Wrapper>);
    await waitFor(() => expect(signals[0]?.aborted).toBe(true));
    view.rerender(
      <Wrapper>
        <Screen />
      </Wrapper>,
    );
    expect(screen.queryByText(/^Fehler/)).toBeNull();
    expect(await screen.findByText(/^\d+ Kunden$/)).toBeInTheDocument();
  });
});

describe('useList', () => {
  const byId = (offset: number) => ({ order: [{ column: 'user_id' as const }], limit: 10, offset });

  it('caches each page on its own, keeps the shown page while the next loads, and a write refreshes the pages', async () => {
    const sent = recordRequests();
    const { Wrapper } = createHookWrapper();
    const { result, rerender } = renderHook(
      ({ offset }) => ({ list: useList('getBenutzer', {}, byId(offset)), patch: useTableMutation('patchBenutzer') }),
      { wrapper: Wrapper, initialProps: { offset: 0 } },
    );
    await waitFor(() => expect(result.current.list.data?.rows).toHaveLength(10));
    const firstPage = result.current.list.data!;
    expect(firstPage.total).toBe(66);
    expect(firstPage.rows.map((row) => row.user_id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);

    rerender({ offset: 10 });
    // The previous page stays shown while page 2 is read: no spinner between pages.
    expect(result.current.list.data).toBe(firstPage);
    expect(result.current.list.isLoading).toBe(false);
    await waitFor(() => expect(result.current.list.data?.offset).toBe(10));
    expect(result.current.list.data?.rows[0]?.user_id).toBe(11);

    rerender({ offset: 0 });
    expect(result.current.list.data).toBe(firstPage);
    expect(countCalls(sent, 'GET', '/benutzer')).toBe(2);

    await act(() => result.current.patch({ id: 3 }, { mail_new: true }));
    // The shown page is read again after the write (the affects table refreshes getBenutzer).
    await waitFor(() => expect(countCalls(sent, 'GET', '/benutzer?order')).toBeGreaterThanOrEqual(3));
    expect(result.current.list.data?.rows.find((row) => row.user_id === 3)?.mail_new).toBe(true);
  });
});
