// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  Badge,
  Breadcrumbs,
  Button,
  Card,
  Checkbox,
  Dialog,
  Drawer,
  Link,
  Price,
  QuantityStepper,
  RadioGroup,
  Select,
  Skeleton,
  SwatchGroup,
  Tabs,
  TextInput,
  ToastProvider,
} from './index';

/** The storefront renders these on the server, where there is no window or document. */
describe('server rendering', () => {
  it('runs without a DOM', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it('renders every shop component to HTML without touching window or document', () => {
    const html = renderToString(
      <ToastProvider>
        <Breadcrumbs items={[{ label: 'Shop', href: '/shop' }, { label: 'Eibe' }]} />
        <Card title="Eibe" href="/shop/heckenpflanzen/eibe" badges={<Badge tone="sale">−20 %</Badge>}>
          <Price
            cents={1290}
            beforeCents={1590}
            unitPrice={{ cents: 1290, unit: 'Stück' }}
            vatNote="inkl. MwSt."
          />
        </Card>
        <Button loading>In den Warenkorb</Button>
        <Link href="/agb">AGB</Link>
        <TextInput label="E-Mail" required error="Bitte ausfüllen" />
        <Select label="Land" options={[{ value: 'AT', label: 'Österreich' }]} />
        <Checkbox label="Newsletter" />
        <RadioGroup label="Versand" options={[{ value: 'post', label: 'Paket' }]} defaultValue="post" />
        <SwatchGroup label="Farbe" options={[{ value: 'r', label: 'Rot', color: '#b00' }]} />
        <QuantityStepper label="Menge" value={2} onChange={() => {}} />
        <Tabs label="Info" items={[{ id: 'a', label: 'Beschreibung', content: <p>Text</p> }]} />
        <Skeleton lines={2} />
        <Dialog open onClose={() => {}} title="Hinweis">
          Inhalt
        </Dialog>
        <Drawer open={false} onClose={() => {}} title="Menü" />
      </ToastProvider>,
    );
    expect(html).toContain('<nav aria-label="Brotkrümelnavigation"');
    expect(html).toContain(
      '<s class="gw-price__before"><span class="gw-visually-hidden">statt </span>€ 15,90</s>',
    );
    expect(html).toContain('€ 12,90 / Stück');
    expect(html).toContain('role="spinbutton"');
    expect(html).toContain('role="tabpanel"');
    // An open dialog is in the HTML; it becomes modal when the page is hydrated.
    expect(html).toContain('<dialog class="gw-dialog gw-dialog--md"');
    expect(html).not.toContain('gw-drawer');
  });
});
