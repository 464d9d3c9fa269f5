import { bookingErrors } from './booking';
/**
 * German texts of the `errors` namespace: what the server answers a person in a refusal's `message`
 * (the `code` beside it stays the same in every language).
 */
export const errors = {
  notFound: 'Nicht gefunden.',
  tooManyRequests_one: 'Zu viele Anfragen in kurzer Zeit. Bitte versuchen Sie es in einer Minute erneut.',
  tooManyRequests_other:
    'Zu viele Anfragen in kurzer Zeit. Bitte versuchen Sie es in {{count}} Minuten erneut.',
  tooManyOrders_one: 'Zu viele Bestellungen in kurzer Zeit. Bitte versuchen Sie es in einer Minute erneut.',
  tooManyOrders_other:
    'Zu viele Bestellungen in kurzer Zeit. Bitte versuchen Sie es in {{count}} Minuten erneut.',
  unprintable:
    'Das Feld „{{field}}“ enthält Zeichen, die auf PDF-Dokumenten nicht gedruckt werden können: {{characters}}. Bitte entfernen Sie sie.',
  backup: {
    notEmpty:
      'Eine Sicherung kann nur in eine leere Installation zurückgespielt werden. Hier sind bereits Bestellungen, Rechnungen, Abonnenten oder andere Daten gespeichert.',
    otherVersion:
      'Die Sicherung gehört zu einem anderen Datenbankstand ({{backup}} Migrationen, diese Installation hat {{installation}}). Bitte mit dem Befehl „restore“ zurückspielen.',
    invalid: 'Die Datei ist keine gültige Sicherung ({{reason}}).',
    interrupted:
      'Die Sicherung wurde abgebrochen: der Server wurde beendet, während er sie erstellte. Sie kann gelöscht werden.',
    running: 'Diese Sicherung wird gerade erstellt.',
    restoring: 'Es wird gerade eine Sicherung zurückgespielt. Bitte warten Sie, bis sie fertig ist.',
    tooLarge:
      'Die Sicherungsdatei ist zu groß ({{size}} MB). Es können höchstens {{limit}} MB hochgeladen werden.',
    tooLargeStream: 'Die Sicherungsdatei ist zu groß. Es können höchstens {{limit}} MB hochgeladen werden.',
  },
  auth: {
    lockedFor_one: 'Das Konto ist vorübergehend gesperrt. Bitte versuchen Sie es in einer Minute erneut.',
    lockedFor_other:
      'Das Konto ist vorübergehend gesperrt. Bitte versuchen Sie es in {{count}} Minuten erneut.',
    twoFactorAlreadyOn: 'Die Zwei-Faktor-Anmeldung ist bereits eingeschaltet.',
    twoFactorNotStarted: 'Bitte starten Sie das Einschalten der Zwei-Faktor-Anmeldung zuerst.',
    roleUnavailable: 'Diese Rollen gibt es nicht: {{roles}}',
  },
  notify: {
    emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    available: 'Dieses Produkt ist bereits erhältlich.',
    tokenInvalid: 'Dieser Bestätigungslink ist ungültig oder abgelaufen.',
    cancelInvalid: 'Diese Benachrichtigung gibt es nicht mehr.',
  },
  stock: {
    negative: 'Der Lagerbestand darf nicht negativ werden.',
    unknownVariant: 'Diese Variante gibt es bei dem Produkt nicht.',
    notEnough: 'Nicht genügend Lagerbestand für „{{product}}“.',
  },
  voucher: {
    unknown: 'Der Gutscheincode ist uns nicht bekannt.',
    usedUp: 'Der Gutschein ist bereits aufgebraucht.',
    expired: 'Der Gutschein ist abgelaufen.',
    notYetValid: 'Der Gutschein ist noch nicht gültig.',
    codeTaken: 'Diesen Gutscheincode gibt es bereits.',
    remainingAboveValue: 'Der Restwert darf den Gutscheinwert nicht übersteigen.',
    validityReversed: 'Der Gutschein muss gültig werden, bevor er abläuft.',
    singlePurposeIncomplete: 'Ein Einzweck-Gutschein braucht einen Steuersatz und ein Land.',
    singlePurposeNotHere:
      'Dieser Einzweck-Gutschein gilt nur für Waren mit {{rate}} % USt bei Lieferung nach {{country}} und kann für diese Bestellung nicht eingelöst werden.',
  },
  address: {
    notFound: 'Diese Adresse gibt es nicht.',
    incomplete: 'Bitte füllen Sie alle Pflichtfelder der Adresse aus: {{fields}}',
  },
  order: {
    deliveredOutOfRange: 'Das Lieferdatum muss zwischen dem Bestelltag ({{from}}) und heute ({{to}}) liegen.',
    productUnknown: 'Ein Produkt der Bestellung gibt es nicht (mehr).',
    productNotOrderable: 'Das Produkt „{{title}}“ ist derzeit nicht bestellbar.',
    variantUnknown: 'Diese Variante von „{{title}}“ gibt es nicht.',
    colorUnknown: 'Diese Farbe gibt es für „{{title}}“ nicht.',
    colorMissing: 'Bitte wählen Sie eine Farbe für „{{title}}“.',
    setNotOfProduct: 'Die Zusammenstellung von „{{title}}“ nennt Produkte, die nicht zu diesem Set gehören.',
    paymentNotOffered: 'Diese Zahlungsart ist für diese Bestellung nicht verfügbar.',
    notShippable: 'An diese Adresse können wir leider nicht liefern.',
    invoiceAddress: 'Bitte geben Sie eine vollständige Rechnungsadresse an.',
    shippingAddress: 'Bitte geben Sie eine vollständige Lieferadresse an.',
    addressProblem: '{{address}}: {{problem}}',
    idempotencyKeyReused: 'Dieser Idempotency-Key gehört zu einer anderen Bestellung.',
    idempotencyKeyMismatch:
      'Dieser Idempotency-Key wurde bereits für eine Bestellung mit anderen Angaben verwendet.',
    specialConditions: 'Bitte stimmen Sie den zusätzlichen Bedingungen zu.',
    pickupUnavailable: 'Eine Abholung ist derzeit nicht möglich.',
    splitNotOffered:
      'Eine Lieferung in zwei Sendungen ist für diese Bestellung nicht möglich: Bitte prüfen Sie die Zusammenfassung und bestellen Sie erneut.',
    notSplit:
      'Die Bestellung {{number}} wird in einer Sendung geliefert: Es gibt keine erste Sendung zu versenden.',
    shipmentWithdrawn:
      'Von der Bestellung {{number}} ist der Kunde zurückgetreten: Sie wird nicht mehr versandt.',
    pickupWindowUnavailable: 'Dieses Abholfenster kann nicht gewählt werden. Bitte wählen Sie ein anderes.',
    pickupWindowFull: 'Dieses Abholfenster ist inzwischen ausgebucht. Bitte wählen Sie ein anderes.',
    notPickup:
      'Die Bestellung {{number}} wird versendet, nicht abgeholt: Nur Abholbestellungen können zur Abholung bereitgelegt werden.',
    readyWithdrawn: 'Die Bestellung {{number}} wurde widerrufen und wird nicht mehr abgeholt.',
    alreadyPickedUp: 'Die Bestellung {{number}} wurde bereits abgeholt.',
    readyUnpaid:
      'Die Bestellung {{number}} ist noch nicht bezahlt. Bei dieser Zahlungsart liegt sie erst nach dem Zahlungseingang zur Abholung bereit.',
  },
  priceRequest: {
    productUnknown: 'Ein angefragtes Produkt gibt es nicht (mehr).',
  },
  file: {
    quotaExceeded:
      'Speicherplatz erschöpft: {{used}} von {{quota}} MB belegt, die Datei passt nicht mehr hinein',
    tooLarge: 'Datei zu groß: erlaubt sind höchstens {{max}} MB',
    svgTooLarge: 'SVG zu groß: erlaubt sind höchstens {{max}} MB',
    empty: 'Die Datei ist leer',
    unreadableImage: 'Das Bild kann nicht gelesen werden',
    imageTooLarge: 'Bild zu groß: {{width}}x{{height}} Pixel, erlaubt sind höchstens {{max}} Pixel',
    rasterOnly: 'Nur Rasterbilder (jpg, png, gif, webp) können bearbeitet werden',
  },
  affiliate: {
    emailInvalid: '„{{email}}“ ist keine gültige E-Mail-Adresse.',
    codeTaken: 'Der Code {{code}} ist bereits vergeben.',
  },
  productionPlan: {
    endBeforeStart: 'Die Stufe „{{stage}}“ muss nach ihrem Beginn enden.',
    unknownResource: 'Die Ressource „{{resource}}“ gibt es nicht.',
    notAvailable: 'Die Ressource „{{resource}}“ ist am {{date}} von {{from}} bis {{to}} nicht verfügbar.',
    booked:
      'Die Ressource „{{resource}}“ ist am {{date}} von {{from}} bis {{to}} schon für „{{other}}“ eingeplant.',
    notAnOrder: 'Einen Produktionsplan hat nur ein Auftrag.',
    unknownStage: 'Diese Stufe gibt es im Produktionsplan des Auftrags nicht.',
  },
  bugReport: {
    developer: 'Als Entwickler kann nur ein Benutzer mit der Rolle admin oder system eingetragen werden.',
    notOffered:
      'Schweregrad, Priorität oder Status steht nicht in den Listen der Einstellungen des Bugtrackers.',
    twice: 'Jeder Wert darf in einer Liste nur einmal vorkommen.',
  },
  sports: {
    unknownClub: 'Diesen Verein gibt es nicht.',
    unknownPerson: 'Trainer und Spieler müssen Sportler der Sportverwaltung sein.',
  },
  personLink: {
    unknownPerson: 'Diese Person gibt es nicht.',
    unknownTarget: 'Das Ziel der Verknüpfung (Lieferant, Kunde oder Sportler) gibt es nicht.',
  },
  inUse: {
    resource:
      'Die Ressource ist noch im Produktionsplan eines Auftrags eingeplant und kann nicht gelöscht werden.',
    affiliate: 'Zu diesem Affiliate gibt es Bestellungen; er kann nicht gelöscht, nur deaktiviert werden.',
    color: 'Die Farbe wird noch von Produkten verwendet und kann nicht gelöscht werden.',
    group: 'Die Produktgruppe enthält noch Produkte oder Untergruppen und kann nicht gelöscht werden.',
    voucherTemplate:
      'Die Gutscheinvorlage wird noch von Gutscheinen verwendet und kann nicht gelöscht werden.',
    invoiceCustomer:
      'Der Kunde „{{name}}“ wird noch in {{count}} Dokument(en) verwendet und kann nicht gelöscht werden.',
    invoiceVendor:
      'Der Lieferant „{{name}}“ wird noch in {{count}} Dokument(en) verwendet und kann nicht gelöscht werden.',
    invoiceItem:
      'Der Artikel „{{name}}“ wird noch in {{count}} Dokument(en) verwendet und kann nicht gelöscht werden.',
    invoiceFactor:
      'Der Faktor „{{name}}“ wird noch in {{count}} Dokument(en) verwendet und kann nicht gelöscht werden.',
    sportsClub: 'Der Verein hat noch Mannschaften und kann nicht gelöscht werden.',
    sportsPerson: 'Die Person spielt oder trainiert noch in einer Mannschaft und kann nicht gelöscht werden.',
  },
  frostStop: {
    untilBeforeFrom: 'Der Froststopp kann nicht enden, bevor er beginnt.',
    unknownGroup: 'Die Produktgruppe „{{id}}“ gibt es nicht.',
  },
  season: {
    sales_season:
      'Verkaufssaison: „{{value}}“ ist kein Tag im Format MM-TT (z. B. 10-15 für den 15. Oktober).',
    shipping_season:
      'Versandsaison: „{{value}}“ ist kein Tag im Format MM-TT (z. B. 10-15 für den 15. Oktober).',
    pickup_season: 'Abholsaison: „{{value}}“ ist kein Tag im Format MM-TT (z. B. 10-15 für den 15. Oktober).',
    notOrderable: '„{{title}}“ ist außerhalb seiner Saison und erst ab {{date}} bestellbar.',
    notOrderableAtAll: '„{{title}}“ ist derzeit außerhalb seiner Saison und nicht bestellbar.',
  },
  slug: {
    form: 'Der Kurzname (slug) darf nur Kleinbuchstaben (a–z), Ziffern und einzelne Bindestriche dazwischen enthalten.',
    reserved: '„{{slug}}“ ist eine Seite des Shops und kann kein Kurzname sein.',
    takenProduct: 'Den Kurznamen „{{slug}}“ hat bereits ein anderes Produkt.',
    takenGroup: 'Den Kurznamen „{{slug}}“ hat bereits eine andere Produktgruppe.',
  },
  invoice: {
    unknownPlaceholder: 'Unbekannte Platzhalter: {{names}}. Erlaubt sind {{known}}.',
    partyName: 'Bitte geben Sie eine Firma oder einen Nachnamen an.',
    zipInvalid:
      '„{{zip}}“ ist keine gültige Postleitzahl. In Österreich hat sie 4 Ziffern, in Deutschland 5.',
    customerTaken: 'Dieser Shop-Kunde ist bereits als Kunde „{{name}}“ übernommen.',
    issuedImmutable:
      'Die {{type}} {{number}} ist ausgestellt und kann nicht mehr geändert werden. Korrigieren Sie sie mit einer Stornorechnung.',
    issuedUndeletable:
      'Das Dokument {{number}} ist ausgestellt und kann nicht gelöscht werden, damit die Nummern lückenlos bleiben. Eine Rechnung korrigieren Sie mit einer Stornorechnung.',
    customerUnknown: 'Diesen Kunden gibt es nicht.',
    vendorUnknown: 'Diesen Lieferanten gibt es nicht.',
    itemUnknown: 'Eine Position nennt einen Artikel, den es nicht gibt.',
    factorUnknown: 'Eine Position nennt einen Faktor, den es nicht gibt.',
    noLines: 'Ein Dokument ohne Positionen kann nicht ausgestellt werden.',
    noReceiver: 'Bitte geben Sie einen Empfänger mit Name und Adresse an.',
    alreadyCancelled: 'Die Rechnung {{number}} wurde bereits mit {{cancellation}} storniert.',
    cancelOnlyIssued: 'Nur ausgestellte Rechnungen werden storniert; einen Entwurf können Sie löschen.',
    cancelOnlyInvoices: 'Storniert werden Rechnungen und Anzahlungsrechnungen.',
    convertNotAllowed: 'Aus einem Dokument dieser Art ({{from}}) wird kein(e) {{to}}.',
    convertDraft: 'Bitte stellen Sie das Dokument aus, bevor Sie es umwandeln.',
    lineUnknown: 'Diese Position gibt es im Dokument nicht.',
    amountExceedsOpen: 'Die Menge für „{{title}}“ übersteigt die offene Menge ({{open}}).',
    nothingOpen: 'Im Dokument ist nichts mehr offen, das umgewandelt werden könnte.',
    paymentOnlyIssued: 'Zahlungen werden nur auf ausgestellten Rechnungen erfasst.',
    overpayment:
      'Die Zahlung von {{amount}} übersteigt den offenen Betrag von {{open}} um {{credit}}. Bestätigen Sie die Überzahlung, wird der Mehrbetrag als Guthaben des Kunden geführt.',
    paymentReasonRequired: 'Bitte geben Sie einen Grund für die Korrektur an.',
    paymentReversed: 'Diese Zahlung ist bereits storniert.',
    negativeInvoice:
      'Eine Rechnung mit negativem Betrag kann nicht ausgestellt werden. Geld geht mit einer Rechnungskorrektur (Gutschrift) zur ursprünglichen Rechnung zurück.',
    creditOnlyInvoices: 'Rechnungskorrekturen gibt es zu Rechnungen und Anzahlungsrechnungen.',
    creditOnlyIssued: 'Nur ausgestellte Rechnungen werden korrigiert; einen Entwurf ändern Sie direkt.',
    creditCancelled: 'Die Rechnung {{number}} ist storniert und kann nicht mehr korrigiert werden.',
    creditAmountExceeds: 'Die Menge für „{{title}}“ übersteigt die Menge der Rechnung ({{amount}}).',
    creditExceeds:
      'Die Gutschrift über {{credit}} übersteigt, was die Rechnung {{number}} noch ausweist ({{left}}).',
    cancelCredited:
      'Die Rechnung {{number}} ist bereits teilweise gutgeschrieben; korrigieren Sie den Rest mit einer weiteren Rechnungskorrektur.',
    shopOrderNotPaid: 'Die Bestellung {{number}} ist noch nicht bezahlt.',
    shopOrderUnknown: 'Diese Bestellung gibt es nicht.',
    installmentAmount: 'Bitte geben Sie einen Prozentsatz oder einen Betrag der Anzahlung an.',
    installmentExceeds: 'Die Anzahlungen übersteigen die Auftragssumme von {{gross}}.',
    installmentOnlyOrders: 'Anzahlungsrechnungen werden zu ausgestellten Aufträgen geschrieben.',
    noRecipient: 'Der Empfänger hat keine E-Mail-Adresse; bitte geben Sie eine an.',
    sendDraft: 'Bitte stellen Sie das Dokument aus, bevor Sie es versenden.',
    notOverdue:
      'Die Rechnung {{number}} ist erst am {{due}} fällig; eine Zahlungserinnerung ist ab dem {{from}} möglich.',
    dunningTooEarly: 'Die {{level}} ist ab dem {{from}} möglich ({{days}} Tage nach Fälligkeit).',
    dunningComplete: 'Zu dieser Rechnung sind alle Mahnstufen versendet; die 2. Mahnung ist die letzte.',
    dunningDaysOrder: 'Jede Mahnstufe braucht mehr Tage nach Fälligkeit als die vorige.',
    reminderOnlyOpen: 'Mahnungen gibt es nur für ausgestellte, nicht bezahlte Rechnungen.',
    eInvoiceOnlyInvoices: 'E-Rechnungen gibt es für ausgestellte Rechnungen und Anzahlungsrechnungen.',
    sellerIncomplete: 'Für eine E-Rechnung fehlen Angaben des Unternehmens: {{fields}}',
    vendorOrderReceiver:
      'Eine Lieferantenbestellung geht an einen Lieferanten. Bitte wählen Sie einen Lieferanten als Empfänger.',
    vendorOrderImmutable:
      'Die Bestellung {{number}} ist ausgestellt und kann nicht mehr geändert werden. Erfassen Sie eingegangene Ware als Wareneingang.',
    vendorOrderStatus:
      'Der Stand einer Lieferantenbestellung folgt aus den erfassten Wareneingängen und wird nicht von Hand gesetzt.',
    receiveOnlyVendorOrders: 'Wareneingänge werden nur zu Lieferantenbestellungen erfasst.',
    receiveDraft: 'Bitte stellen Sie die Bestellung aus, bevor Sie einen Wareneingang erfassen.',
    nothingToReceive: 'Von dieser Bestellung ist nichts mehr offen; alle Positionen sind eingegangen.',
    receiptUnknown: 'Diesen Wareneingang gibt es bei dieser Bestellung nicht.',
    receiptReversed: 'Dieser Wareneingang ist schon zurückgenommen.',
    receiptSold:
      'Der Wareneingang kann nicht zurückgenommen werden: Von „{{product}}“ sind nur noch {{quantity}} Stück auf Lager, {{amount}} kamen mit ihm herein. Die übrigen sind schon verkauft.',
    receiptWholePieces:
      'Der Shop-Bestand zählt ganze Stück: „{{title}}“ kann nur in ganzen Stück eingehen, nicht {{amount}}.',
    itemProductUnknown: 'Das Shop-Produkt dieses Artikels gibt es nicht.',
    itemVariantUnknown: 'Diese Variante hat das Shop-Produkt nicht.',
    revenueAccountMissing:
      'Für {{rate}} % ist kein Erlöskonto eingestellt (Rechnung {{number}}). Bitte ergänzen Sie es in den Einstellungen der Buchhaltung unter „Konten“.',
    datevNumbersMissing:
      'Für den DATEV-Export fehlen Berater- und Mandantennummer. Bitte tragen Sie sie in den Einstellungen der Buchhaltung unter „Konten“ ein.',
  },
  productCsv: {
    empty: 'Die CSV-Datei enthält keine Kopfzeile.',
    unknownColumn: 'Unbekannte Spalte „{{column}}“.',
    noTitle: 'Die Spalte „title“ fehlt; ohne sie kann kein Produkt angelegt werden.',
    cells: 'Zeile {{line}} hat {{found}} statt {{expected}} Zellen.',
    number: '„{{value}}“ in Spalte „{{column}}“ ist keine Zahl (z. B. 12,90).',
    yesNo: '„{{value}}“ in Spalte „{{column}}“ ist weder ja noch nein.',
    invalid: 'Spalte „{{column}}“: {{message}}',
    refused: 'Der Import enthält fehlerhafte Zeilen; es wurde nichts geändert.',
    variantLabel:
      '„{{value}}“ in Spalte „{{column}}“: Jede Variante als „Schlüssel: Bezeichnung“, getrennt durch |.',
    variantUnknown: 'Spalte „variants_en“: Das Produkt hat keine Variante „{{key}}“.',
  },
  payment: {
    refusal: {
      generic:
        'Die Zahlung wurde abgelehnt. Bitte versuchen Sie es noch einmal oder wählen Sie eine andere Zahlungsart.',
      card_declined: 'Die Karte wurde abgelehnt. Bitte verwenden Sie eine andere Karte oder Zahlungsart.',
      insufficient_funds: 'Die Karte ist nicht ausreichend gedeckt.',
      expired_card: 'Die Karte ist abgelaufen.',
      incorrect_cvc: 'Die Prüfnummer (CVC) der Karte stimmt nicht.',
      incorrect_number: 'Die Kartennummer stimmt nicht.',
      processing_error:
        'Bei der Abwicklung der Zahlung ist ein Fehler aufgetreten. Bitte versuchen Sie es noch einmal.',
      payment_intent_authentication_failure:
        'Die Zahlung wurde nicht bestätigt. Bitte versuchen Sie es noch einmal.',
      authentication_required:
        'Die Zahlung muss bei Ihrer Bank bestätigt werden. Bitte versuchen Sie es noch einmal.',
    },
    unavailable:
      'Die Online-Zahlung ist gerade nicht möglich. Bitte versuchen Sie es später oder wählen Sie eine andere Zahlungsart.',
    notConfigured: 'Für Online-Zahlungen sind noch keine Stripe-Schlüssel hinterlegt.',
    keysNotVerified:
      'Karte, EPS, Klarna und SEPA-Lastschrift lassen sich erst einschalten, wenn die Stripe-Schlüssel des gewählten Modus unter Shop → Zahlungen erfolgreich getestet wurden.',
    signature: 'Die Signatur des Webhooks ist ungültig.',
    orderUnknown: 'Zu dieser Zahlung gibt es keine Bestellung.',
    notRetryable: 'Diese Bestellung ist bezahlt oder storniert und kann nicht erneut bezahlt werden.',
    refundTooLarge: 'Es können höchstens {{max}} erstattet werden.',
    refundNotPaid: 'Nur eine bezahlte Bestellung kann erstattet werden.',
    stripe: 'Stripe hat die Anfrage abgelehnt: {{message}}',
  },
  shopUrl: {
    form: 'Die Adresse „{{url}}“ ({{key}}) muss mit / beginnen und darf nur Buchstaben a–z, Ziffern, Punkt, Bindestrich und Unterstrich enthalten; /api und /admincenter sind vergeben.',
    clash: 'Die Shop-Seiten {{keys}} hätten dieselbe Adresse.',
  },
  adminSearch: {
    tooShort: 'Bitte mindestens {{min}} Zeichen eingeben.',
  },
  productFilter: {
    priceRange: 'Der Mindestpreis ({{min}}) darf nicht über dem Höchstpreis ({{max}}) liegen.',
  },
  newsletterTemplate: {
    oneFooter: 'Eine Vorlage kann nur ein Fußzeilen-Modul haben.',
    unknownProducts: 'Diese Produkte gibt es nicht: {{ids}}',
    unknownEntries: 'Diese Beiträge gibt es nicht: {{ids}}',
    unknownImages: 'Diese Bilder gibt es nicht in der Dateibibliothek: {{ids}}',
    invalidEmails: 'Diese E-Mail-Adressen sind ungültig: {{emails}}',
    templateOrDraft: 'Bitte eine Vorlage oder einen Entwurf angeben.',
  },
  social: {
    notPublic: 'Nur veröffentlichte Beiträge und Produkte, die online sind, können geteilt werden.',
    notConnected: 'Es ist keine Facebook-Seite verbunden.',
    fbOff: 'Das Teilen auf Facebook ist ausgeschaltet.',
    noApp: 'Bitte zuerst App-ID und App-Geheimnis der Facebook-App eintragen.',
    stateMismatch:
      'Die Anmeldung bei Facebook ist abgelaufen oder stammt nicht von hier. Bitte erneut verbinden.',
    graph: 'Facebook hat die Anfrage abgelehnt: {{message}}',
    unreachable: 'Facebook ist nicht erreichbar. Bitte später erneut versuchen.',
    noPages: 'Ihr Facebook-Konto verwaltet keine Seite.',
    unknownPage: 'Diese Seite gibt es in Ihrem Facebook-Konto nicht.',
    noInstagram: 'Die verbundene Seite hat kein Instagram-Business-Konto.',
  },
  booking: bookingErrors,
} as const;
