import L from 'leaflet';
import 'leaflet/dist/leaflet.css';

export interface MapPlace {
  tileUrl: string;
  lat: number;
  lng: number;
  zoom: number;
  label: string;
  attribution: string;
}

/** Draws the map into `element` (Leaflet, loaded only with the map) and answers how to remove it. */
export function mountMap(element: HTMLElement, place: MapPlace): () => void {
  const map = L.map(element, { scrollWheelZoom: false }).setView([place.lat, place.lng], place.zoom);
  L.tileLayer(place.tileUrl, { attribution: place.attribution, maxZoom: 19 }).addTo(map);
  L.circleMarker([place.lat, place.lng], { radius: 10, color: '#2f6f3e', fillOpacity: 0.8 })
    .addTo(map)
    .bindTooltip(place.label, { permanent: false });
  return () => map.remove();
}
