import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { Button } from '../button';
import { ProgressBar } from './ProgressBar';
import { useNavigationProgress } from './useNavigationProgress';

const meta = {
  title: 'Components/ProgressBar',
  component: ProgressBar,
  args: { progress: 40, visible: true, failed: false },
  argTypes: { progress: { control: { type: 'range', min: 0, max: 100 } } },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Running: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Seite wird geladen' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    const fill = bar.firstElementChild as HTMLElement;
    // Spec: height 4 px, colour #ffca2b.
    await expect(getComputedStyle(bar).height).toBe('4px');
    await expect(getComputedStyle(fill).backgroundColor).toBe('rgb(255, 202, 43)');
  },
};

export const Failed: Story = {
  args: { progress: 100, failed: true },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuetext', 'Laden fehlgeschlagen');
    // Spec: failure colour #ff0000.
    await expect(getComputedStyle(bar.firstElementChild as HTMLElement).backgroundColor).toBe(
      'rgb(255, 0, 0)',
    );
  },
};

export const Hidden: Story = {
  args: { progress: 0, visible: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

interface Entry {
  _id: string;
  title: string;
}

/** A screen whose data comes from the API (mocked by msw) while the bar runs. */
function NavigationDemo() {
  const [navigating, setNavigating] = useState(false);
  const [failed, setFailed] = useState(false);
  const [entries, setEntries] = useState<Entry[]>([]);
  const progress = useNavigationProgress(navigating, failed);

  async function navigate(route: string) {
    setFailed(false);
    setNavigating(true);
    try {
      const response = await fetch(`/api/v0/entry/?route=${encodeURIComponent(route)}`);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const body = (await response.json()) as { items: Entry[] };
      setEntries(body.items);
    } catch {
      setFailed(true);
    } finally {
      setNavigating(false);
    }
  }

  return (
    <>
      <ProgressBar {...progress} />
      <nav aria-label="Seiten">
        <Button onClick={() => void navigate('/aktuelles')}>Aktuelles</Button>{' '}
        <Button variant="secondary" onClick={() => void navigate('/kaputt')}>
          Kaputte Seite
        </Button>
      </nav>
      <ul aria-label="Beiträge">
        {entries.map((entry) => (
          <li key={entry._id}>{entry.title}</li>
        ))}
      </ul>
    </>
  );
}

/** The demo's answers wait behind this gate; the play function holds it to see the bar run. */
let answersHeld: Promise<void> = Promise.resolve();
let releaseAnswers = () => {};
function holdAnswers() {
  answersHeld = new Promise((resolve) => (releaseAnswers = resolve));
}

export const DuringNavigation: Story = {
  render: () => <NavigationDemo />,
  parameters: {
    msw: {
      handlers: [
        http.get('/api/v0/entry/', async ({ request }) => {
          const route = new URL(request.url).searchParams.get('route');
          await answersHeld;
          if (route === '/kaputt') {
            return HttpResponse.json(
              { statusCode: 500, code: 'INTERNAL', message: 'Internal Server Error' },
              { status: 500 },
            );
          }
          return HttpResponse.json({
            items: [{ _id: 'e1', title: 'Lebensbäume sind eingetroffen' }],
            total: 1,
          });
        }),
      ],
    },
  },
  play: async ({ canvas, userEvent, step }) => {
    const bar = () => canvas.queryByRole('progressbar');

    await step('the bar is hidden until a navigation starts', async () => {
      await expect(bar()).toBeNull();
    });

    await step('it runs while the screen loads and completes when the data is there', async () => {
      holdAnswers();
      await userEvent.click(canvas.getByRole('button', { name: 'Aktuelles' }));
      await waitFor(() => expect(Number(bar()?.getAttribute('aria-valuenow'))).toBeGreaterThan(0));
      await expect(canvas.queryByText('Lebensbäume sind eingetroffen')).toBeNull();
      releaseAnswers();
      await expect(await canvas.findByText('Lebensbäume sind eingetroffen')).toBeVisible();
      await waitFor(() => expect(bar()).toBeNull(), { timeout: 2000 });
    });

    await step('a failed navigation shows the failure state', async () => {
      holdAnswers();
      await userEvent.click(canvas.getByRole('button', { name: 'Kaputte Seite' }));
      await waitFor(() => expect(bar()).not.toBeNull());
      await expect(bar()).not.toHaveAttribute('aria-valuetext');
      releaseAnswers();
      await waitFor(() => expect(bar()).toHaveAttribute('aria-valuetext', 'Laden fehlgeschlagen'), {
        timeout: 2000,
      });
      await waitFor(() => expect(bar()).toBeNull(), { timeout: 2000 });
    });
  },
};
