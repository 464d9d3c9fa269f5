import { Link } from 'react-router-dom';
import type { ProductGroup } from '@gartenwerk/api-client';
import { Icon } from '@gartenwerk/ui';
import { groupTitle, useLanguage } from '../../app/localized';
import { Picture } from '../site/Picture';
import { useGroupPath } from './paths';
import { useFirstImages } from './ProductCard';

/** Product groups as picture tiles (in the order given), each a link to the group's page. */
export function GroupTiles({ groups, labelledBy }: { groups: readonly ProductGroup[]; labelledBy: string }) {
  const images = useFirstImages(groups);
  const groupPath = useGroupPath();
  const language = useLanguage();
  return (
    <ul className="group-tiles" aria-labelledby={labelledBy}>
      {groups.map((group) => {
        const image = group.media?.[0] ? images.get(group.media[0]) : undefined;
        const title = groupTitle(group, language);
        return (
          <li key={group._id}>
            <Link to={groupPath(group)} className="group-tile">
              {image ? (
                <Picture
                  file={image}
                  alt=""
                  sizes="(min-width: 1024px) 16rem, (min-width: 600px) 33vw, 50vw"
                />
              ) : (
                <span className="group-tile__no-picture">
                  <Icon name="leaf" size="2.5rem" />
                </span>
              )}
              <span className="group-tile__title" lang={title.lang}>
                {title.text}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
