import { describe, expect, it } from 'vitest';
import {
  CANT_REMOVE_DEFAULT_INVOICE_ADDRESS,
  CANT_REMOVE_DEFAULT_SHIPPING_ADDRESS,
  addressErrors,
  addressRemovalError,
  isValidAddress,
  isValidZip,
  missingAddressFields,
} from './address';
import {
  NO_PAYMENT_SELECTED_MESSAGE,
  TERMS_NOT_ACCEPTED_MESSAGE,
  isCheckoutComplete,
  validateCheckout,
} from './checkout';
import { EMAIL_INVALID_MESSAGE, EMAIL_REQUIRED_MESSAGE, isValidEmail, validateEmail } from './email';
import { parseAmount } from './amount';
import { isValidPhone } from './phone';
import { isValidUid } from './uid';

const address = {
  type: 'person',
  first_name: 'Anna',
  last_name: 'Gruber',
  address: 'Gartenweg 3',
  city: 'Wien',
  zip: '1010',
  country: 'at',
};

describe('e-mail', () => {
  it('needs a local part, @, a domain with a dot and a TLD of at least 2 letters', () => {
    expect(isValidEmail('anna@gartenwerk.at')).toBe(true);
    expect(isValidEmail('anna.gruber+shop@mail.gartenwerk.co.at')).toBe(true);
    expect(isValidEmail('anna@gartenwerk')).toBe(false);
    expect(isValidEmail('anna@gartenwerk.a')).toBe(false);
    expect(isValidEmail('@gartenwerk.at')).toBe(false);
    expect(isValidEmail('anna gruber@gartenwerk.at')).toBe(false);
  });

  it('gives the login view’s messages', () => {
    expect(validateEmail('')).toBe('E-mail is required');
    expect(EMAIL_REQUIRED_MESSAGE).toBe('E-mail is required');
    expect(validateEmail('anna@')).toBe('E-mail must be valid');
    expect(EMAIL_INVALID_MESSAGE).toBe('E-mail must be valid');
    expect(validateEmail('anna@gartenwerk.at')).toBeNull();
  });
});

describe('phone', () => {
  it('needs + and a country code, at most 14 digits in total', () => {
    expect(isValidPhone('+43 1 234 5678')).toBe(true);
    expect(isValidPhone('+43123456789012')).toBe(true); // 14 digits
    expect(isValidPhone('+431234567890123')).toBe(false); // 15 digits
    expect(isValidPhone('0043 1 234 5678')).toBe(false);
    expect(isValidPhone('01 234 5678')).toBe(false);
    expect(isValidPhone('+0 1234')).toBe(false);
    expect(isValidPhone('')).toBe(false);
  });
});

describe('address', () => {
  it('is valid only with type, first_name, last_name, address, city, zip and country', () => {
    expect(isValidAddress(address)).toBe(true);
    for (const field of ['type', 'first_name', 'last_name', 'address', 'city', 'zip', 'country'] as const) {
      expect(isValidAddress({ ...address, [field]: '' })).toBe(false);
    }
    expect(missingAddressFields({ ...address, zip: undefined, city: ' ' })).toEqual(['city', 'zip']);
    expect(isValidAddress(null)).toBe(false);
  });

  it('checks postcodes per country: Austria 4 digits, Germany 5 digits', () => {
    expect(isValidZip('1010', 'at')).toBe(true);
    expect(isValidZip(' 3500 ', 'AT')).toBe(true);
    expect(isValidZip('12', 'at')).toBe(false);
    expect(isValidZip('10100', 'at')).toBe(false);
    expect(isValidZip('80331', 'de')).toBe(true);
    expect(isValidZip('8033', 'de')).toBe(false);
    expect(isValidZip('ABCDE', 'de')).toBe(false);
    expect(isValidZip('A-1010', 'at')).toBe(false);
    expect(isValidZip('', 'de')).toBe(false);
    expect(addressErrors({ ...address, zip: '12' })).toEqual({ zip: 'zip' });
    expect(addressErrors({ ...address, country: 'de', zip: 'ABCDE' })).toEqual({ zip: 'zip' });
    expect(isValidAddress({ ...address, country: 'de', zip: '80331' })).toBe(true);
  });

  it('needs a company name for a company and a uid of the address’s country', () => {
    const company = { ...address, country: 'de', zip: '80331', type: 'company' };
    expect(addressErrors(company)).toEqual({ company: 'required' });
    expect(missingAddressFields(company)).toEqual(['company']);
    expect(addressErrors({ ...company, company: 'Gärtnerei Blum KG' })).toEqual({});
    expect(addressErrors({ ...company, company: 'Gärtnerei Blum KG', uid: 'DE123456789' })).toEqual({});
    expect(addressErrors({ ...company, company: 'Gärtnerei Blum KG', uid: 'ATU12345678' })).toEqual({
      uid: 'uid',
    });
    expect(addressErrors({ ...company, company: 'Gärtnerei Blum KG', uid: 'DE0000' })).toEqual({
      uid: 'uid',
    });
    // a person's uid plays no part
    expect(addressErrors({ ...address, uid: 'nonsense' })).toEqual({});
  });

  it('refuses to remove the default invoice and shipping addresses', () => {
    const defaults = { default_invoice_address: 'a1', default_shipping_address: 'a2' };
    expect(addressRemovalError('a1', defaults)).toBe('cant remove default invoice address');
    expect(CANT_REMOVE_DEFAULT_INVOICE_ADDRESS).toBe('cant remove default invoice address');
    expect(addressRemovalError('a2', defaults)).toBe('cant remove default shipping address');
    expect(CANT_REMOVE_DEFAULT_SHIPPING_ADDRESS).toBe('cant remove default shipping address');
    expect(addressRemovalError('a3', defaults)).toBeNull();
  });
});

