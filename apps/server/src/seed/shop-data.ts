import type { ProductContent, SeasonWindow } from '@gartenwerk/domain';
import type { SiteConfig } from '../areas/config/schemas';
import type { VoucherCreate } from '../areas/shop-voucher/schemas';
import type { IllustrationKind } from './illustrations';

/** The name under which the demo shop seed records that it ran. */
export const SHOP_SEED = 'shop-demo';

type ShopSettings = SiteConfig['components']['shop'];

/** VAT groups: live plants have the reduced rates, everything else the standard ones. */
export const DEMO_VAT_GROUPS: NonNullable<ShopSettings['vat_groups']> = [
  { uuid: 'normal', name: 'Normalsteuersatz (AT 20 %, DE 19 %)', rates: { at: 20, de: 19 } },
  { uuid: 'pflanzen', name: 'Lebende Pflanzen (AT 13 %, DE 7 %)', rates: { at: 13, de: 7 } },
];

export const DEMO_SHIPPING_GROUPS: NonNullable<ShopSettings['shipping_groups']> = [
  {
    uuid: 'paket',
    name: 'Paket (nach Gewicht)',
    type: 'weight',
    unit: [
      { max: 5, costs: { at: 5.9, de: 7.9 } },
      { max: 15, costs: { at: 8.9, de: 11.9 } },
      { max: 31.5, costs: { at: 12.9, de: 16.9 } },
    ],
    shipping_free_amount_treshhold: { at: 80, de: 120 },
    delivery_days: { at: { min: 1, max: 2 }, de: { min: 2, max: 4 } },
  },
  {
    uuid: 'spedition',
    name: 'Spedition (nach Stück)',
    type: 'count',
    unit: [
      // Vienna and its surroundings are delivered by our own truck.
      {
        max: 20,
        costs: { at: 49, de: 79 },
        zips: [{ country: 'at', start: '1010', end: '2399', costs: 29 }],
      },
      {
        max: 100,
        costs: { at: 89, de: 129 },
        zips: [{ country: 'at', start: '1010', end: '2399', costs: 59 }],
      },
      { max: 500, costs: { at: 149, de: 199 } },
    ],
    shipping_free_amount_treshhold: { at: 1500, de: 2500 },
    delivery_days: { at: { min: 2, max: 4 }, de: { min: 3, max: 6 } },
  },
];

export const DEMO_SHIPPING_COUNTRIES: NonNullable<ShopSettings['shipping_countries']> = [
  {
    code: 'de',
    name: 'Deutschland',
    shipping_free_amount_treshhold: 250,
    // The North Sea and Baltic islands cost extra.
    zips: [
      { start: '18565', end: '18565', costs: 25 },
      { start: '25938', end: '25999', costs: 25 },
      { start: '26465', end: '26486', costs: 25 },
    ],
  },
  {
    code: 'at',
    name: 'Österreich',
    shipping_free_amount_treshhold: 150,
    // Around the nursery, deliveries are free from a lower amount.
    zips: [{ start: '3500', end: '3599', threshold: 50 }],
  },
];

export const DEMO_DISCOUNT_GROUPS: NonNullable<ShopSettings['discount_groups']> = [
  {
    uuid: 'wiederverkauf',
    name: 'Wiederverkäufer',
    type: 'percent',
    items: [
      { from: 0, discount: 15 },
      { from: 100, discount: 20 },
    ],
    additiv: false,
    roles: ['alle'],
  },
  {
    uuid: 'heckenaktion',
    name: 'Heckenaktion Herbst',
    type: 'percent',
    items: [{ from: 0, discount: 10 }],
    roles: ['alle'],
  },
];

export interface DemoGroup {
  title: string;
  tags: string[];
  /** The picture of the group and, unless `pictureOf` knows better, of its products. */
  kind: IllustrationKind;
  vat: 'normal' | 'pflanzen' | null;
  shipping: 'paket' | 'spedition' | null;
  /** Shipped only in its season; ordered outside it as a pre-order when `preorders` holds. */
  season?: { shipping: SeasonWindow; preorders: boolean };
  products: DemoProduct[];
}

interface DemoProduct {
  title: string;
  euros: number;
  description: string;
  tags?: string[];
  /** Sizes as variants: key, label and, when it differs from the product's, its own price. */
  variants?: Array<[string, string] | [string, string, number]>;
  /** What one unit contains, for the price per unit. */
  content?: ProductContent;
  weight?: number;
  days?: number;
  colors?: string[];
  stock?: number;
  type?: 'voucher';
  sale?: boolean;
  new?: boolean;
  special?: boolean;
}

