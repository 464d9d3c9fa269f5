import { inflateSync } from 'node:zlib';
import { databaseKinds, startSmtpSink, type SmtpSink } from '@gartenwerk/test-helpers';
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFRawStream,
  type PDFHexString,
  type PDFString,
} from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, startTestServer, type TestServer } from '../../../test/support';
import { pdfFonts, pdfQrCode, pdfText } from '../../../test/pdf-text';
import type { InvoiceDocument } from './schemas';

const year = Number(
  new Intl.DateTimeFormat('en', { timeZone: 'Europe/Vienna', year: 'numeric' }).format(new Date()),
);

/** The files a PDF embeds (its EmbeddedFiles name tree), by name, decompressed. */
async function embeddedFiles(bytes: Uint8Array): Promise<Map<string, string>> {
  const pdf = await PDFDocument.load(bytes);
  const files = new Map<string, string>();
  const names = pdf.catalog.lookupMaybe(PDFName.of('Names'), PDFDict);
  const tree = names?.lookupMaybe(PDFName.of('EmbeddedFiles'), PDFDict);
  const entries = tree?.lookupMaybe(PDFName.of('Names'), PDFArray);
  if (!entries) return files;
  for (let index = 0; index < entries.size(); index += 2) {
    const name = entries.lookup(index) as PDFString | PDFHexString;
    const spec = entries.lookup(index + 1, PDFDict);
    const stream = spec.lookup(PDFName.of('EF'), PDFDict).lookup(PDFName.of('F')) as PDFRawStream;
    const filter = stream.dict.get(PDFName.of('Filter'));
    const content = filter ? inflateSync(stream.contents) : Buffer.from(stream.contents);
    files.set(name.decodeText(), content.toString('utf8'));
  }
  return files;
}

/** The images a PDF's pages draw: each image XObject of a page's resources that its content paints. */
async function drawnImages(bytes: Uint8Array) {
  const pdf = await PDFDocument.load(bytes);
  const images: { width: number; height: number; filter: string }[] = [];
  for (const page of pdf.getPages()) {
    const contents = page.node.Contents();
    const streams = contents && 'asArray' in contents ? contents.asArray() : [contents];
    const operators = streams
      .map((ref) => pdf.context.lookup(ref))
      .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
      .map((stream) => inflateSync(stream.contents).toString('latin1'))
      .join('\n');
    const xObjects = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
    for (const [name, ref] of xObjects?.entries() ?? []) {
      const object = pdf.context.lookup(ref);
      if (!(object instanceof PDFRawStream)) continue;
      if (object.dict.get(PDFName.of('Subtype')) !== PDFName.of('Image')) continue;
      if (!operators.includes(`${name.toString()} Do`)) continue;
      images.push({
        width: object.dict.lookup(PDFName.of('Width'), PDFNumber).asNumber(),
        height: object.dict.lookup(PDFName.of('Height'), PDFNumber).asNumber(),
        filter: String(object.dict.get(PDFName.of('Filter'))),
      });
    }
  }
  return images;
}

/** The text of the first element of a tag (namespace prefix included) inside an XML text. */
const tag = (xml: string, name: string) => new RegExp(`<${name}(?: [^>]*)?>([^<]*)</${name}>`).exec(xml)?.[1];

