import { clearFaults, setFault } from '@waldmonitor/mocks/node';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useList, type ListQuery } from '../api';
import { countCalls, createHookWrapper, recordRequests, startMockService } from '../api/testHarness';
import { ReadAhead, readsFrom } from './ReadAhead';

startMockService();
afterEach(() => clearFaults());

const FIRST_PAGE: ListQuery<{ client_id: number }> = { order: [{ column: 'client_id' }], limit: 5, offset: 0 };
const useClientsPage = () => useList('a_get_all_clients', {}, FIRST_PAGE);
/** The list's query module as a chunk of its own: the hook arrives a tick after the first render. */
const clientsReads = readsFrom(
  async () => ({ useClientsPage }),
  (m) => m.useClientsPage,
);

/** The list page once its code is there: it reads the same page. */
function ClientsPage() {
  const page = useClientsPage();
  return <p>{page.data ? `${page.data.rows.length} von ${page.data.total} Kunden` : 'lädt'}</p>;
}

/** As the shell renders a lazily loaded list page: its reads ahead until its code has arrived. */
function View({ arrived }: { arrived: boolean }) {
  return arrived ? <ClientsPage /> : <ReadAhead reads={clientsReads} />;
}

describe('given a list page whose code is still loading', () => {
  it('asks for its first page at once, and the page, once there, shows that answer without asking again', async () => {
    // The answer takes longer than the code: the page mounts while the read ahead still runs.
    setFault('a_get_all_clients', { latencyMs: 300 });
    const sent = recordRequests();
    const { Wrapper } = createHookWrapper();
    const { rerender } = render(<View arrived={false} />, { wrapper: Wrapper });
    await waitFor(() => expect(countCalls(sent, 'POST', '/rpc/a_get_all_clients')).toBe(1));
    expect(screen.queryByText(/Kunden/)).toBeNull();

    rerender(<View arrived />);
    expect(screen.getByText('lädt')).toBeInTheDocument();
    expect(await screen.findByText(/^5 von \d+ Kunden$/)).toBeInTheDocument();
    expect(countCalls(sent, 'POST', '/rpc/a_get_all_clients')).toBe(1);
  });
});
