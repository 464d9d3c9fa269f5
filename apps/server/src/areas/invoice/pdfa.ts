import { PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream } from 'pdf-lib';

/** What the document information and the XMP metadata of a ZUGFeRD PDF both say. */
export interface PdfAFacts {
  title: string;
  author: string;
  subject: string;
  keywords: string[];
  /** The Factur-X profile of the embedded XML (fx:ConformanceLevel). */
  conformanceLevel: string;
  created: Date;
}

const escapeXml = (value: string) => value.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** An XMP date: ISO 8601 in UTC, without milliseconds, as the info dictionary's D:…Z date. */
const xmpDate = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;

/** The Factur-X properties, declared as PDF/A-3 asks of any schema beyond its own. */
const FACTUR_X_PROPERTIES = [
  ['DocumentFileName', 'The name of the embedded XML document'],
  ['DocumentType', 'The type of the hybrid document in capital letters, e.g. INVOICE or ORDER'],
  ['Version', 'The actual version of the standard applying to the embedded XML document'],
  ['ConformanceLevel', 'The conformance level of the embedded XML document'],
] as const;

function xmp(facts: PdfAFacts): string {
  const date = xmpDate(facts.created);
  const properties = FACTUR_X_PROPERTIES.map(
    ([name, description]) =>
      `<rdf:li rdf:parseType="Resource"><pdfaProperty:name>${name}</pdfaProperty:name>` +
      `<pdfaProperty:valueType>Text</pdfaProperty:valueType><pdfaProperty:category>external</pdfaProperty:category>` +
      `<pdfaProperty:description>${description}</pdfaProperty:description></rdf:li>`,
  ).join('\n');
  return `<?xpacket begin="\ufeff" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/">
<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description rdf:about="" xmlns:pdfaid="http://www.aiim.org/pdfa/ns/id/">
<pdfaid:part>3</pdfaid:part><pdfaid:conformance>B</pdfaid:conformance>
</rdf:Description>
<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/">
<dc:format>application/pdf</dc:format>
<dc:title><rdf:Alt><rdf:li xml:lang="x-default">${escapeXml(facts.title)}</rdf:li></rdf:Alt></dc:title>
<dc:creator><rdf:Seq><rdf:li>${escapeXml(facts.author)}</rdf:li></rdf:Seq></dc:creator>
<dc:description><rdf:Alt><rdf:li xml:lang="x-default">${escapeXml(facts.subject)}</rdf:li></rdf:Alt></dc:description>
</rdf:Description>
<rdf:Description rdf:about="" xmlns:pdf="http://ns.adobe.com/pdf/1.3/">
<pdf:Producer>Gartenwerk</pdf:Producer><pdf:Keywords>${escapeXml(facts.keywords.join(' '))}</pdf:Keywords>
</rdf:Description>
<rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/">
<xmp:CreatorTool>Gartenwerk</xmp:CreatorTool><xmp:CreateDate>${date}</xmp:CreateDate><xmp:ModifyDate>${date}</xmp:ModifyDate>
</rdf:Description>
<rdf:Description rdf:about="" xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/" xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">
<pdfaExtension:schemas><rdf:Bag><rdf:li rdf:parseType="Resource">
<pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>
<pdfaSchema:namespaceURI>urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#</pdfaSchema:namespaceURI>
<pdfaSchema:prefix>fx</pdfaSchema:prefix>
<pdfaSchema:property><rdf:Seq>
${properties}
</rdf:Seq></pdfaSchema:property>
</rdf:li></rdf:Bag></pdfaExtension:schemas>
</rdf:Description>
<rdf:Description rdf:about="" xmlns:fx="urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#">
<fx:DocumentType>INVOICE</fx:DocumentType><fx:DocumentFileName>factur-x.xml</fx:DocumentFileName>
<fx:Version>1.0</fx:Version><fx:ConformanceLevel>${escapeXml(facts.conformanceLevel)}</fx:ConformanceLevel>
</rdf:Description>
</rdf:RDF>
</x:xmpmeta>
<?xpacket end="w"?>`;
}

/**
 * Completes the ZUGFeRD file @e-invoice-eu/core writes to PDF/A-3b (the fonts are embedded already):
 * its sRGB output intent profile gets the component count an ICC stream must name, and the document
 * information and the XMP metadata say the same, the XMP encoded as UTF-8 (the library writes
 * one byte per character, which garbles any name beyond ASCII).
 */
export async function completePdfA3(bytes: Uint8Array, facts: PdfAFacts): Promise<Buffer> {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  pdf.setTitle(facts.title);
  pdf.setAuthor(facts.author);
  pdf.setSubject(facts.subject);
  pdf.setKeywords(facts.keywords);
  pdf.setCreator('Gartenwerk');
  pdf.setProducer('Gartenwerk');
  pdf.setCreationDate(facts.created);
  pdf.setModificationDate(facts.created);
  const intents = pdf.catalog.lookupMaybe(PDFName.of('OutputIntents'), PDFArray);
  for (let index = 0; index < (intents?.size() ?? 0); index++) {
    const profile = intents!.lookup(index, PDFDict).lookup(PDFName.of('DestOutputProfile'));
    if (profile instanceof PDFRawStream) profile.dict.set(PDFName.of('N'), PDFNumber.of(3));
  }
  const metadata = pdf.context.stream(Buffer.from(xmp(facts), 'utf8'), { Type: 'Metadata', Subtype: 'XML' });
  pdf.catalog.set(PDFName.of('Metadata'), pdf.context.register(metadata));
  return Buffer.from(await pdf.save());
}