describe.each(await databaseKinds())('documents as PDF, e-invoice and mail on %s', (kind) => {
  let server: TestServer;
  let smtp: SmtpSink;
  let invoice: InvoiceDocument;
  const admin = () => bearer(server.adminToken);
  const post = (url: string, payload: object) => call(server, 'POST', url, payload, server.adminToken);

  beforeAll(async () => {
    smtp = await startSmtpSink();
    server = await startTestServer(kind, { smtpUrl: smtp.url });
    await call(
      server,
      'PUT',
      '/api/v1/invoice/settings',
      {
        pdf: {
          logo: null,
          letterhead: 'Baumschule seit 1926',
          color: '#2e5c33',
          font: 'Helvetica',
          footer: 'Es gelten unsere AGB.',
        },
      },
      server.adminToken,
    );
    // The account is the company's, entered once in settings/company (the shop's bank details).
    const config = (await call(server, 'GET', '/api/v0/config/')).json()[0];
    config.components.shop.bank_details = {
      account_holder: 'Gartenwerk Baumschule GmbH',
      iban: 'AT61 1904 3002 3457 3201',
      bic: 'BKAUATWW',
      bank: 'Bank Austria',
    };
    await call(server, 'PUT', '/api/v0/config/', { components: config.components }, server.adminToken);
    const customer = (
      await post('/api/v1/invoice/customer/', {
        type: 'company',
        company: 'Gärtnerei Blum KG',
        first_name: 'Anna',
        last_name: 'Blum',
        address: 'Hauptstraße 12',
        zip: '3100',
        city: 'St. Pölten',
        country: 'at',
        uid: 'ATU12345678',
        email: 'anna@blum.example',
      })
    ).json();
    invoice = (
      await post('/api/v0/invoice/', {
        type: 'invoice',
        customer_id: customer._id,
        date: '2026-11-20',
        delivery_date: '2026-11-18',
        lines: [
          { title: 'Thuja Smaragd 80–100 cm', amount: 3, unit: 'Stk.', price: 24.9, vat_rate: 13 },
          { title: 'Pflanzarbeit', amount: 2.5, unit: 'm²', price: 12, vat_rate: 20, factor: 1.15 },
          { title: 'Rosendünger 1 kg', amount: 10, unit: 'Stk.', price: 4.99, vat_rate: 20, discount: 10 },
        ],
        issue: true,
      })
    ).json<InvoiceDocument>();
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it('prints every field the VAT acts ask of an invoice', async () => {
    const answer = await post('/api/v0/invoice/print', { _id: invoice._id });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    const shown = await pdfText(answer.rawPayload);
    for (const expected of [
      // seller with address and UID, the buyer with address and UID
      'Gartenwerk Baumschule GmbH',
      'Gärtnerweg 1',
      '3500 Krems an der Donau',
      'UID ATU00000000',
      'Gärtnerei Blum KG',
      'Anna Blum',
      'Hauptstraße 12',
      '3100 St. Pölten',
      'Ihre UID: ATU12345678',
      // number, date, date of supply, due date (14 days)
      `Rechnung RE-${year}-00001`,
      '20.11.2026',
      'Liefer-/Leistungsdatum',
      '18.11.2026',
      '04.12.2026',
      // quantity, unit and description, unit price, rate, line total
      'Thuja Smaragd 80–100 cm',
      'm²',
      '2,5',
      'Faktor 1,15',
      'Rabatt 10 %',
      '€ 24,90',
      '€ 74,70',
      '€ 34,50',
      '€ 44,91',
      // net per rate, rate, VAT, gross
      'Netto zu 13 %',
      'USt. 13 %',
      '€ 9,71',
      'Netto zu 20 %',
      '€ 79,41',
      'USt. 20 %',
      '€ 15,88',
      'Summe netto',
      '€ 154,11',
      'Gesamtbetrag',
      '€ 179,70',
      'Alle Preise netto zuzüglich Umsatzsteuer.',
      'Bank: Bank Austria · IBAN AT61 1904 3002 3457 3201 · BIC BKAUATWW',
      'Es gelten unsere AGB.',
      'Seite 1 von 1',
      // The company's account (settings/company), and the payment code with what it holds.
      'Zahlbar ohne Abzug bis 04.12.2026 auf das Konto IBAN AT61 1904 3002 3457 3201.',
      'Zahlen mit Code',
      'Empfänger\nGartenwerk Baumschule GmbH',
      'Verwendungszweck\nRE-',
    ])
      expect(shown).toContain(expected);
    expect(shown).not.toContain('ENTWURF');
    // The EPC QR code (SCT, version 002, UTF-8), scanned from the rendered page.
    expect(await pdfQrCode(answer.rawPayload)).toBe(
      [
        'BCD',
        '002',
        '1',
        'SCT',
        'BKAUATWW',
        'Gartenwerk Baumschule GmbH',
        'AT611904300234573201',
        'EUR179.70',
        '',
        '',
        `RE-${year}-00001`,
      ].join('\n'),
    );
  });

  it('prints every letter of a Czech or Polish name in embedded fonts, and refuses what no font has', async () => {
    const customer = (
      await post('/api/v1/invoice/customer/', {
        type: 'company',
        company: 'Zahradnictví Jiří Dvořák s.r.o.',
        first_name: 'Jiří',
        last_name: 'Dvořák',
        address: 'Údolní 21',
        zip: '602 00',
        city: 'Brno',
        country: 'cz',
        email: 'jiri@dvorak.example',
      })
    ).json();
    const document = (
      await post('/api/v0/invoice/', {
        type: 'invoice',
        customer_id: customer._id,
        date: '2026-11-20',
        lines: [{ title: 'Lieferung nach Łódź', amount: 1, unit: 'Stk.', price: 50, vat_rate: 20 }],
      })
    ).json<InvoiceDocument>();
    const pdf = (await post('/api/v0/invoice/print', { _id: document._id })).rawPayload;
    const shown = await pdfText(pdf);
    expect(shown).toContain('Zahradnictví Jiří Dvořák s.r.o.');
    expect(shown).toContain('Jiří Dvořák');
    expect(shown).toContain('Údolní 21');
    expect(shown).toContain('Lieferung nach Łódź');
    expect(shown).not.toContain('?');
    // Regular and bold, both embedded (the standard fonts were not).
    const fonts = await pdfFonts(pdf);
    // pdf-lib names each subset with a number of its own.
    expect(fonts.map(({ name }) => name.replace(/-\d+$/, '')).sort()).toEqual([
      'DejaVuSans',
      'DejaVuSans-Bold',
    ]);
    expect(fonts.every(({ embedded }) => embedded)).toBe(true);

    // An emoji is in no font: refused at its field, for a customer and for a document's line.
    const refusedCustomer = await call(
      server,
      'PUT',
      '/api/v1/invoice/customer/',
      { _id: customer._id, last_name: 'Dvořák 🌷' },
      server.adminToken,
    );
    expect(refusedCustomer.statusCode).toBe(400);
    expect(refusedCustomer.json()).toMatchObject({
      code: 'UNPRINTABLE',
      message:
        'Das Feld „last_name“ enthält Zeichen, die auf PDF-Dokumenten nicht gedruckt werden können: 🌷. Bitte entfernen Sie sie.',
    });
    const refusedLine = await call(
      server,
      'PUT',
      '/api/v0/invoice/',
      {
        _id: document._id,
        lines: [
          { title: 'Lieferung nach Łódź', amount: 1, unit: 'Stk.', price: 50, vat_rate: 20 },
          { title: 'Tulpen 🌷🌷', amount: 1, unit: 'Stk.', price: 5, vat_rate: 13 },
        ],
      },
      server.adminToken,
      { 'accept-language': 'en' },
    );
    expect(refusedLine.statusCode).toBe(400);
    expect(refusedLine.json().message).toBe(
      'The field “lines[1].title” contains characters that cannot be printed on PDF documents: 🌷. Please remove them.',
    );
  });

  it('prints the exemption notice of an intra-Community supply, and marks drafts', async () => {
    const draft = (
      await post('/api/v0/invoice/', {
        type: 'invoice',
        receiver: {
          kind: 'customer',
          type: 'company',
          company: 'Gartenbau Keller GmbH',
          address: 'Lindenstraße 4',
          zip: '80331',
          city: 'München',
          country: 'de',
          uid: 'DE123456789',
        },
        vat_exemption: 'intra_eu',
        lines: [{ title: 'Hainbuche 100–125 cm', amount: 50, unit: 'Stk.', price: 8.4, vat_rate: 0 }],
      })
    ).json<InvoiceDocument>();
    const shown = await pdfText((await post('/api/v0/invoice/print', { _id: draft._id })).rawPayload);
    expect(shown).toContain(
      'Steuerfreie innergemeinschaftliche Lieferung (Art. 138 MwSt-RL / Art. 6 Abs. 1 UStG).',
    );
    expect(shown).toContain('Ihre UID: DE123456789');
    expect(shown).toContain('Deutschland');
    expect(shown).toContain('ENTWURF');
    // A draft is no invoice yet: no e-invoice of it.
    const eInvoice = await post('/api/v0/invoice/print', { _id: draft._id, format: 'xrechnung' });
    expect(eInvoice.statusCode).toBe(400);
    expect(eInvoice.json().message).toBe(
      'E-Rechnungen gibt es für ausgestellte Rechnungen und Anzahlungsrechnungen.',
    );
  });

  it('writes ZUGFeRD as PDF/A-3b with the EN 16931 XML embedded whose terms and totals are the PDF’s', async () => {
    const answer = await post('/api/v0/invoice/print', { _id: invoice._id, format: 'zugferd' });
    expect(answer.statusCode, answer.body.slice(0, 300)).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    const files = await embeddedFiles(answer.rawPayload);
    const xml = files.get('factur-x.xml');
    expect(xml, [...files.keys()].join(', ')).toBeDefined();
    const shown = await pdfText(answer.rawPayload);
    // BT-1 number, BT-2 date, BT-31 seller VAT id
    expect(xml).toContain(`<ram:ID>RE-${year}-00001</ram:ID>`);
    expect(xml).toMatch(/<udt:DateTimeString format="102">20261120<\/udt:DateTimeString>/);
    expect(xml).toMatch(/<ram:ID schemeID="VA">ATU00000000<\/ram:ID>/);
    expect(xml).toMatch(/<ram:ID schemeID="VA">ATU12345678<\/ram:ID>/);
    // The VAT breakdown: 13 % of 74.70 = 9.71, 20 % of 79.41 = 15.88.
    const breakdown = [...xml!.matchAll(/<ram:ApplicableTradeTax>([\s\S]*?)<\/ram:ApplicableTradeTax>/g)]
      .map(([, block]) => [
        tag(block!, 'ram:RateApplicablePercent'),
        tag(block!, 'ram:BasisAmount'),
        tag(block!, 'ram:CalculatedAmount'),
      ])
      .filter(([, basis]) => basis !== undefined);
    expect(breakdown).toEqual([
      ['13', '74.70', '9.71'],
      ['20', '79.41', '15.88'],
    ]);
    const summary =
      /<ram:SpecifiedTradeSettlementHeaderMonetarySummation>([\s\S]*?)<\/ram:SpecifiedTradeSettlementHeaderMonetarySummation>/.exec(
        xml!,
      )![1]!;
    expect(tag(summary, 'ram:LineTotalAmount')).toBe('154.11');
    expect(tag(summary, 'ram:TaxBasisTotalAmount')).toBe('154.11');
    expect(summary).toMatch(/<ram:TaxTotalAmount currencyID="EUR">25.59<\/ram:TaxTotalAmount>/);
    expect(tag(summary, 'ram:GrandTotalAmount')).toBe('179.70');
    expect(tag(summary, 'ram:DuePayableAmount')).toBe('179.70');
    // Each line's net: 74.70, 34.50 (2.5 m² × 13.80) and 44.91 (10 at 44.91 per 10, the discount taken).
    expect(
      [...xml!.matchAll(/<ram:LineTotalAmount>([^<]*)<\/ram:LineTotalAmount>/g)].map(([, value]) => value),
    ).toEqual(['74.70', '34.50', '44.91', '154.11']);
    // The same amounts as the PDF shows them.
    for (const amount of ['74,70', '9,71', '79,41', '15,88', '154,11', '179,70'])
      expect(shown).toContain(`€ ${amount}`);

    // PDF/A-3b: embedded fonts, an sRGB output intent, XMP that matches.
    const bytes = answer.rawPayload;
    expect((await pdfFonts(bytes)).map(({ embedded }) => embedded)).toEqual([true, true]);
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    const catalog = pdf.catalog;

    // The output intent: an ICC profile of 3 components (RGB), the sRGB one.
    const intent = catalog.lookup(PDFName.of('OutputIntents'), PDFArray).lookup(0, PDFDict);
    expect(intent.get(PDFName.of('S'))).toBe(PDFName.of('GTS_PDFA1'));
    const profile = intent.lookup(PDFName.of('DestOutputProfile')) as PDFRawStream;
    expect(profile.dict.lookup(PDFName.of('N'), PDFNumber).asNumber()).toBe(3);
    const icc = Buffer.from(profile.contents);
    expect(icc.subarray(36, 40).toString('latin1')).toBe('acsp');
    expect(icc.subarray(16, 20).toString('latin1')).toBe('RGB ');

    // The XML attached as the invoice's alternative representation.
    const spec = catalog.lookup(PDFName.of('AF'), PDFArray).lookup(0, PDFDict);
    expect(spec.get(PDFName.of('AFRelationship'))).toBe(PDFName.of('Alternative'));
    expect((spec.lookup(PDFName.of('UF')) as PDFString | PDFHexString).decodeText()).toBe('factur-x.xml');

    // XMP in UTF-8 that says what the document information says.
    const metadata = catalog.lookup(PDFName.of('Metadata')) as PDFRawStream;
    expect(metadata.dict.get(PDFName.of('Filter'))).toBeUndefined();
    const xmp = Buffer.from(metadata.contents).toString('utf8');
    expect(xmp).toContain('<pdfaid:part>3</pdfaid:part><pdfaid:conformance>B</pdfaid:conformance>');
    expect(xmp).toContain(
      '<pdfaSchema:namespaceURI>urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#</pdfaSchema:namespaceURI>',
    );
    expect(xmp).toContain('<fx:DocumentFileName>factur-x.xml</fx:DocumentFileName>');
    expect(xmp).toContain('<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>');
    expect(pdf.getTitle()).toBe(`Rechnung RE-${year}-00001`);
    expect(xmp).toContain(
      `<dc:title><rdf:Alt><rdf:li xml:lang="x-default">Rechnung RE-${year}-00001</rdf:li>`,
    );
    expect(pdf.getSubject()).toBe(`Rechnung RE-${year}-00001 an Gärtnerei Blum KG, Anna Blum`);
    expect(xmp).toContain(
      `<rdf:li xml:lang="x-default">Rechnung RE-${year}-00001 an Gärtnerei Blum KG, Anna Blum</rdf:li>`,
    );
    expect(pdf.getAuthor()).toBe('Gartenwerk Baumschule GmbH');
    expect(xmp).toContain(
      '<dc:creator><rdf:Seq><rdf:li>Gartenwerk Baumschule GmbH</rdf:li></rdf:Seq></dc:creator>',
    );
    expect(pdf.getProducer()).toBe('Gartenwerk');
    expect(xmp).toContain(
      '<pdf:Producer>Gartenwerk</pdf:Producer><pdf:Keywords>Rechnung Factur-X ZUGFeRD</pdf:Keywords>',
    );
    expect(pdf.getKeywords()).toBe('Rechnung Factur-X ZUGFeRD');
    expect(pdf.getCreator()).toBe('Gartenwerk');
    expect(xmp).toContain('<xmp:CreatorTool>Gartenwerk</xmp:CreatorTool>');
    const created = pdf.getCreationDate()!.toISOString().slice(0, 19);
    expect(xmp).toContain(
      `<xmp:CreateDate>${created}Z</xmp:CreateDate><xmp:ModifyDate>${created}Z</xmp:ModifyDate>`,
    );
  });

  it('writes XRechnung (CII) with the mandatory business terms', async () => {
    const answer = await post('/api/v0/invoice/print', { _id: invoice._id, format: 'xrechnung' });
    expect(answer.statusCode, answer.body.slice(0, 300)).toBe(200);
    expect(answer.headers['content-type']).toBe('application/xml');
    const xml = answer.body;
    expect(xml).toContain('urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0');
    expect(xml).toContain(`<ram:ID>RE-${year}-00001</ram:ID>`);
    expect(xml).toMatch(/<ram:ID schemeID="VA">ATU00000000<\/ram:ID>/);
    expect(tag(xml, 'ram:GrandTotalAmount')).toBe('179.70');
    // Payment by SEPA credit transfer (58) to the company's account, IBAN and BIC.
    const means =
      /<ram:SpecifiedTradeSettlementPaymentMeans>([\s\S]*?)<\/ram:SpecifiedTradeSettlementPaymentMeans>/.exec(
        xml,
      )![1]!;
    expect(tag(means, 'ram:TypeCode')).toBe('58');
    expect(tag(means, 'ram:IBANID')).toBe('AT611904300234573201');
    expect(tag(means, 'ram:BICID')).toBe('BKAUATWW');
    // A buyer without a reference: XRechnung's mandatory BT-10 says so (not an internal id).
    expect(tag(xml, 'ram:BuyerReference')).toBe('n/a');
  });

  it('writes the Leitweg-ID of a German public-sector buyer as the BuyerReference, as the document has it', async () => {
    const authority = (
      await post('/api/v1/invoice/customer/', {
        type: 'company',
        company: 'Stadt Passau, Gartenamt',
        address: 'Rathausplatz 2',
        zip: '94032',
        city: 'Passau',
        country: 'de',
        email: 'gartenamt@passau.example',
        buyer_reference: ' 09262000-GA-12 ',
      })
    ).json();
    expect(authority.buyer_reference).toBe('09262000-GA-12');
    const lines = [{ title: 'Linde 18–20 cm Stammumfang', amount: 4, unit: 'Stk.', price: 210, vat_rate: 7 }];
    const fromCustomer = (
      await post('/api/v0/invoice/', { type: 'invoice', customer_id: authority._id, lines, issue: true })
    ).json<InvoiceDocument>();
    expect(fromCustomer.buyer_reference).toBe('09262000-GA-12');
    const xml = (await post('/api/v0/invoice/print', { _id: fromCustomer._id, format: 'xrechnung' })).body;
    expect(tag(xml, 'ram:BuyerReference')).toBe('09262000-GA-12');
    // A document may name its own (another office's).
    const own = (
      await post('/api/v0/invoice/', {
        type: 'invoice',
        customer_id: authority._id,
        buyer_reference: '09262000-BAU-3',
        lines,
        issue: true,
      })
    ).json<InvoiceDocument>();
    const ownXml = (await post('/api/v0/invoice/print', { _id: own._id, format: 'xrechnung' })).body;
    expect(tag(ownXml, 'ram:BuyerReference')).toBe('09262000-BAU-3');
  });

  it('sends the invoice with its PDF through the mail module and records it', async () => {
    await post('/api/v0/system_templates/', {
      name: 'Rechnung',
      kind: 'document',
      subject: 'Ihre {{type}} {{number}}',
      body: 'Guten Tag {{name}},\nanbei {{type}} {{number}} über {{total}}, zahlbar bis {{due}}.',
      is_default: true,
    });
    const answer = await post('/api/v0/invoice/sendMail', { _id: invoice._id });
    expect(answer.statusCode, answer.body).toBe(200);
    const sent = answer.json<InvoiceDocument>();
    const subject = `Ihre Rechnung RE-${year}-00001`;
    expect(sent.sent).toMatchObject([{ to: 'anna@blum.example', subject, kind: 'document' }]);
    const outbox = await call(server, 'GET', '/api/v0/mail/outbox', undefined, server.adminToken);
    expect(outbox.json().items[0]).toMatchObject({
      to: 'anna@blum.example',
      subject,
      template: 'invoiceDocument',
      // The account follows the text of the template, as the invoice prints it.
      text:
        `Guten Tag Gärtnerei Blum KG, Anna Blum,\nanbei Rechnung RE-${year}-00001 über € 179,70, zahlbar bis 04.12.2026.\n\n` +
        'Bitte überweisen Sie € 179,70 bis 04.12.2026 auf unser Konto:\nEmpfänger: Gartenwerk Baumschule GmbH\n' +
        `IBAN: AT61 1904 3002 3457 3201\nBIC: BKAUATWW\nVerwendungszweck: RE-${year}-00001\n\n[Rechnung-RE-${year}-00001.pdf]`,
    });
    const mail = smtp.lastTo('anna@blum.example');
    expect(mail?.raw).toContain('Content-Type: application/pdf');
    expect(mail?.raw).toContain(`filename=Rechnung-RE-${year}-00001.pdf`);
    const history = (await post('/api/v0/invoice/getData/', { _id: invoice._id })).json<InvoiceDocument>()
      .history!;
    expect(history.map((entry) => entry.action)).toEqual([
      'created',
      'issued',
      'printed',
      'printed',
      'printed',
      'mailed',
    ]);
  });

  it('refuses a reminder before the due date and for a paid invoice', async () => {
    // Due on 04.12.2026: the Zahlungserinnerung (1 day after the due date by default) from 05.12.2026.
    const early = await post('/api/v0/invoice/sendMail', { _id: invoice._id, reminder: true });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(
      `Die Rechnung RE-${year}-00001 ist erst am 04.12.2026 fällig; eine Zahlungserinnerung ist ab dem 05.12.2026 möglich.`,
    );
    await post('/api/v1/invoice/payment', { _id: invoice._id, amount: 179.7 });
    const refused = await post('/api/v0/invoice/sendMail', { _id: invoice._id, reminder: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Mahnungen gibt es nur für ausgestellte, nicht bezahlte Rechnungen.');
    const history = (await post('/api/v0/invoice/getData/', { _id: invoice._id })).json<InvoiceDocument>()
      .history!;
    expect(history.map((entry) => entry.action)).not.toContain('reminder');
  });

  it('prints the logo chosen in settings/pdf from the file library, and no image without one', async () => {
    const upload = async (filename: string, content: Buffer) => {
      const boundary = '----gartenwerklogo';
      const answer = await server.app.inject({
        method: 'POST',
        url: '/api/v0/upload',
        headers: { ...admin(), 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${filename}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
          ),
          content,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json<Array<{ _id: string }>>()[0]!._id;
    };
    const setLogo = async (logo: string | null) => {
      const current = (
        await call(server, 'GET', '/api/v1/invoice/settings', undefined, server.adminToken)
      ).json<{ pdf: Record<string, unknown> }>();
      const answer = await call(
        server,
        'PUT',
        '/api/v1/invoice/settings',
        { pdf: { ...current.pdf, logo } },
        server.adminToken,
      );
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().pdf.logo).toBe(logo);
    };
    const draft = (
      await post('/api/v0/invoice/', {
        type: 'offer',
        lines: [{ title: 'Hecke schneiden', amount: 1, unit: 'h', price: 48, vat_rate: 20 }],
      })
    ).json<InvoiceDocument>();
    const printed = async () => {
      const answer = await post('/api/v0/invoice/print', { _id: draft._id });
      expect(answer.statusCode, answer.body.slice(0, 300)).toBe(200);
      return drawnImages(answer.rawPayload);
    };

    // Without a logo (as set up): no image at all.
    expect(await printed()).toEqual([]);

    const png = await sharp({ create: { width: 240, height: 80, channels: 3, background: '#2e5c33' } })
      .png()
      .toBuffer();
    await setLogo(await upload('logo.png', png));
    expect(await printed()).toEqual([{ width: 240, height: 80, filter: '/FlateDecode' }]);

    const jpeg = await sharp({ create: { width: 300, height: 120, channels: 3, background: '#ffffff' } })
      .jpeg()
      .toBuffer();
    await setLogo(await upload('logo.jpg', jpeg));
    expect(await printed()).toEqual([{ width: 300, height: 120, filter: '/DCTDecode' }]);

    await setLogo(null);
    expect(await printed()).toEqual([]);
  });

  it('writes a cancellation as a corrected invoice (384) that names the invoice it cancels', async () => {
    const cancelled = await post('/api/v1/invoice/cancel', { _id: invoice._id });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const cancellation = cancelled.json<InvoiceDocument>();
    const answer = await post('/api/v0/invoice/print', { _id: cancellation._id, format: 'xrechnung' });
    expect(answer.statusCode, answer.body.slice(0, 300)).toBe(200);
    const xml = answer.body;
    expect(xml).toMatch(/<ram:TypeCode>384<\/ram:TypeCode>/);
    expect(xml).toContain(`<ram:ID>${cancellation.number}</ram:ID>`);
    expect(xml).toMatch(
      new RegExp(
        `<ram:InvoiceReferencedDocument>\\s*<ram:IssuerAssignedID>RE-${year}-00001</ram:IssuerAssignedID>`,
      ),
    );
    expect(xml).toContain(`Storno zu Rechnung RE-${year}-00001 vom ${invoice.date}`);
    expect(tag(xml, 'ram:GrandTotalAmount')).toBe('-179.70');
  });
});
