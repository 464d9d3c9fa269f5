import type { Shape } from '../../shape';
import type { part as german } from '../../de/admin/settings';
import { mailSettings } from '../admin-mail-settings';

/** English texts of the `admin` namespace for the screens of the settings menu group. */
export const part: Shape<typeof german> = {
  mailSettings,
  mapSettings: {
    hint: 'With a key of the map provider the contact and opening-hours pages show a map; without a key the address and a link to a map.',
    apikey: 'Map provider key',
    apikeyHint: 'Empty: no map, only the address and a link',
    tile_url: 'Map tile address',
    tile_urlHint: 'With {z}, {x}, {y} and {apikey}, e.g. from MapTiler or Stadia Maps',
    tile_urlInvalid: 'Please enter an address with http(s)://, {z}, {x} and {y}.',
    lat: 'Latitude',
    latHint: 'e.g. 48.4102',
    latInvalid: 'Please enter a number between −90 and 90.',
    lng: 'Longitude',
    lngHint: 'e.g. 15.6032',
    lngInvalid: 'Please enter a number between −180 and 180.',
    zoom: 'Zoom level',
    zoomHint: '1 (world) to 19 (house)',
    zoomInvalid: 'Please enter a whole number from 1 to 19.',
  },
};
