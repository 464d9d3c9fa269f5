import {
  isPlaceholderCompanyValue,
  TERMS_ROUTE,
  WITHDRAWAL_POLICY_ROUTE,
  WITHDRAWAL_ROUTE,
} from '@gartenwerk/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../core/db';
import type { Company } from '../areas/config/schemas';
import { getConfig, updateConfig } from '../areas/config/service';
import { escapeHtml } from '../areas/mail/service';
import { normalizeBlock } from '../areas/entry/service';
import { entries } from '../areas/entry/table';
import { seedRuns } from './table';

/** The name under which the legal pages seed records that it ran. */
export const LEGAL_SEED = 'legal-pages';

/** Put in front of legal texts that a lawyer has not written. */
const SAMPLE_NOTICE =
  '<p><strong>Mustertext – nur zur Demonstration.</strong> Dieser Text ist ein Beispiel und ' +
  'ersetzt keine rechtliche Beratung. Bitte vor der Veröffentlichung durch einen geprüften Text ersetzen.</p>';

/** Where a page shows what the settings say, so that a changed setting changes the page. */
const PAYMENT_METHODS = { facts: 'payment_methods' } as const;
const SHIPPING = { facts: 'shipping' } as const;
const PICKUP = { facts: 'pickup' } as const;
const IMPRINT = { facts: 'imprint' } as const;
type Facts = typeof PAYMENT_METHODS | typeof SHIPPING | typeof PICKUP | typeof IMPRINT;

interface LegalPage {
  title: string;
  slug: string;
  route: string;
  description: string;
  /** Text blocks, and the shop's facts between them. */
  html: string | Array<string | Facts>;
}

export const blocksOf = (html: LegalPage['html']) =>
  (Array.isArray(html) ? html : [html]).map((part) =>
    normalizeBlock(
      typeof part === 'string'
        ? { type: 'text', props: { content: part } }
        : { type: 'shop_facts', props: { kind: part.facts } },
    ),
  );

const companyHtml = (company: Company) =>
  [
    `<strong>${escapeHtml(company.name)}</strong>`,
    escapeHtml(company.street),
    escapeHtml(`${company.zip} ${company.city}`),
    escapeHtml(company.country),
  ].join('<br>');

/** The model withdrawal form of Annex 1 to Art. 246a § 1 EGBGB (Anhang I.B of the FAGG). */
const modelForm = (company: Company) =>
  '<h3>Muster-Widerrufsformular</h3>' +
  '<p>(Wenn Sie den Vertrag widerrufen wollen, dann füllen Sie bitte dieses Formular aus und senden Sie es zurück.)</p>' +
  `<p>An ${companyHtml(company)}<br>E-Mail: ${escapeHtml(company.email)}</p>` +
  '<p>Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über den Kauf der ' +
  'folgenden Waren (*)/die Erbringung der folgenden Dienstleistung (*)</p>' +
  '<p>Bestellt am (*)/erhalten am (*)</p><p>Name des/der Verbraucher(s)</p>' +
  '<p>Anschrift des/der Verbraucher(s)</p>' +
  '<p>Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier)</p><p>Datum</p>' +
  '<p>(*) Unzutreffendes streichen.</p>';

