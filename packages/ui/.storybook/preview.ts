import type { Preview } from '@storybook/react-vite';
import { initialize, mswLoader } from 'msw-storybook-addon';
import '../src/styles.css';

// Stories get their data through msw; requests a story does not mock go to the network unchanged.
initialize({ onUnhandledRequest: 'bypass', quiet: true });

const preview: Preview = {
  loaders: [mswLoader],
  parameters: {
    // An accessibility violation fails the story's test.
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i } },
  },
};

export default preview;
