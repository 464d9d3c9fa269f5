import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, waitFor } from 'storybook/test';
import { Button } from '../button';
import { ToastList } from './ToastList';
import { ToastProvider, useToast } from './ToastProvider';

const meta = {
  title: 'Components/Toast',
  component: ToastList,
  args: {
    items: [
      { id: '1', title: 'gespeichert', type: 'success', visible: true },
      {
        id: '2',
        title: 'Lagerstand niedrig',
        content: 'Nur noch 3 Thujen lagernd',
        type: 'warning',
        visible: true,
      },
      { id: '3', title: 'Fehler', content: 'no permission', type: 'error', visible: true },
      { id: '4', title: 'Neue Bestellung', type: 'notification', visible: true, icon: '🌱' },
      { id: '5', title: 'ausgeblendet', type: 'notification', visible: false },
    ],
    onClose: () => undefined,
  },
} satisfies Meta<typeof ToastList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllTypes: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Benachrichtigungen' });
    await expect(region.querySelectorAll('li')).toHaveLength(4);
    await expect(canvas.queryByText('ausgeblendet')).toBeNull();
  },
};

/** Deletes a file the way the file browser does: the server's answer decides the toast. */
function DeleteFile() {
  const { notify } = useToast();

  async function deleteFile() {
    const response = await fetch('/api/v0/file/42', { method: 'DELETE' });
    if (response.ok) {
      notify({ title: 'gelöscht', type: 'success', group: 'file' });
      return;
    }
    const error = (await response.json()) as { message: string };
    notify({ title: 'Löschen fehlgeschlagen', content: error.message, type: 'error', group: 'file' });
  }

  return (
    <Button variant="danger" onClick={() => void deleteFile()}>
      Datei löschen
    </Button>
  );
}

export const SuccessFromServer: Story = {
  render: () => (
    <ToastProvider>
      <DeleteFile />
    </ToastProvider>
  ),
  parameters: {
    msw: { handlers: [http.delete('/api/v0/file/:id', () => HttpResponse.json({ _id: '42' }))] },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Datei löschen' }));
    const toast = await canvas.findByRole('listitem');
    await expect(toast).toHaveTextContent('Erfolg: gelöscht');

    // A second delete replaces the toast of its group rather than stacking.
    await userEvent.click(canvas.getByRole('button', { name: 'Datei löschen' }));
    await waitFor(() => expect(canvas.getByRole('listitem')).not.toBe(toast));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);

    await userEvent.click(canvas.getByRole('button', { name: 'Schließen: gelöscht' }));
    await expect(canvas.queryByRole('listitem')).toBeNull();
  },
};

export const ErrorFromServer: Story = {
  render: () => (
    <ToastProvider>
      <DeleteFile />
    </ToastProvider>
  ),
  parameters: {
    msw: {
      handlers: [
        http.delete('/api/v0/file/:id', () =>
          HttpResponse.json({ statusCode: 403, code: 'C100', message: 'no permission' }, { status: 403 }),
        ),
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Datei löschen' }));
    const toast = await canvas.findByRole('listitem');
    await expect(toast).toHaveTextContent('Fehler: Löschen fehlgeschlagen');
    await expect(toast).toHaveTextContent('no permission');
  },
};

export const KeyboardClose: Story = {
  render: () => (
    <ToastProvider>
      <NotifyOnClick />
    </ToastProvider>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Hinweis zeigen' }));
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Schließen: Willkommen' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('listitem')).toBeNull();
  },
};

function NotifyOnClick() {
  const { notify } = useToast();
  return (
    <Button onClick={() => notify({ title: 'Willkommen', content: 'Schön, dass Sie da sind.' })}>
      Hinweis zeigen
    </Button>
  );
}

/**
 * A real pointer over the toasts holds their removal until it leaves (how long they stay then is
 * the store's, tested with fake timers in Toast.test.tsx).
 */
export const HoldsWhileHovered: Story = {
  args: { onPause: fn(), onResume: fn() },
  play: async ({ args, canvas, userEvent }) => {
    const list = canvas.getByRole('list');
    await userEvent.hover(canvas.getByText('gespeichert'));
    await expect(args.onPause).toHaveBeenCalledOnce();
    await expect(args.onResume).not.toHaveBeenCalled();
    await userEvent.unhover(list);
    await expect(args.onResume).toHaveBeenCalledOnce();
  },
};
