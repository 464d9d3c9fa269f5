import { mailSettings } from '../admin-mail-settings';

/** German texts of the `admin` namespace for the screens of the settings menu group. */
export const part = {
  mailSettings,
  mapSettings: {
    hint: 'Mit einem Schlüssel des Kartenanbieters zeigen die Kontakt- und die Öffnungszeitenseite eine Karte; ohne Schlüssel die Adresse und einen Link zur Karte.',
    apikey: 'Schlüssel des Kartenanbieters',
    apikeyHint: 'Leer: keine Karte, nur Adresse und Link',
    tile_url: 'Adresse der Kartenkacheln',
    tile_urlHint: 'Mit {z}, {x}, {y} und {apikey}, z. B. von MapTiler oder Stadia Maps',
    tile_urlInvalid: 'Bitte eine Adresse mit http(s)://, {z}, {x} und {y} angeben.',
    lat: 'Breitengrad',
    latHint: 'z. B. 48,4102',
    latInvalid: 'Bitte eine Zahl zwischen −90 und 90 angeben.',
    lng: 'Längengrad',
    lngHint: 'z. B. 15,6032',
    lngInvalid: 'Bitte eine Zahl zwischen −180 und 180 angeben.',
    zoom: 'Zoomstufe',
    zoomHint: '1 (Welt) bis 19 (Haus)',
    zoomInvalid: 'Bitte eine ganze Zahl von 1 bis 19 angeben.',
  },
} as const;