const sizes = (...labels: string[]): Array<[string, string]> =>
  labels.map((label) => [
    label
      .replace(/[–\s]+/g, '-')
      .replace(/cm|-$/g, '')
      .replace(/-$/, ''),
    label,
  ]);

/** The catalogue; the first two groups exist from the first start and get their new products added. */
export const CATALOGUE: DemoGroup[] = [
  {
    title: 'Heckenpflanzen',
    tags: ['hecke'],
    kind: 'conifer',
    vat: 'pflanzen',
    shipping: 'spedition',
    products: [
      {
        title: "Liguster 'Atrovirens'",
        euros: 4.9,
        description: 'Wintergrüner, robuster Liguster – schnittverträglich und stadtklimafest.',
        variants: sizes('60–80 cm', '80–100 cm', '100–125 cm'),
        tags: ['hecke', 'wintergrün'],
        stock: 400,
        special: true,
      },
      {
        title: 'Eibe (Taxus baccata)',
        euros: 24.9,
        description: 'Heimische, sehr langlebige Eibe für formschöne, dichte Hecken im Schatten.',
        variants: sizes('40–60 cm', '60–80 cm', '80–100 cm'),
        tags: ['hecke', 'immergrün', 'schatten'],
        stock: 120,
      },
      {
        title: 'Rotbuche (Fagus sylvatica)',
        euros: 3.9,
        description: 'Wurzelnackte Rotbuche, das Laub bleibt bis zum Austrieb als Sichtschutz.',
        variants: sizes('80–100 cm', '100–125 cm', '125–150 cm'),
        tags: ['hecke', 'heimisch'],
        stock: 800,
        special: true,
      },
      {
        title: 'Feldahorn (Acer campestre)',
        euros: 3.5,
        description: 'Heimisches Gehölz für Vogelschutzhecken, goldgelbe Herbstfärbung.',
        variants: sizes('60–100 cm', '100–150 cm'),
        tags: ['hecke', 'heimisch'],
        stock: 300,
      },
      {
        title: "Glanzmispel 'Red Robin'",
        euros: 19.9,
        description: 'Immergrün mit leuchtend rotem Austrieb – ein Farbtupfer in jeder Hecke.',
        variants: sizes('60–80 cm', '80–100 cm'),
        tags: ['hecke', 'immergrün'],
        stock: 90,
        new: true,
      },
      {
        title: "Thuja occidentalis 'Smaragd' Solitär",
        euros: 69,
        description: 'Kräftig gewachsene Einzelpflanze für sofortigen Sichtschutz.',
        variants: sizes('140–160 cm', '160–180 cm', '180–200 cm'),
        tags: ['hecke', 'thuja', 'sichtschutz'],
        stock: 40,
        days: 21,
      },
    ],
  },
  {
    title: 'Wurzelware',
    tags: ['hecke', 'wurzelnackt'],
    kind: 'conifer',
    vat: 'pflanzen',
    shipping: 'spedition',
    // Bare-root plants are dug and shipped from mid-October to mid-April only.
    season: { shipping: { from: '10-15', until: '04-15' }, preorders: true },
    products: [
      {
        title: 'Hainbuchen-Heckenbündel wurzelnackt',
        euros: 34.9,
        description: '25 wurzelnackte Hainbuchen im Bund – frisch gerodet, für eine Hecke von etwa 8 m.',
        variants: sizes('60–80 cm', '80–100 cm'),
        stock: 150,
      },
      {
        title: 'Rotbuchen-Heckenbündel wurzelnackt',
        euros: 39.9,
        description: '25 wurzelnackte Rotbuchen im Bund; gepflanzt wird im Herbst oder zeitig im Frühjahr.',
        variants: sizes('60–80 cm', '80–100 cm'),
        stock: 150,
      },
      {
        title: 'Liguster-Heckenbündel wurzelnackt',
        euros: 24.9,
        description: '25 wurzelnackte Liguster im Bund, wintergrün und schnittverträglich.',
        variants: sizes('60–80 cm', '80–100 cm'),
        stock: 200,
      },
    ],
  },
  {
    title: 'Obstbäume',
    tags: ['obst'],
    kind: 'fruit',
    vat: 'pflanzen',
    shipping: 'spedition',
    products: [
      {
        title: "Kirsche 'Kordia' Halbstamm",
        euros: 54.9,
        description: 'Platzfeste Knorpelkirsche mit großen, dunkelroten Früchten.',
        tags: ['obst', 'kirsche'],
        stock: 25,
      },
      {
        title: "Zwetschke 'Hauszwetschke' Halbstamm",
        euros: 44.9,
        description: 'Die klassische Zwetschke für Kuchen, Röster und Schnaps.',
        tags: ['obst'],
        stock: 30,
      },
      {
        title: "Pfirsich 'Red Haven' Buschbaum",
        euros: 39.9,
        description: 'Saftige, gelbfleischige Früchte ab Ende Juli; für warme Lagen.',
        tags: ['obst'],
        stock: 18,
      },
      {
        title: "Apfel 'Elstar'",
        euros: 34.9,
        description: 'Knackig-aromatischer Tafelapfel, Ernte ab Mitte September.',
        variants: [
          ['busch', 'Buschbaum'],
          ['halbstamm', 'Halbstamm', 44.9],
          ['hochstamm', 'Hochstamm', 59.9],
        ],
        tags: ['obst', 'apfel'],
        stock: 45,
      },
      {
        title: "Quitte 'Konstantinopeler Apfelquitte'",
        euros: 49.9,
        description: 'Duftende Früchte für Gelee und Quittenbrot, selbstfruchtbar.',
        tags: ['obst'],
        stock: 12,
        new: true,
      },
      {
        title: "Walnuss 'Geisenheim 120'",
        euros: 89,
        description: 'Veredelte Walnuss, trägt früh und regelmäßig.',
        tags: ['obst', 'nuss'],
        stock: 8,
        days: 14,
      },
    ],
  },
  {
    title: 'Rosen',
    tags: ['rose'],
    kind: 'rose',
    vat: 'pflanzen',
    shipping: 'paket',
    products: [
      {
        title: "Edelrose 'Gloria Dei'",
        euros: 14.9,
        description: 'Die berühmteste Rose der Welt: gelb mit rosa Rand, duftend.',
        colors: ['Gelb'],
        weight: 1.5,
        stock: 60,
      },
      {
        title: "Strauchrose 'Schneewittchen'",
        euros: 16.9,
        description: 'Reinweiße Blütenfülle von Juni bis zum Frost, sehr gesund.',
        colors: ['Weiß'],
        weight: 2,
        stock: 50,
      },
      {
        title: "Kletterrose 'New Dawn'",
        euros: 19.9,
        description: 'Zartrosa, duftend, öfterblühend – ideal für Rosenbögen.',
        colors: ['Rosa'],
        weight: 2.5,
        stock: 35,
      },
      {
        title: "Beetrose 'Bonica 82'",
        euros: 12.9,
        description: 'ADR-Rose mit lachsrosa Blütenbüscheln, pflegeleicht.',
        colors: ['Rosa'],
        weight: 1.5,
        stock: 70,
        sale: true,
      },
      {
        title: "Bodendeckerrose 'The Fairy'",
        euros: 11.9,
        description: 'Kleine rosa Pomponblüten in großer Zahl, auch für Kübel.',
        colors: ['Rosa'],
        weight: 1.5,
        stock: 80,
      },
      {
        title: "Ramblerrose 'Ghislaine de Féligonde'",
        euros: 24.9,
        description: 'Wüchsiger Rambler mit aprikosenfarbenen Blüten für Bäume und Pergolen.',
        colors: ['Gelb'],
        weight: 3,
        stock: 15,
        new: true,
      },
      {
        title: "Strauchrose 'Westerland'",
        euros: 17.9,
        description: 'Kupferorange, stark duftend und sehr winterhart.',
        colors: ['Rot'],
        weight: 2,
        stock: 40,
      },
    ],
  },
  {
    title: 'Stauden',
    tags: ['staude'],
    kind: 'perennial',
    vat: 'pflanzen',
    shipping: 'paket',
    products: [
      {
        title: "Lavendel 'Hidcote Blue'",
        euros: 4.9,
        description: 'Kompakter, tiefblauer Lavendel für Beeteinfassungen.',
        colors: ['Violett'],
        weight: 0.5,
        stock: 300,
        variants: sizes('9 cm Topf', '2 l Topf'),
      },
      {
        title: "Katzenminze 'Walker's Low'",
        euros: 5.5,
        description: 'Staude des Jahres, blüht nach Rückschnitt ein zweites Mal.',
        colors: ['Violett'],
        weight: 0.5,
        stock: 150,
      },
      {
        title: "Sonnenhut 'Goldsturm'",
        euros: 5.9,
        description: 'Goldgelbe Blüten von Juli bis Oktober, bienenfreundlich.',
        colors: ['Gelb'],
        weight: 0.5,
        stock: 200,
      },
      {
        title: "Storchschnabel 'Rozanne'",
        euros: 7.9,
        description: 'Violettblaue Blüten ohne Pause von Juni bis November.',
        colors: ['Violett'],
        weight: 0.5,
        stock: 120,
      },
      {
        title: 'Pfingstrose (Paeonia lactiflora)',
        euros: 14.9,
        description: 'Üppige, gefüllte rosa Blüten im Frühsommer, langlebig.',
        colors: ['Rosa'],
        weight: 1,
        stock: 40,
      },
      {
        title: "Funkie 'Sum and Substance'",
        euros: 9.9,
        description: 'Großblättrige, goldgrüne Schattenstaude, schneckenfest.',
        weight: 1,
        stock: 55,
      },
      {
        title: "Fetthenne 'Herbstfreude'",
        euros: 5.5,
        description: 'Trockenheitsverträglich, rostrote Blüten im Herbst.',
        colors: ['Rot'],
        weight: 0.5,
        stock: 90,
      },
    ],
  },
  {
    title: 'Erde & Dünger',
    tags: ['erde', 'dünger'],
    kind: 'bag',
    vat: 'normal',
    shipping: 'paket',
    products: [
      {
        title: 'Pflanzerde torffrei 40 l',
        content: { quantity: 40, unit: 'l' },
        euros: 9.9,
        description: 'Torffreie Erde aus Kompost und Holzfasern für Beete und Hecken.',
        weight: 18,
        stock: 200,
      },
      {
        title: 'Rhododendronerde 50 l',
        content: { quantity: 50, unit: 'l' },
        euros: 12.9,
        description: 'Saure Spezialerde für Rhododendren, Hortensien und Heidelbeeren.',
        weight: 20,
        stock: 80,
      },
      {
        title: 'Rindenmulch 60 l',
        content: { quantity: 60, unit: 'l' },
        euros: 7.9,
        description: 'Hält den Boden feucht und unkrautfrei.',
        weight: 15,
        stock: 150,
      },
      {
        title: 'Hornspäne 2,5 kg',
        content: { quantity: 2.5, unit: 'kg' },
        euros: 11.9,
        description: 'Organischer Stickstoffdünger mit Langzeitwirkung.',
        weight: 2.5,
        stock: 100,
      },
      {
        title: 'Heckendünger 10 kg',
        content: { quantity: 10, unit: 'kg' },
        euros: 29.9,
        description: 'Organisch-mineralischer Dünger für dichte, sattgrüne Hecken.',
        weight: 10,
        stock: 60,
        special: true,
      },
      {
        title: 'Bodenaktivator 10 kg',
        content: { quantity: 10, unit: 'kg' },
        euros: 24.9,
        description: 'Belebt den Boden mit Humus und Mikroorganismen.',
        weight: 10,
        stock: 45,
      },
    ],
  },
  {
    title: 'Gutscheine',
    tags: ['gutschein'],
    kind: 'voucher',
    vat: null,
    shipping: null,
    products: [
      {
        title: 'Geschenkgutschein 25 €',
        euros: 25,
        description: 'Für Gartenfreunde – einzulösen online und in der Baumschule.',
        type: 'voucher',
      },
      {
        title: 'Geschenkgutschein 50 €',
        euros: 50,
        description: 'Für Gartenfreunde – einzulösen online und in der Baumschule.',
        type: 'voucher',
      },
      {
        title: 'Geschenkgutschein 100 €',
        euros: 100,
        description: 'Für Gartenfreunde – einzulösen online und in der Baumschule.',
        type: 'voucher',
      },
    ],
  },
];

export const VOUCHER_TEMPLATE_TITLE = 'Gartenwerk klassisch';

/** A few vouchers spread over the year, one of them partly spent, for the voucher screens. */
export function demoVouchers(year: number): VoucherCreate[] {
  const day = (month: number, date: number) => new Date(Date.UTC(year, month - 1, date)).toISOString();
  return [
    { code: 'GW-WILL-KOMM', value: 10, valid_from: day(1, 1), valid_until: day(12, 31), tags: ['aktion'] },
    {
      code: 'GW-FRUE-HLNG',
      value: 25,
      valid_from: day(3, 1),
      valid_until: day(5, 31),
      recipient: 'Familie Berger',
      message: 'Alles Gute zum neuen Garten!',
    },
    { code: 'GW-HERB-STHK', value: 50, remaining: 18.4, valid_from: day(9, 1), valid_until: day(11, 30) },
  ];
}
/** A made-up account (the IBAN has a valid check sum) for the prepayment confirmation. */
export const DEMO_BANK_DETAILS = {
  account_holder: 'Gartenwerk Baumschule GmbH',
  iban: 'AT61 1904 3002 3457 3201',
  bic: 'BKAUATWW',
  bank: 'Bank Austria',
};
