import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MessageProvider, useMessage } from './MessageProvider';
import { preloadMessages } from './MessageStack';

function Saver() {
  const message = useMessage();
  return (
    <>
      <button type="button" onClick={() => message.success('Die Karte wurde gespeichert.')}>
        Speichern
      </button>
      <button type="button" onClick={() => message.error('Der Dienst antwortet nicht.')}>
        Fehler
      </button>
      <button
        type="button"
        onClick={() =>
          message.error({
            text: 'Die Prognose wurde nicht berechnet. Das hat nicht geklappt.',
            details: 'could not read block 4711 in file "base/16384/24576"',
          })
        }
      >
        Dienstfehler
      </button>
      <button type="button" onClick={() => message.show({ type: 'info', text: 'Kurzer Hinweis', duration: 1000 })}>
        Hinweis
      </button>
    </>
  );
}

const setup = () =>
  render(
    <MessageProvider>
      <Saver />
    </MessageProvider>,
  );

/*
 * These tests count milliseconds with fake timers. user-event (through Testing
 * Library's async wrapper) waits on a real setTimeout after each action, which never
 * fires under fake timers, so the events are fired directly.
 */
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

// A message's module loads with the first message; here it is there before, as after the shell's idle preload.
beforeAll(async () => {
  await preloadMessages();
});

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('given a MessageProvider', () => {
  it('after success() the message is a polite status for exactly 5000 ms', () => {
    setup();
    press('Speichern');
    expect(screen.getByRole('status')).toHaveTextContent('Erfolg: Die Karte wurde gespeichert.');
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('after error() the message is an alert', () => {
    setup();
    press('Fehler');
    expect(screen.getByRole('alert')).toHaveTextContent('Fehler: Der Dienst antwortet nicht.');
  });

  it("after error() with the service's text, the sentence has none of it and a details line of its own shows it", () => {
    setup();
    press('Dienstfehler');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Fehler: Die Prognose wurde nicht berechnet. Das hat nicht geklappt.');
    const details = within(alert).getByText(/^Meldung des Dienstes:/);
    expect(details).toHaveTextContent('Meldung des Dienstes: could not read block 4711 in file "base/16384/24576"');
    const sentence = within(alert).getByText('Die Prognose wurde nicht berechnet. Das hat nicht geklappt.');
    expect(sentence).not.toHaveTextContent('could not read block');
    expect(sentence).not.toContainElement(details);
  });

  it('after show() with a duration the message closes after that duration', () => {
    setup();
    press('Hinweis');
    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByRole('status')).toHaveTextContent('Kurzer Hinweis');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('after the close button is pressed the message is gone at once', () => {
    setup();
    press('Fehler');
    press('Meldung schließen');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('while the pointer rests on a message it stays, and closes after the rest of its time', () => {
    setup();
    press('Speichern');
    act(() => vi.advanceTimersByTime(4000));
    fireEvent.mouseEnter(screen.getByRole('status'));
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('status')).toBeInTheDocument();
    fireEvent.mouseLeave(screen.getByRole('status'));
    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('given no MessageProvider', () => {
  it('useMessage() throws a helpful error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Saver />)).toThrow('useMessage() must be called inside a <MessageProvider>.');
  });
});
