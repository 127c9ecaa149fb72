import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EditorToolbar, type EditorToolbarProps } from './EditorToolbar';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const props = (changes: Partial<EditorToolbarProps> = {}): EditorToolbarProps => ({
  canUndo: true,
  canRedo: false,
  onUndo: vi.fn(),
  onRedo: vi.fn(),
  onImport: vi.fn(),
  onExport: vi.fn(),
  onSave: vi.fn(() => Promise.resolve()),
  saveBlocker: null,
  isDirty: true,
  save: { status: 'idle' },
  ...changes,
});

const saveButton = () => screen.getByRole('button', { name: 'Georeferenzierung speichern' });

describe('the editor toolbar while a fit is computed', () => {
  it('holds the save back at once, and says why only for a wait a person notices', () => {
    const { rerender } = render(<EditorToolbar {...props({ isComputing: true })} />);
    expect(saveButton()).toBeDisabled();
    // A spline's answer to a drag move comes within 200 ms: no line comes and goes below the buttons.
    act(() => vi.advanceTimersByTime(199));
    expect(screen.queryByText(/sobald die Transformation neu berechnet ist/)).toBeNull();
    rerender(<EditorToolbar {...props({ isComputing: false })} />);
    expect(saveButton()).toBeEnabled();
    rerender(<EditorToolbar {...props({ isComputing: true })} />);
    act(() => vi.advanceTimersByTime(200));
    expect(saveButton()).toHaveAccessibleDescription('Speichern, sobald die Transformation neu berechnet ist.');
  });

  it('names another reason at once', () => {
    render(<EditorToolbar {...props({ saveBlocker: 'Speichern erst mit einer gültigen Transformation.' })} />);
    expect(saveButton()).toBeDisabled();
    expect(saveButton()).toHaveAccessibleDescription('Speichern erst mit einer gültigen Transformation.');
  });
});
