import { useGetConfigQuery } from '@gartenwerk/api-client';
import { MAP_DEFAULTS, mapLink } from '@gartenwerk/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';

/**
 * The nursery's place: a map (Leaflet, loaded when the page shows it) while the component `map` is on
 * and a provider key is set; otherwise, and until the map is there, the address and a link to a map.
 */
export function LocationMap() {
  const { t } = useTranslation('content');
  const config = useGetConfigQuery().data;
  const element = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const map = { ...MAP_DEFAULTS, ...config?.components.map };
  const company = config?.company;
  const on = !!config?.enabled_components.includes('map') && !!map.apikey;
  const address = [company?.name, company?.street, `${company?.zip ?? ''} ${company?.city ?? ''}`.trim()]
    .filter(Boolean)
    .join(', ');

  useEffect(() => {
    if (!on || !element.current) return;
    let remove: (() => void) | undefined;
    let gone = false;
    import('./leaflet-map')
      .then(({ mountMap }) => {
        if (gone || !element.current) return;
        remove = mountMap(element.current, {
          tileUrl: map.tile_url.replace('{apikey}', encodeURIComponent(map.apikey)),
          lat: map.lat,
          lng: map.lng,
          zoom: map.zoom,
          label: address,
          attribution: t('map.attribution'),
        });
      })
      .catch(() => setFailed(true));
    return () => {
      gone = true;
      remove?.();
    };
  }, [on, map.tile_url, map.apikey, map.lat, map.lng, map.zoom, address, t]);

  return (
    <section className="location-map" aria-labelledby="location-map-title">
      <h2 id="location-map-title">{t('map.title')}</h2>
      {on && !failed ? (
        <div
          ref={element}
          className="location-map__map"
          role="region"
          aria-label={t('map.label', { address })}
        />
      ) : null}
      <p className="location-map__address">
        {address}
        {' · '}
        <a href={mapLink(map.lat, map.lng, map.zoom)} rel="noreferrer" target="_blank">
          {t('map.open')}
        </a>
      </p>
    </section>
  );
}
