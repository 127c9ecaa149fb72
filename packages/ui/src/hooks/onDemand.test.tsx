import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { onDemand } from './onDemand';

function Greeting({ name }: { name: string }) {
  return <p>Hallo {name}</p>;
}

describe('onDemand', () => {
  it('loads the module on first render, showing the fallback until it is there', async () => {
    const load = vi.fn(async () => Greeting);
    const greeting = onDemand(load);
    render(<greeting.Component name="Erika" fallback={<p>lädt</p>} />);
    expect(screen.getByText('lädt')).toBeInTheDocument();
    expect(await screen.findByText('Hallo Erika')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders at once, without a fallback, once preloaded; preload loads only once', async () => {
    const load = vi.fn(async () => Greeting);
    const greeting = onDemand(load);
    await act(async () => {
      await greeting.preload();
      await greeting.preload();
    });
    render(<greeting.Component name="Max" fallback={<p>lädt</p>} />);
    expect(screen.getByText('Hallo Max')).toBeInTheDocument();
    expect(screen.queryByText('lädt')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
