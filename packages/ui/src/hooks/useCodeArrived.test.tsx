import { act, cleanup, render, screen } from '@testing-library/react';
import { lazyLoad, type LazyComponent, type LazyModule } from './lazyLoad';
import { Suspense, type ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { preloadCode, useCodeArrived } from './useCodeArrived';

afterEach(cleanup);

interface SectionModule {
  Section: () => ReactElement;
}

/** A module whose import settles when the test says so. */
function deferredModule() {
  let arrive: () => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  let imports = 0;
  const module = lazyLoad(() => {
    imports += 1;
    return new Promise<SectionModule>((resolve, reject) => {
      arrive = () => resolve({ Section: () => <p>Abschnitt</p> });
      fail = reject;
    });
  });
  const Section = module.component((m) => m.Section);
  return { module, Section, arrive: () => arrive(), fail: (error: Error) => fail(error), imports: () => imports };
}

/** Records every time the Suspense fallback was rendered: the gate must never let the section suspend. */
interface ViewProps {
  module: LazyModule<SectionModule>;
  Section: LazyComponent<object>;
  fallbacks: string[];
}

function Fallback({ fallbacks }: { fallbacks: string[] }) {
  fallbacks.push('fallback');
  return <p>Fallback</p>;
}

function View({ module, Section, fallbacks }: ViewProps) {
  const arrived = useCodeArrived(module);
  return (
    <Suspense fallback={<Fallback fallbacks={fallbacks} />}>
      {arrived ? <Section /> : <p>Bereich wird geladen …</p>}
    </Suspense>
  );
}

describe('useCodeArrived', () => {
  it('shows the own spinner until the code is there, then the section at once, never the Suspense fallback', async () => {
    const { module, Section, arrive } = deferredModule();
    const fallbacks: string[] = [];
    render(<View module={module} Section={Section} fallbacks={fallbacks} />);
    expect(screen.getByText('Bereich wird geladen …')).toBeInTheDocument();
    await act(async () => arrive());
    expect(screen.getByText('Abschnitt')).toBeInTheDocument();
    expect(fallbacks).toEqual([]);
  });

  it('renders the section from the first render when the code was fetched ahead', async () => {
    const { module, Section, arrive, imports } = deferredModule();
    const preloaded = preloadCode(module);
    arrive();
    await preloaded;
    const fallbacks: string[] = [];
    render(<View module={module} Section={Section} fallbacks={fallbacks} />);
    expect(screen.getByText('Abschnitt')).toBeInTheDocument();
    expect(screen.queryByText('Bereich wird geladen …')).toBeNull();
    expect(fallbacks).toEqual([]);
    expect(imports()).toBe(1);
  });

  it('hands a failed load to the section, which loads again (and would fail into its error boundary)', async () => {
    const { module, Section, fail, arrive, imports } = deferredModule();
    const fallbacks: string[] = [];
    render(<View module={module} Section={Section} fallbacks={fallbacks} />);
    await act(async () => fail(new Error('Chunk fehlt')));
    // The section's lazy component asks for the module again; this time it arrives.
    expect(imports()).toBe(2);
    await act(async () => arrive());
    expect(await screen.findByText('Abschnitt')).toBeInTheDocument();
  });
});
