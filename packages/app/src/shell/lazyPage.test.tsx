import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazyPage';

const Greeting = ({ name }: { name: string }) => <p>Hallo {name}</p>;

function renderInSuspense(Page: React.ComponentType<{ name: string }>) {
  return render(
    <Suspense fallback={<p>Seite wird geladen …</p>}>
      <Page name="Erika" />
    </Suspense>,
  );
}

describe('lazyPage', () => {
  it('renders a page fetched ahead at once, without showing the fallback', async () => {
    const load = vi.fn(async () => ({ Greeting }));
    const Page = lazyPage(load, (module) => module.Greeting);
    await Page.preload();
    act(() => {
      renderInSuspense(Page);
    });
    expect(screen.getByText('Hallo Erika')).toBeInTheDocument();
    expect(screen.queryByText('Seite wird geladen …')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the fallback while a page not fetched ahead loads, and loads it once', async () => {
    const load = vi.fn(async () => ({ Greeting }));
    const Page = lazyPage(load, (module) => module.Greeting);
    act(() => {
      renderInSuspense(Page);
    });
    expect(screen.getByText('Seite wird geladen …')).toBeInTheDocument();
    expect(await screen.findByText('Hallo Erika')).toBeInTheDocument();
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches again after a failed load (a chunk that did not arrive)', async () => {
    const load = vi
      .fn<() => Promise<{ Greeting: typeof Greeting }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ Greeting });
    const Page = lazyPage(load, (module) => module.Greeting);
    await expect(Page.preload()).rejects.toThrow('offline');
    await expect(Page.preload()).resolves.toBe(Greeting);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
