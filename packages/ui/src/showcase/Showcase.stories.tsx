import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type CSSProperties, type ReactNode } from 'react';
import { expect } from 'storybook/test';
import { Badge } from '../badge';
import { Breadcrumbs } from '../breadcrumbs';
import { Button, IconButton } from '../button';
import { Card } from '../card';
import { Checkbox } from '../checkbox';
import { Dialog } from '../dialog';
import { Drawer } from '../drawer';
import { Icon } from '../icon';
import { Link } from '../link';
import { Price } from '../price';
import { QuantityStepper } from '../quantity-stepper';
import { RadioGroup } from '../radio-group';
import { Select } from '../select';
import { LoadingStatus, Skeleton } from '../skeleton';
import { SwatchGroup } from '../swatch';
import { Tabs } from '../tabs';
import { TextInput } from '../text-input';
import { ToastProvider, useToast } from '../toast';

/** Stand-in pictures drawn inline: a plant on a tinted ground, in the palette's colours. */
function picture(ground: string, leaf: string, stem: string) {
  return `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="${ground}"/><circle cx="320" cy="60" r="130" fill="#ffffff" opacity=".35"/><path d="M200 280V150" stroke="${stem}" stroke-width="10" stroke-linecap="round"/><path d="M200 170c-70 0-110-40-110-100 70 0 110 40 110 100zM200 150c60 0 100-35 100-90-60 0-100 35-100 90z" fill="${leaf}"/><rect x="150" y="250" width="100" height="40" rx="8" fill="#a4471f"/></svg>`,
  )}`;
}

const PRODUCTS = [
  {
    title: 'Eibe (Taxus baccata), 60–80 cm',
    cents: 1290,
    before: 1590,
    badge: '−20 %',
    art: ['#e4efe3', '#2d6a3e', '#1f4f2e'],
  },
  { title: 'Thuja ‚Smaragd‘, 100–125 cm', cents: 2490, art: ['#f1f7f0', '#4a8a5a', '#245a33'] },
  { title: 'Rose ‚Gloria Dei‘', cents: 1490, badge: 'Neu', art: ['#f8e6dc', '#4a8a5a', '#245a33'] },
  { title: 'Apfelbaum ‚Topaz‘, Halbstamm', cents: 5990, art: ['#f4efe5', '#2d6a3e', '#8f3c18'] },
] as const;

const section: CSSProperties = { display: 'grid', gap: 16, marginBottom: 48 };
const grid: CSSProperties = {
  display: 'grid',
  gap: 16,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section style={section} aria-labelledby={`showcase-${title}`}>
      <h2
        id={`showcase-${title}`}
        style={{
          margin: 0,
          fontFamily: 'var(--gw-font-family-display)',
          fontSize: 'var(--gw-font-size-2xl)',
        }}
      >
        {title}
      </h2>
      {children}
    </section>
  );
}

function ProductPage() {
  const [amount, setAmount] = useState(3);
  const [color, setColor] = useState('rot');
  const { notify } = useToast();
  return (
    <div
      style={{
        display: 'grid',
        gap: 24,
        gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 320px), 1fr))',
        alignItems: 'start',
      }}
    >
      <img
        src={picture('#f8e6dc', '#4a8a5a', '#245a33')}
        alt="Rose ‚Gloria Dei‘ in voller Blüte"
        width={400}
        height={300}
        style={{ width: '100%', height: 'auto', borderRadius: 'var(--gw-radius-lg)' }}
      />
      <div style={{ display: 'grid', gap: 16 }}>
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          <Badge tone="sale" emphasis="solid">
            −15 %
          </Badge>
          <Badge tone="brand">Winterhart</Badge>
          <Badge tone="success">Auf Lager</Badge>
        </div>
        <h1
          style={{
            margin: 0,
            fontFamily: 'var(--gw-font-family-display)',
            fontSize: 'var(--gw-font-size-3xl)',
            lineHeight: 1.15,
          }}
        >
          Edelrose ‚Gloria Dei‘
        </h1>
        <Price
          size="lg"
          cents={1490}
          beforeCents={1750}
          unitPrice={{ cents: 1490, unit: 'Stück' }}
          vatNote={
            <>
              inkl. 20 % MwSt., zzgl. <Link href="/shop/versandkosten">Versand</Link>
            </>
          }
        />
        <SwatchGroup
          label="Farbe"
          value={color}
          onChange={setColor}
          options={[
            { value: 'rot', label: 'Dunkelrot', color: '#8b1e2d' },
            { value: 'gelb', label: 'Gelb', color: '#f3c623' },
            { value: 'rosa', label: 'Rosa', color: '#f2a7bd' },
            { value: 'weiss', label: 'Weiß', color: '#ffffff', disabled: true },
          ]}
        />
        <Select
          label="Größe"
          defaultValue="c5"
          options={[
            { value: 'c3', label: 'Topf 3 l, 30–40 cm' },
            { value: 'c5', label: 'Topf 5 l, 40–60 cm' },
          ]}
        />
        <div style={{ display: 'flex', gap: 12, alignItems: 'flex-end', flexWrap: 'wrap' }}>
          <QuantityStepper label="Menge" value={amount} onChange={setAmount} max={50} />
          <Button
            size="lg"
            style={{ flex: '1 1 12rem' }}
            onClick={() =>
              notify({ title: `${amount} × „Edelrose ‚Gloria Dei‘“ liegt im Warenkorb.`, type: 'success' })
            }
          >
            <Icon name="cart" />
            In den Warenkorb
          </Button>
        </div>
        <p
          style={{
            margin: 0,
            display: 'flex',
            gap: 8,
            alignItems: 'center',
            color: 'var(--gw-color-text-muted)',
          }}
        >
          <Icon name="truck" /> Versandbereit in 1 Woche
        </p>
      </div>
    </div>
  );
}

function Overlays() {
  const [dialog, setDialog] = useState(false);
  const [drawer, setDrawer] = useState(false);
  return (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Button variant="secondary" onClick={() => setDialog(true)}>
        Dialog öffnen
      </Button>
      <Button variant="ghost" onClick={() => setDrawer(true)}>
        <Icon name="menu" /> Menü
      </Button>
      <Dialog
        open={dialog}
        onClose={() => setDialog(false)}
        title="Newsletter"
        footer={<Button onClick={() => setDialog(false)}>Anmelden</Button>}
      >
        <TextInput label="E-Mail-Adresse" type="email" />
      </Dialog>
      <Drawer open={drawer} onClose={() => setDrawer(false)} title="Menü" side="start">
        <Link variant="quiet" href="/shop">
          Shop
        </Link>
      </Drawer>
    </div>
  );
}

function Showcase() {
  return (
    <ToastProvider>
      <div
        style={{
          background: 'var(--gw-color-background)',
          color: 'var(--gw-color-text)',
          fontFamily: 'var(--gw-font-family)',
          padding: 'clamp(16px, 4vw, 48px)',
        }}
      >
        <div style={{ maxWidth: 1200, margin: '0 auto' }}>
          <div
            style={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 8,
              marginBottom: 24,
              paddingBottom: 12,
              borderBottom: '1px solid var(--gw-color-border-subtle)',
            }}
          >
            <span
              style={{
                display: 'flex',
                alignItems: 'center',
                gap: 8,
                color: 'var(--gw-color-primary)',
                fontFamily: 'var(--gw-font-family-display)',
                fontSize: 'var(--gw-font-size-xl)',
                fontWeight: 700,
              }}
            >
              <Icon name="leaf" size="1.75rem" /> Gartenwerk
            </span>
            <div style={{ display: 'flex' }}>
              <IconButton icon="search" label="Suche" />
              <IconButton icon="heart" label="Merkliste" count={1} countLabel={(n) => `${n} gemerkt`} />
              <IconButton icon="cart" label="Warenkorb" count={3} />
              <IconButton icon="menu" label="Menü" />
            </div>
          </div>
          <Breadcrumbs
            items={[
              { label: 'Startseite', href: '/' },
              { label: 'Rosen', href: '/shop/rosen' },
              { label: 'Edelrose ‚Gloria Dei‘' },
            ]}
          />
          <div style={{ margin: '16px 0 48px' }}>
            <ProductPage />
          </div>
          <div style={{ marginBottom: 48 }}>
            <Tabs
              label="Produktinformationen"
              items={[
                {
                  id: 'd',
                  label: 'Beschreibung',
                  content: (
                    <p style={{ margin: 0, maxWidth: '65ch' }}>
                      Die bekannteste Rose der Welt: große, duftende Blüten in Gelb mit rosa Rand, von Juni
                      bis in den Herbst.
                    </p>
                  ),
                },
                {
                  id: 'f',
                  label: 'Pflanzendaten',
                  content: <p style={{ margin: 0 }}>Wuchshöhe 80–120 cm · Sonne · winterhart bis −20 °C</p>,
                },
                {
                  id: 'v',
                  label: 'Lieferung',
                  content: <p style={{ margin: 0 }}>Versand von März bis November.</p>,
                },
              ]}
            />
          </div>
          <Section title="Angebote">
            <div style={grid}>
              {PRODUCTS.map((product) => (
                <Card
                  key={product.title}
                  href={`/shop/${product.title}`}
                  title={product.title}
                  media={
                    <img
                      src={picture(product.art[0], product.art[1], product.art[2])}
                      alt=""
                      width={400}
                      height={300}
                    />
                  }
                  badges={
                    'badge' in product ? (
                      <Badge tone={product.badge === 'Neu' ? 'brand' : 'sale'} emphasis="solid">
                        {product.badge}
                      </Badge>
                    ) : undefined
                  }
                  footer={
                    <Button size="sm" variant="secondary" block>
                      In den Warenkorb
                    </Button>
                  }
                >
                  <Price
                    cents={product.cents}
                    beforeCents={'before' in product ? product.before : null}
                    vatNote="inkl. 20 % MwSt."
                  />
                </Card>
              ))}
            </div>
          </Section>
          <Section title="Lieferadresse">
            <form
              style={{ display: 'grid', gap: 16, maxWidth: 560 }}
              onSubmit={(event) => event.preventDefault()}
            >
              <RadioGroup
                label="Anrede"
                inline
                defaultValue="frau"
                options={[
                  { value: 'frau', label: 'Frau' },
                  { value: 'herr', label: 'Herr' },
                  { value: 'divers', label: 'Divers' },
                ]}
              />
              <TextInput label="Vor- und Nachname" autoComplete="name" required />
              <TextInput
                label="Straße und Hausnummer"
                autoComplete="address-line1"
                required
                error="Bitte geben Sie Straße und Hausnummer an."
              />
              <TextInput label="Telefon" type="tel" autoComplete="tel" hint="Für Rückfragen der Spedition" />
              <Select
                label="Land"
                required
                options={[
                  { value: 'AT', label: 'Österreich' },
                  { value: 'DE', label: 'Deutschland' },
                ]}
              />
              <Checkbox
                label="Newsletter abonnieren"
                hint="Höchstens einmal im Monat, jederzeit abbestellbar."
              />
              <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap-reverse', justifyContent: 'flex-end' }}>
                <Button variant="ghost">Zurück</Button>
                <Button type="submit" loading>
                  Weiter zur Zahlung
                </Button>
              </div>
            </form>
          </Section>
          <Section title="Wird geladen">
            <div style={grid} aria-busy="true">
              <LoadingStatus label="Produkte werden geladen …" />
              {[1, 2].map((key) => (
                <div key={key} style={{ display: 'grid', gap: 12 }}>
                  <Skeleton shape="rect" />
                  <Skeleton lines={2} />
                </div>
              ))}
            </div>
          </Section>
          <Section title="Dialog und Menü">
            <Overlays />
          </Section>
        </div>
      </div>
    </ToastProvider>
  );
}

const meta = {
  title: 'Overview/Shop',
  component: Showcase,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Showcase>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The components together as a shop page uses them; checked by axe as a whole. */
export const Page: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Edelrose ‚Gloria Dei‘' })).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: 'In den Warenkorb' })[0]!);
    await expect(await canvas.findByText('3 × „Edelrose ‚Gloria Dei‘“ liegt im Warenkorb.')).toBeVisible();
    // Nothing pushes the page sideways.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