export function legalPages(company: Company): LegalPage[] {
  return [
    {
      title: 'Impressum',
      slug: 'impressum',
      route: '/Imprint',
      description: `Impressum und Anbieterkennzeichnung der ${company.name}.`,
      html: [
        '<h2>Impressum</h2><p>Informationen nach § 5 ECG, § 25 MedienG und § 14 UGB</p>',
        IMPRINT,
        '<p>Unternehmensgegenstand: Baumschule, Handel mit Pflanzen und Gartenbedarf<br>' +
          'Anwendbare Rechtsvorschriften: Gewerbeordnung (<a href="https://www.ris.bka.gv.at">www.ris.bka.gv.at</a>)</p>' +
          '<p>Wir sind zur Teilnahme an einem Streitbeilegungsverfahren vor einer ' +
          'Verbraucherschlichtungsstelle weder verpflichtet noch bereit.</p>',
      ],
    },
    {
      title: 'Datenschutzerklärung',
      slug: 'datenschutz',
      route: '/Privacy',
      description: 'Welche Daten die Website und der Shop verarbeiten, wozu und wie lange.',
      html: [
        SAMPLE_NOTICE + '<h2>Datenschutzerklärung</h2><h3>Verantwortlicher</h3>',
        IMPRINT,
        '<h3>Server-Protokolle</h3><p>Bei jedem Aufruf verarbeitet unser Server die IP-Adresse, Zeitpunkt, ' +
          'aufgerufene Adresse, Statuscode und Browserkennung, um den Betrieb zu sichern und Angriffe abzuwehren ' +
          '(Art. 6 Abs. 1 lit. f DSGVO). Die IP-Adresse dient auch der Begrenzung von Anfragen je Adresse; ' +
          'Protokolle löschen wir nach spätestens 14 Tagen.</p>' +
          '<h3>Cookies und lokaler Speicher</h3><p>Wir setzen nur Cookies, die für die Funktion nötig sind; ' +
          'Tracking- oder Werbe-Cookies gibt es nicht:</p><ul>' +
          '<li><strong>gw_session</strong>: hält Sie nach der Anmeldung angemeldet (30 Tage oder bis zur Abmeldung).</li>' +
          '<li><strong>gw_csrf</strong>: schützt Formulare angemeldeter Nutzer vor Fälschung (Sitzungsdauer).</li>' +
          '<li><strong>gw_cart</strong>: ordnet Ihnen als Gast Ihren Warenkorb zu (90 Tage).</li>' +
          '<li><strong>lang</strong>: merkt sich die gewählte Sprache (1 Jahr).</li>' +
          '<li><strong>gw_ref</strong>: kommen Sie über den Link eines Partners (Affiliate) zu uns, merkt sich ' +
          'dieses Cookie 30 Tage lang den Partner, damit er für eine Bestellung seine Provision erhält. Es ' +
          'enthält nur die Kennung des Partners, keine Daten über Sie, und wird nur von uns gelesen ' +
          '(Art. 6 Abs. 1 lit. f DSGVO).</li></ul>' +
          '<p>Der Warenkorb und die Merkliste liegen zusätzlich im lokalen Speicher Ihres Browsers, die Eingaben ' +
          'der Kasse bis zum Abschluss der Bestellung im Sitzungsspeicher. Rechtsgrundlage ist § 165 Abs. 3 TKG ' +
          '2021 (unbedingt erforderlich).</p>' +
          '<h3>Reichweitenmessung</h3><p>Wie oft unsere Seiten aufgerufen werden, zählt unser eigener Server, ' +
          'ohne Cookies, ohne IP-Adresse und ohne Dienste Dritter. Je Aufruf zählen wir nur die aufgerufene ' +
          'Seite, die Website, von der Sie kamen (nur ihr Name), die Geräteklasse (Smartphone, Tablet oder ' +
          'Computer, aus der Browserkennung) und das Land Ihrer Browsersprache, zusammengefasst als Summe je ' +
          'Tag; ein Rückschluss auf Sie ist nicht möglich. Sendet Ihr Browser „Do Not Track“ oder „Global ' +
          'Privacy Control“, zählen wir Ihre Aufrufe nicht (Art. 6 Abs. 1 lit. f DSGVO).</p>' +
          '<h3>Kontaktformular und Bewerbungen</h3><p>Was Sie uns über das Kontakt- oder Bewerbungsformular ' +
          'senden (Name, E-Mail, Telefon, Nachricht, Bewerbungsunterlagen), speichern wir, um Ihre Anfrage zu ' +
          'bearbeiten (Art. 6 Abs. 1 lit. b und f DSGVO). Anfragen löschen wir nach Erledigung, Bewerbungen ' +
          'sechs Monate nach Abschluss des Verfahrens.</p>' +
          '<h3>Bestellungen und Kundenkonto</h3><p>Für Bestellungen verarbeiten wir Name, Anschrift, E-Mail, ' +
          'Telefon, UID-Nummer (bei Firmen), bestellte Waren und Zahlungsart (Art. 6 Abs. 1 lit. b DSGVO). ' +
          'Rechnungen und Buchungsbelege bewahren wir sieben Jahre auf (§ 132 BAO). Ein Kundenkonto können Sie ' +
          'jederzeit löschen lassen.</p>' +
          '<h3>Zahlungen</h3><p>Sie zahlen mit einer der Zahlungsarten, die wir anbieten:</p>',
        PAYMENT_METHODS,
        '<p>Zahlen Sie per Überweisung, geht das Geld direkt an unsere Bank. Wählen Sie eine Online-Zahlung, ' +
          'geben wir Betrag, Bestellnummer und E-Mail an den Zahlungsdienstleister weiter, der die Zahlung ' +
          'abwickelt.</p>' +
          '<h3>Newsletter</h3><p>Den Newsletter senden wir nur nach Ihrer Bestätigung (Double-Opt-in); wir ' +
          'speichern Zeitpunkt und Nachweis der Einwilligung. Jede Ausgabe enthält einen Abmeldelink.</p>' +
          '<h3>Benachrichtigung, wenn verfügbar</h3><p>Ihre E-Mail-Adresse für die Nachricht, dass ein ' +
          'ausverkauftes Produkt wieder erhältlich ist, löschen wir zwölf Monate nach Ihrer Anfrage.</p>' +
          '<h3>Ihre Rechte</h3><p>Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung, ' +
          'Datenübertragbarkeit und Widerspruch. Beschwerden richten Sie an die Österreichische ' +
          'Datenschutzbehörde, Barichgasse 40–42, 1030 Wien.</p>',
      ],
    },
    {
      title: 'Allgemeine Geschäftsbedingungen',
      slug: 'agb',
      route: TERMS_ROUTE,
      description: `Allgemeine Geschäftsbedingungen für den Online-Shop der ${company.name}.`,
      html: [
        SAMPLE_NOTICE +
          '<h2>Allgemeine Geschäftsbedingungen</h2>' +
          `<h3>§ 1 Geltungsbereich</h3><p>Diese Bedingungen gelten für alle Bestellungen im Online-Shop der ${escapeHtml(company.name)}, ` +
          `${escapeHtml(company.street)}, ${escapeHtml(company.zip)} ${escapeHtml(company.city)}.</p>` +
          '<h3>§ 2 Vertragsschluss</h3><p>Die Darstellung der Waren im Shop ist kein bindendes Angebot. Mit dem ' +
          'Klick auf „Zahlungspflichtig bestellen“ geben Sie ein verbindliches Angebot ab; wir bestätigen den ' +
          'Eingang per E-Mail. Der Vertrag kommt mit dieser Bestellbestätigung zustande.</p>' +
          '<h3>§ 3 Preise und Versandkosten</h3><p>Alle Preise enthalten die gesetzliche Umsatzsteuer. ' +
          'Versandkosten nennen wir auf der Seite Versand & Zahlung und vor dem Absenden der Bestellung.</p>' +
          '<h3>§ 4 Zahlung</h3><p>Sie zahlen mit einer dieser Zahlungsarten, soweit sie bei der Bestellung ' +
          'angeboten wird:</p>',
        PAYMENT_METHODS,
        '<p>Zahlen Sie per Überweisung, geben Sie bitte die Bestellnummer als Verwendungszweck an.</p>' +
          '<h3>§ 5 Lieferung</h3><p>Wir liefern in die Länder, die die Seite Versand & Zahlung nennt. Pflanzen ' +
          'versenden wir in der Pflanzzeit; die voraussichtliche Lieferzeit steht beim Artikel.</p>' +
          '<h3>§ 6 Eigentumsvorbehalt</h3><p>Die Ware bleibt bis zur vollständigen Bezahlung unser Eigentum.</p>' +
          `<h3>§ 7 Widerrufsrecht</h3><p>Verbrauchern steht ein Widerrufsrecht nach der <a href="${WITHDRAWAL_POLICY_ROUTE}">` +
          `Widerrufsbelehrung</a> zu. Den Widerruf können Sie auch online erklären: <a href="${WITHDRAWAL_ROUTE}">Vertrag widerrufen</a>.</p>` +
          '<h3>§ 8 Gewährleistung</h3><p>Es gelten die gesetzlichen Gewährleistungsrechte.</p>' +
          '<h3>§ 9 Schlussbestimmungen</h3><p>Es gilt österreichisches Recht unter Ausschluss des UN-Kaufrechts; ' +
          'zwingende Verbraucherschutzvorschriften des Staates, in dem Sie Ihren gewöhnlichen Aufenthalt haben, ' +
          'bleiben unberührt.</p>',
      ],
    },
    {
      title: 'Widerrufsbelehrung',
      slug: 'widerrufsbelehrung',
      route: WITHDRAWAL_POLICY_ROUTE,
      description: 'Ihr Widerrufsrecht als Verbraucher und das Muster-Widerrufsformular.',
      html:
        '<h2>Widerrufsbelehrung</h2><h3>Widerrufsrecht</h3>' +
        '<p>Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen. ' +
        'Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag, an dem Sie oder ein von Ihnen benannter Dritter, ' +
        'der nicht der Beförderer ist, die Waren in Besitz genommen haben bzw. hat.</p>' +
        `<p>Um Ihr Widerrufsrecht auszuüben, müssen Sie uns (${escapeHtml(company.name)}, ` +
        `${escapeHtml(company.street)}, ${escapeHtml(company.zip)} ${escapeHtml(company.city)}, ` +
        (isPlaceholderCompanyValue(company.phone) ? '' : `Telefon ${escapeHtml(company.phone)}, `) +
        `E-Mail ${escapeHtml(company.email)}) mittels einer eindeutigen ` +
        'Erklärung (z. B. ein mit der Post versandter Brief oder eine E-Mail) über Ihren Entschluss, diesen ' +
        'Vertrag zu widerrufen, informieren. Sie können dafür das beigefügte Muster-Widerrufsformular ' +
        `verwenden, das jedoch nicht vorgeschrieben ist. Sie können den Vertrag auch über die Schaltfläche ` +
        `<a href="${WITHDRAWAL_ROUTE}">„Vertrag widerrufen“</a> auf unserer Website widerrufen; wir bestätigen ` +
        'Ihnen den Eingang des Widerrufs unverzüglich per E-Mail.</p>' +
        '<p>Zur Wahrung der Widerrufsfrist reicht es aus, dass Sie die Mitteilung über die Ausübung des ' +
        'Widerrufsrechts vor Ablauf der Widerrufsfrist absenden.</p>' +
        '<h3>Folgen des Widerrufs</h3>' +
        '<p>Wenn Sie diesen Vertrag widerrufen, haben wir Ihnen alle Zahlungen, die wir von Ihnen erhalten ' +
        'haben, einschließlich der Lieferkosten (mit Ausnahme der zusätzlichen Kosten, die sich daraus ergeben, ' +
        'dass Sie eine andere Art der Lieferung als die von uns angebotene, günstigste Standardlieferung ' +
        'gewählt haben), unverzüglich und spätestens binnen vierzehn Tagen ab dem Tag zurückzuzahlen, an dem ' +
        'die Mitteilung über Ihren Widerruf dieses Vertrags bei uns eingegangen ist. Für diese Rückzahlung ' +
        'verwenden wir dasselbe Zahlungsmittel, das Sie bei der ursprünglichen Transaktion eingesetzt haben, ' +
        'es sei denn, mit Ihnen wurde ausdrücklich etwas anderes vereinbart; in keinem Fall werden Ihnen ' +
        'wegen dieser Rückzahlung Entgelte berechnet. Wir können die Rückzahlung verweigern, bis wir die Waren ' +
        'wieder zurückerhalten haben oder bis Sie den Nachweis erbracht haben, dass Sie die Waren ' +
        'zurückgesandt haben, je nachdem, welches der frühere Zeitpunkt ist.</p>' +
        `<p>Sie haben die Waren unverzüglich und in jedem Fall spätestens binnen vierzehn Tagen ab dem Tag, an ` +
        `dem Sie uns über den Widerruf dieses Vertrags unterrichten, an ${escapeHtml(company.name)}, ` +
        `${escapeHtml(company.street)}, ${escapeHtml(company.zip)} ${escapeHtml(company.city)} zurückzusenden ` +
        'oder zu übergeben. Die Frist ist gewahrt, wenn Sie die Waren vor Ablauf der Frist von vierzehn Tagen ' +
        'absenden. Sie tragen die unmittelbaren Kosten der Rücksendung der Waren. Sie müssen für einen ' +
        'etwaigen Wertverlust der Waren nur aufkommen, wenn dieser Wertverlust auf einen zur Prüfung der ' +
        'Beschaffenheit, Eigenschaften und Funktionsweise der Waren nicht notwendigen Umgang mit ihnen ' +
        'zurückzuführen ist.</p>' +
        modelForm(company),
    },
    {
      title: 'Versand & Zahlung',
      slug: 'versand-und-zahlung',
      route: '/Versandkosten',
      description: 'Versandkosten, Lieferzeiten und Zahlungsarten im Online-Shop.',
      html: [
        '<h2>Versand & Zahlung</h2><p>Alle Preise enthalten die gesetzliche Umsatzsteuer; die Versandkosten ' +
          'kommen hinzu und werden im Warenkorb geschätzt und vor dem Absenden der Bestellung für Ihre ' +
          'Lieferadresse genau ausgewiesen. Die Versandkosten einer Bestellung ergeben sich je Versandart aus ' +
          'Gewicht oder Stückzahl der Artikel.</p><h3>Versandkosten</h3>',
        SHIPPING,
        '<h3>Lieferzeit</h3><p>Die voraussichtliche Lieferzeit steht bei jedem Artikel. Wurzelnackte Pflanzen ' +
          'versenden wir von Oktober bis April.</p>' +
          '<h3>Abholung</h3><p>Sie können Ihre Bestellung kostenlos in der Baumschule abholen:</p>',
        PICKUP,
        '<h3>Zahlungsarten</h3>',
        PAYMENT_METHODS,
        '<p>Zahlen Sie per Überweisung, geben Sie bitte Ihre Bestellnummer als Verwendungszweck an.</p>',
      ],
    },
    {
      title: 'Haftungsausschluss',
      slug: 'haftungsausschluss',
      route: '/Disclaimer',
      description: 'Haftung für Inhalte und Links dieser Website.',
      html:
        SAMPLE_NOTICE +
        '<h2>Haftungsausschluss</h2><h3>Inhalte</h3><p>Wir erstellen die Inhalte dieser Website mit Sorgfalt, ' +
        'übernehmen aber keine Gewähr für ihre Richtigkeit, Vollständigkeit und Aktualität.</p>' +
        '<h3>Links</h3><p>Für die Inhalte verlinkter fremder Websites sind deren Betreiber verantwortlich. ' +
        'Rechtswidrige Inhalte waren zum Zeitpunkt der Verlinkung nicht erkennbar; bei Bekanntwerden entfernen ' +
        'wir solche Links umgehend.</p>',
    },
  ];
}

