import { setFault } from '@waldmonitor/mocks/node';
import { CHANGED_MEANWHILE } from '@waldmonitor/ui/model';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DataServiceProvider } from './DataServiceProvider';
import { countCalls, createTestClient, recordRequests, startMockService } from './testHarness';
import { rowOf, useRpc, useRpcAction } from './useRpc';
import { SWRConfig } from 'swr';
import type { ReactNode } from 'react';

startMockService();

/** The provider as the app wires it: notify answers the message's id, dismiss takes it away. */
function wrapperWithMessages() {
  let next = 1;
  const notify = vi.fn(() => `message-${next++}`);
  const dismiss = vi.fn();
  const client = createTestClient();
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <DataServiceProvider client={client} notify={notify} dismiss={dismiss}>
          {children}
        </DataServiceProvider>
      </SWRConfig>
    );
  }
  return { Wrapper, notify, dismiss };
}

const connectParams = { username: 'buerger@waldmonitor.example', user_id: 2, client_id: 1 };

describe('given an action without a form', () => {
  it('shows its own failure once, in German, and resolves to not saved', async () => {
    const { Wrapper, notify } = wrapperWithMessages();
    const { result } = renderHook(
      () => useRpcAction('a_connect_user_to_client', { failed: 'Das Konto wurde nicht verbunden.' }),
      { wrapper: Wrapper },
    );
    setFault('a_connect_user_to_client', { status: 503, message: 'Die Datenbank ist nicht erreichbar.' });

    expect(await act(() => result.current(connectParams))).toEqual({ ok: false });
    expect(notify).toHaveBeenCalledExactlyOnceWith({
      text: 'Das Konto wurde nicht verbunden. Der Datendienst ist gerade nicht verfügbar. Bitte versuchen Sie es in einigen Minuten erneut.',
      details: 'Die Datenbank ist nicht erreichbar.',
    });
  });

  it('says on a conflict that the record changed meanwhile and offers to reload, never "another value"', async () => {
    const { Wrapper, notify } = wrapperWithMessages();
    const { result } = renderHook(
      () => ({
        details: rowOf(useRpc('a_get_client_details', { client_id: 1 })),
        connect: useRpcAction('a_connect_user_to_client', { failed: 'Das Konto wurde nicht verbunden.' }),
      }),
      { wrapper: Wrapper },
    );
    await waitFor(() => expect(result.current.details.data).toBeTruthy());
    setFault('a_connect_user_to_client', {
      status: 409,
      code: '23505',
      message: 'duplicate key value violates unique constraint "kunde_benutzer_pkey"',
    });

    expect(await act(() => result.current.connect(connectParams))).toEqual({ ok: false });
    const [shown] = notify.mock.calls[0] as unknown as [
      { text: string; action: { label: string; onAction: () => void } },
    ];
    expect(shown.text).toBe(`Das Konto wurde nicht verbunden. ${CHANGED_MEANWHILE}`);
    expect(shown.text).not.toContain('anderen Wert');
    expect(shown.action.label).toBe('Neu laden');

    // "Neu laden" reads what the page shows again.
    const sent = recordRequests();
    act(() => shown.action.onAction());
    await waitFor(() => expect(countCalls(sent, 'POST', '/rpc/a_get_client_details')).toBe(1));
  });

  it('takes its failure away once a later try succeeds, so both never stand side by side', async () => {
    const { Wrapper, notify, dismiss } = wrapperWithMessages();
    const { result } = renderHook(
      () => useRpcAction('a_connect_user_to_client', { failed: 'Das Konto wurde nicht verbunden.' }),
      { wrapper: Wrapper },
    );
    setFault('a_connect_user_to_client', { status: 500, message: 'Zeitüberschreitung.', times: 1 });
    expect(await act(() => result.current(connectParams))).toEqual({ ok: false });
    expect(notify).toHaveBeenCalledTimes(1);

    expect(await act(() => result.current(connectParams))).toEqual({ ok: true, result: null });
    expect(dismiss).toHaveBeenCalledExactlyOnceWith('message-1');
  });

  it('sends a double click once and gives both the same outcome', async () => {
    const { Wrapper } = wrapperWithMessages();
    const sent = recordRequests();
    const { result } = renderHook(
      () => useRpcAction('a_connect_user_to_client', { failed: 'Das Konto wurde nicht verbunden.' }),
      { wrapper: Wrapper },
    );
    const [first, second] = await act(() =>
      Promise.all([result.current(connectParams), result.current(connectParams)]),
    );
    expect(first).toEqual({ ok: true, result: null });
    expect(second).toBe(first);
    expect(countCalls(sent, 'POST', '/rpc/a_connect_user_to_client')).toBe(1);
  });
});
