import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, renderApp, screen } from '../../testing/test-utils.tsx';
import { Modal } from './modal.tsx';

afterEach(cleanup);

function Opener({ closeLabel, role }: { closeLabel?: string; role?: 'dialog' | 'alertdialog' }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal open={open} title="Delete?" onClose={() => setOpen(false)} closeLabel={closeLabel} role={role}>
        <a href="#first">First</a>
        <button type="button" data-autofocus={closeLabel ? undefined : true}>
          Cancel
        </button>
        <button type="button" disabled>
          Busy
        </button>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('takes the focus to its autofocus control, keeps Tab inside, closes on Escape and gives the focus back', async () => {
    const { user } = renderApp(<Opener role="alertdialog" />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('alertdialog', { name: 'Delete?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    // The disabled button is skipped: from Cancel, Tab wraps to the first control.
    await user.tab();
    expect(screen.getByRole('link', { name: 'First' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('closes from the backdrop and from its own close button, which takes the focus when there is one', async () => {
    const { user } = renderApp(<Opener closeLabel="Close" />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const close = screen.getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    // The close button ends the dialog: Tab wraps from it to the first control.
    await user.tab();
    expect(screen.getByRole('link', { name: 'First' })).toHaveFocus();
    await user.click(close);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