/** How many pages the legal seed adds to a fresh database. */
export const LEGAL_PAGE_COUNT = 6;

/**
 * Creates the legal pages a shop needs to open (imprint, privacy, terms, withdrawal policy with the model
 * form, shipping and payment, disclaimer), the imprint filled from the configured company; once per
 * database. A page whose route already has a page is left as the owner wrote it.
 */
export async function seedLegalPages(db: Database, now = new Date()): Promise<boolean> {
  const { company } = await getConfig(db);
  const pages = legalPages(company);
  const ran = await db.transaction(async (tx) => {
    const claimed = await tx.insert(seedRuns).values({ name: LEGAL_SEED }).onConflictDoNothing().returning();
    if (claimed.length === 0) return false;
    for (const [index, page] of pages.entries()) {
      const [existing] = await tx
        .select({ id: entries.id })
        .from(entries)
        .where(eq(sql`lower(${entries.route})`, page.route.toLowerCase()))
        .limit(1);
      if (existing) continue;
      await tx.insert(entries).values({
        title: page.title,
        slug: page.slug,
        type: 'page',
        route: page.route,
        order: 100 + index,
        published: true,
        publishDate: now,
        date: now,
        data: {
          content: '',
          meta_description: page.description,
          blocks: blocksOf(page.html),
        },
      });
    }
    return true;
  });
  if (!ran) return false;
  const { meta } = await getConfig(db);
  const known = new Set(meta.routes.map((item) => item.route.toLowerCase()));
  const added = pages
    .filter((page) => !known.has(page.route.toLowerCase()))
    .map((page) => ({
      route: page.route,
      meta: { title: `${page.title} – Gartenwerk`, description: page.description },
    }));
  if (added.length > 0) await updateConfig(db, { meta: { ...meta, routes: [...meta.routes, ...added] } });
  return true;
}
