import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, Suspense, useState, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyLoad } from './lazyLoad';

function Greeting({ name }: { name: string }) {
  return <p>Hallo {name}</p>;
}

function Farewell({ name }: { name: string }) {
  return <p>Tschüss {name}</p>;
}

function NameField() {
  const [name, setName] = useState('');
  return <input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />;
}

type Greetings = { Greeting: typeof Greeting; Farewell: typeof Farewell };

/** A fake import(): each call is a request whose answer the test gives. */
function fakeImport<M>() {
  const requests: { resolve: (module: M) => void; reject: (error: Error) => void }[] = [];
  const importModule = vi.fn(
    () =>
      new Promise<M>((resolve, reject) => {
        requests.push({ resolve, reject });
      }),
  );
  return { importModule, requests };
}

/** What a page's error boundary shows when a chunk did not arrive; "Erneut versuchen" mounts the page again. */
class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? (
      <button type="button" onClick={() => this.setState({ failed: false })}>
        Erneut versuchen
      </button>
    ) : (
      this.props.children
    );
  }
}

/** Renders as React does outside tests: a suspended component is retried when its module settles. */
async function show(ui: ReactNode) {
  let rendered: ReturnType<typeof render> | undefined;
  await act(async () => {
    rendered = render(ui);
  });
  return rendered as ReturnType<typeof render>;
}

describe('lazyLoad', () => {
  // A failed load reaches the boundary through React's error log: kept out of the output.
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('loads a module once for every component picked from it, however often they render', async () => {
    const { importModule, requests } = fakeImport<Greetings>();
    const greetings = lazyLoad(importModule);
    const Hello = greetings.component((m) => m.Greeting);
    const Bye = greetings.component((m) => m.Farewell);
    await show(
      <Suspense fallback={<p>wird geladen …</p>}>
        <Hello name="Erika" />
        <Bye name="Max" />
      </Suspense>,
    );
    expect(screen.getByText('wird geladen …')).toBeInTheDocument();
    await act(async () => requests[0]?.resolve({ Greeting, Farewell }));
    // React reveals a boundary it suspended at the earliest 300 ms after its fallback.
    expect(await screen.findByText('Hallo Erika')).toBeInTheDocument();
    expect(screen.getByText('Tschüss Max')).toBeInTheDocument();
    await Hello.preload();
    expect(await greetings.load()).toEqual({ Greeting, Farewell });
    expect(importModule).toHaveBeenCalledTimes(1);
  });

  it('renders a module that has arrived at once, without suspending', async () => {
    const importModule = vi.fn(async () => ({ Greeting }));
    const Hello = lazyLoad(importModule).component((m) => m.Greeting);
    await Hello.preload();
    // Rendered synchronously (no act around a promise): a suspension would show the fallback.
    render(
      <Suspense fallback={<p>wird geladen …</p>}>
        <Hello name="Max" />
      </Suspense>,
    );
    expect(screen.getByText('Hallo Max')).toBeInTheDocument();
    expect(screen.queryByText('wird geladen …')).toBeNull();
    expect(importModule).toHaveBeenCalledTimes(1);
  });

  it('keeps what was typed into a component whose module arrived while it was shown (no remount)', async () => {
    const { requests, importModule } = fakeImport<{ NameField: typeof NameField }>();
    const Field = lazyLoad(importModule).component((m) => m.NameField);
    const { rerender } = await show(
      <Suspense fallback={<p>wird geladen …</p>}>
        <Field />
      </Suspense>,
    );
    await act(async () => requests[0]?.resolve({ NameField }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Name' }), 'Erika');
    rerender(
      <Suspense fallback={<p>wird geladen …</p>}>
        <Field />
      </Suspense>,
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Erika');
  });

  it('tries a failed load again on the next use: a new mount, a preload or a load', async () => {
    const { importModule, requests } = fakeImport<Greetings>();
    const greetings = lazyLoad(importModule);
    const Hello = greetings.component((m) => m.Greeting);
    await show(
      <Boundary>
        <Suspense fallback={<p>wird geladen …</p>}>
          <Hello name="Erika" />
        </Suspense>
      </Boundary>,
    );
    await act(async () => requests[0]?.reject(new Error('Failed to fetch dynamically imported module')));
    expect(await screen.findByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
    expect(importModule).toHaveBeenCalledTimes(1);

    // The next mount asks again (a bare React.lazy would throw the first failure again).
    const retry = screen.getByRole('button', { name: 'Erneut versuchen' });
    await act(async () => userEvent.click(retry));
    expect(screen.getByText('wird geladen …')).toBeInTheDocument();
    expect(importModule).toHaveBeenCalledTimes(2);
    await act(async () => requests[1]?.resolve({ Greeting, Farewell }));
    expect(await screen.findByText('Hallo Erika')).toBeInTheDocument();
  });

  it('does not keep a failed preload (an overlay fetched when idle, offline): the next load fetches again', async () => {
    const { importModule, requests } = fakeImport<Greetings>();
    const greetings = lazyLoad(importModule);
    const Hello = greetings.component((m) => m.Greeting);
    const preloaded = Hello.preload();
    requests[0]?.reject(new Error('offline'));
    // A preload is a hint: its failure is not thrown at whoever asked.
    await expect(preloaded).resolves.toBeUndefined();

    const loaded = greetings.load();
    expect(importModule).toHaveBeenCalledTimes(2);
    requests[1]?.reject(new Error('offline'));
    await expect(loaded).rejects.toThrow('offline');

    await show(
      <Suspense fallback={<p>wird geladen …</p>}>
        <Hello name="Max" />
      </Suspense>,
    );
    expect(importModule).toHaveBeenCalledTimes(3);
    await act(async () => requests[2]?.resolve({ Greeting, Farewell }));
    expect(await screen.findByText('Hallo Max')).toBeInTheDocument();
  });
});
