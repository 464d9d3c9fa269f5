/** German texts of the `shop` namespace. */
export const shop = {
  title: 'Shop',
  groupsHeading: 'Produktgruppen',
  noGroups: 'Noch keine Produktgruppen vorhanden.',
  productsHeading: 'Produkte',
  noProducts: 'In dieser Gruppe gibt es noch keine Produkte.',
  priceOnRequest: 'Preis auf Anfrage',
  price: 'Preis',
  backToShop: 'Zurück zum Shop',
  termsRequired: 'Sie müssen den AGB zustimmen um fortzufahren',
  paymentRequired: 'Bitte wählen Sie eine Zahlungsart !',
  signupDuplicate: 'Ihre angegebene Email Adresse ist im System bereits vorhanden!',
  signupRecipientRejected: 'Ihre angegebene Email Adresse wurde nicht gefunden!',
  cantRemoveDefaultInvoiceAddress: 'cant remove default invoice address',
  cantRemoveDefaultShippingAddress: 'cant remove default shipping address',
} as const;