describe('EU VAT id (uid)', () => {
  it('checks the format per country', () => {
    expect(isValidUid('ATU12345678', 'at')).toBe(true);
    expect(isValidUid('atu 1234 5678', 'AT')).toBe(true);
    expect(isValidUid('DE123456789', 'de')).toBe(true);
    expect(isValidUid('DE12345678', 'de')).toBe(false);
    expect(isValidUid('DE123456789', 'at')).toBe(false);
    expect(isValidUid('EL123456789', 'gr')).toBe(true);
    expect(isValidUid('NL123456789B01', 'nl')).toBe(true);
    expect(isValidUid('FRXX123456789', 'fr')).toBe(true);
    expect(isValidUid('ESX1234567X', 'es')).toBe(true);
    expect(isValidUid('SE123456789001', 'se')).toBe(true);
    expect(isValidUid('CHE123456789', 'ch')).toBe(false);
    expect(isValidUid(undefined, 'at')).toBe(false);
  });
});

describe('checkout', () => {
  const order = {
    email: 'anna@gartenwerk.at',
    invoiceAddress: address,
    shippingAddress: address,
    selectedPayment: 'prepayment',
  };

  it('is complete with e-mail, shipping zip and payment, plus invoice zip when alternate', () => {
    expect(isCheckoutComplete(order)).toBe(true);
    expect(isCheckoutComplete({ ...order, email: 'anna' })).toBe(false);
    expect(isCheckoutComplete({ ...order, selectedPayment: null })).toBe(false);
    // without alternate the goods go to the invoice address: its zip is the shipping zip
    expect(isCheckoutComplete({ ...order, invoiceAddress: { ...address, zip: '' } })).toBe(false);
    expect(isCheckoutComplete({ ...order, shippingAddress: null })).toBe(true);
    const alternate = { ...order, alternate: true };
    expect(isCheckoutComplete(alternate)).toBe(true);
    expect(isCheckoutComplete({ ...alternate, shippingAddress: { ...address, zip: '' } })).toBe(false);
    expect(isCheckoutComplete({ ...alternate, invoiceAddress: { ...address, zip: ' ' } })).toBe(false);
  });

  it('gives the checkout’s messages', () => {
    expect(validateCheckout(order, { termsAccepted: true })).toEqual([]);
    expect(validateCheckout(order, { termsAccepted: false })).toEqual([
      { code: 'terms', message: 'Sie müssen den AGB zustimmen um fortzufahren' },
    ]);
    expect(TERMS_NOT_ACCEPTED_MESSAGE).toBe('Sie müssen den AGB zustimmen um fortzufahren');
    expect(validateCheckout({ ...order, selectedPayment: '' }, { termsAccepted: true })).toEqual([
      { code: 'payment', message: 'Bitte wählen Sie eine Zahlungsart !' },
    ]);
    expect(NO_PAYMENT_SELECTED_MESSAGE).toBe('Bitte wählen Sie eine Zahlungsart !');
  });

  it('checks the addresses, the e-mail and the additional conditions', () => {
    const errors = validateCheckout(
      { ...order, email: '', invoiceAddress: { ...address, city: '' }, alternate: true, shippingAddress: {} },
      { termsAccepted: true, specialConditionsEnabled: true, specialConditionsAccepted: false },
    );
    expect(errors).toEqual([
      { code: 'email', message: 'E-mail is required' },
      { code: 'invoice_address' },
      { code: 'shipping_address' },
      { code: 'special_conditions' },
    ]);
  });
});

describe('amounts typed by customers', () => {
  it('takes whole numbers from 1 to the cart maximum and says why it refuses others', () => {
    expect(parseAmount('3')).toEqual({ amount: 3 });
    expect(parseAmount(' 12 ')).toEqual({ amount: 12 });
    expect(parseAmount('0')).toEqual({ error: 'min' });
    expect(parseAmount('-2')).toEqual({ error: 'min' });
    expect(parseAmount('1.5')).toEqual({ error: 'whole' });
    expect(parseAmount('2,5')).toEqual({ error: 'whole' });
    expect(parseAmount('0.5')).toEqual({ error: 'whole' });
    expect(parseAmount('')).toEqual({ error: 'whole' });
    expect(parseAmount('drei')).toEqual({ error: 'whole' });
    expect(parseAmount('1000000')).toEqual({ error: 'max' });
  });
});
