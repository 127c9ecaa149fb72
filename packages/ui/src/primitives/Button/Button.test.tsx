import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';

describe('given a Button whose action returns a promise', () => {
  it('after a double click the action ran once and the button is busy', async () => {
    const user = userEvent.setup();
    let resolve!: () => void;
    const onClick = vi.fn(() => new Promise<void>((r) => (resolve = r)));
    render(<Button onClick={onClick}>Senden</Button>);
    const button = screen.getByRole('button', { name: 'Senden' });
    await user.dblClick(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute('aria-busy', 'true');
    resolve();
    await vi.waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(2);
  });
});
