import type { TranslationShape } from '../shape';

/** English texts of the booking area. */
export const bookingErrors: TranslationShape['errors']['booking'] = {
  notFound: 'Appointment not found.',
  unknownType: 'There is no such kind of appointment.',
  unknownLocation: 'There is no such location.',
  duplicateLocation: 'Each location needs an id of its own.',
  duplicateType: 'Each kind of appointment needs an id of its own.',
  spanOrder: 'A time must begin before it ends.',
  slotUnavailable: 'No appointment can be booked at this time.',
  slotTaken: 'Sorry, this slot has just been taken. Please choose another time.',
  cancelTooLate: 'This appointment can no longer be cancelled online. Please call us.',
  componentOff: 'Not found',
};

export const bookingMail: TranslationShape['mail']['booking'] = {
  confirmation: {
    subject: 'Your appointment: {{type}} on {{when}}',
    body: 'Hello {{name}},\n\nthank you for your booking. We look forward to seeing you:\n\n{{type}}\n{{when}}\n{{location}}\n\nThe appointment is attached for your calendar. To cancel:\n{{cancel}}\n\nYour Gartenwerk team',
  },
  moved: {
    subject: 'Your appointment was moved: {{type}} on {{when}}',
    body: 'Hello {{name}},\n\nwe had to move your appointment. New:\n\n{{type}}\n{{when}}\n{{location}}\n\nThe changed appointment is attached. To cancel:\n{{cancel}}\n\nYour Gartenwerk team',
  },
  owner: {
    subject: 'New booking: {{type}} on {{when}}',
    body: 'New booking:\n\n{{type}}\n{{when}}\n{{location}}\n\n{{name}} <{{email}}> {{phone}}\n{{note}}\n\n{{link}}',
  },
  cancelled: {
    subject: 'Appointment cancelled: {{type}} on {{when}}',
    body: 'Hello {{name}},\n\nyour appointment “{{type}}” on {{when}} is cancelled.\n\nYour Gartenwerk team',
  },
  when: '{{date}}, {{from}} – {{to}}',
};

export const bookingContent: TranslationShape['content']['booking'] = {
  openNow: 'open now',
  opensToday: 'closed, opens at {{time}}',
  opensLater: 'closed, opens on {{day}} at {{time}}',
  closedForNow: 'closed',
  until: 'until {{time}}',
  specialDays: 'Different opening hours',
  closedDay: 'closed',
  title: 'Book an appointment',
  intro: 'Choose the kind of appointment, a day and a free time.',
  type: 'Kind of appointment',
  date: 'Day',
  slots: 'Free times',
  noSlots: 'No time is free on this day.',
  name: 'Name',
  email: 'E-mail',
  phone: 'Phone',
  note: 'Note',
  submit: 'Book now',
  booked: 'Your appointment is booked: {{type}} on {{when}}. The confirmation with the appointment for your calendar is on its way to {{email}}.',
  failed: 'The booking failed.',
  minutes: '{{count}} minutes',
  cancelTitle: 'Cancel appointment',
  cancelAsk: 'Do you want to cancel your appointment “{{type}}” on {{when}}?',
  cancelSubmit: 'Cancel appointment',
  cancelled: 'Your appointment is cancelled.',
  notFound: 'There is no such appointment.',
};
