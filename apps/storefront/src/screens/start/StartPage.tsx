import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link } from 'react-router-dom';
import {
  useGetContentEntriesQuery,
  useGetFilesByIdsQuery,
  useGetProductGroupsQuery,
  useGetProductsQuery,
  useGetSpecialsQuery,
  type ContentEntry,
  type Product,
} from '@gartenwerk/api-client';
import { formatDate, viennaMonth } from '@gartenwerk/domain';
import { Card, Link as StyledLink } from '@gartenwerk/ui';
import { topLevelGroups } from '../shop/first-images';
import { GroupTiles } from '../shop/GroupTiles';
import { ProductList } from '../shop/ProductCard';
import { Blocks } from '../site/Blocks';
import { Picture } from '../site/Picture';
import { NEWS_ROUTE, newsQuery } from '../site/queries';
import { usePageEntry } from '../site/usePageEntry';
import { useShopPaths } from '../../app/shop-paths';
import { entryContent, entryTitle, useLanguage } from '../../app/localized';
import { HomeEvents } from './HomeEvents';
import { HomeInstagram } from './HomeInstagram';
import { HOME_NEWS_SHOWN, homeNewProducts, homeSpecials, newProductsQuery } from './queries';

type Season = 'spring' | 'summer' | 'autumn' | 'winter';

/** The season now in Central Europe: spring from March, summer from June, autumn from September. */
export function seasonNow(now = new Date()): Season {
  const month = Number(viennaMonth(now).slice(5));
  return month >= 3 && month <= 5
    ? 'spring'
    : month >= 6 && month <= 8
      ? 'summer'
      : month >= 9 && month <= 11
        ? 'autumn'
        : 'winter';
}

/** The start page's first picture, its title and the season's message, with the ways into the shop. */
function Hero({ entry }: { entry: ContentEntry | undefined }) {
  const { t } = useTranslation(['content', 'common']);
  const shopPath = useShopPaths().shop;
  const heroId = entry?.media?.images?.[0]?._id;
  const picture = useGetFilesByIdsQuery(heroId ? [heroId] : [], { skip: !heroId }).data?.items[0];
  const language = useLanguage();
  const title = entry ? entryTitle(entry, language) : { text: t('common:siteName'), lang: undefined };
  return (
    <div className="hero">
      {picture ? (
        <div className="hero__picture">
          <Picture file={picture} alt="" sizes="(min-width: 1216px) 76rem, 100vw" priority="lcp" />
        </div>
      ) : null}
      <div className="hero__text">
        <h1 lang={title.lang}>{title.text}</h1>
        <p className="hero__message">{t(`home.season.${seasonNow()}`)}</p>
        <p className="hero__actions">
          <Link className="gw-button gw-button--primary gw-button--lg" to={shopPath}>
            {t('home.toShop')}
          </Link>
          <Link className="gw-button gw-button--secondary gw-button--lg" to="/Planung">
            {t('home.planning')}
          </Link>
        </p>
      </div>
    </div>
  );
}

/** A section of the home page with its heading and, beside it, a link to all of its kind. */
function HomeSection({
  id,
  title,
  more,
  children,
}: {
  id: string;
  title: string;
  more?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <section className="home-section" aria-labelledby={id}>
      <div className="home-section__head">
        <h2 id={id}>{title}</h2>
        {more ? (
          <StyledLink variant="standalone" href={more.to}>
            {more.label}
          </StyledLink>
        ) : null}
      </div>
      {children}
    </section>
  );
}

function Products({
  id,
  title,
  products,
  more,
}: {
  id: string;
  title: string;
  products: readonly Product[];
  more?: { to: string; label: string };
}) {
  if (products.length === 0) return null;
  return (
    <HomeSection id={id} title={title} more={more}>
      <ProductList products={products} labelledBy={id} />
    </HomeSection>
  );
}

function NewsDate({ entry }: { entry: ContentEntry }) {
  const { i18n } = useTranslation();
  if (!entry.publish_date) return null;
  const date = formatDate(entry.publish_date, i18n.language === 'en' ? 'en' : 'de', 'long');
  return <time dateTime={entry.publish_date}>{date}</time>;
}

/**
 * The start page: a hero with the season's message, the product groups as picture tiles, the
 * specials and the new products as product cards, the latest news, and the page's own content.
 */
export function StartPage({ route }: { route: string }) {
  const { t } = useTranslation(['content', 'shop']);
  const entry = usePageEntry(route);
  const paths = useShopPaths();
  const groups = topLevelGroups(useGetProductGroupsQuery().data?.items ?? []);
  const specials = homeSpecials(useGetSpecialsQuery().data?.items ?? []);
  const newProducts = homeNewProducts(useGetProductsQuery(newProductsQuery).data?.items ?? []);
  const news = useGetContentEntriesQuery(newsQuery(HOME_NEWS_SHOWN)).data?.items ?? [];
  const language = useLanguage();
  const intro = entry ? entryContent(entry, language) : { text: '', lang: undefined };
  // A news teaser has no English version: German on an English page.
  const germanOnly = language === 'de' ? undefined : 'de';
  return (
    <div className="home">
      <Hero entry={entry} />
      {/* Entry content is the rich text written by the site's editors in the admin centre. */}
      {intro.text ? (
        <div
          className="entry-content home__intro"
          lang={intro.lang}
          dangerouslySetInnerHTML={{ __html: intro.text }}
        />
      ) : null}
      <Blocks blocks={entry?.data ?? []} language={language} />
      {groups.length > 0 ? (
        <HomeSection id="start-groups" title={t('shop:groupsHeading')}>
          <GroupTiles groups={groups} labelledBy="start-groups" />
        </HomeSection>
      ) : null}
      <Products
        id="start-specials"
        title={t('home.specials')}
        products={specials}
        more={{ to: paths.specials, label: t('home.allSpecials') }}
      />
      <Products id="start-new" title={t('home.newProducts')} products={newProducts} />
      <HomeEvents />
      <HomeInstagram />
      {news.length > 0 ? (
        <HomeSection
          id="start-news"
          title={t('home.news')}
          more={{ to: NEWS_ROUTE, label: t('home.allNews') }}
        >
          <ul className="home-news" aria-labelledby="start-news">
            {news.map((item) => (
              <li key={item._id}>
                <Card
                  title={
                    entryTitle(item, language).lang ? (
                      <span lang="de">{item.title}</span>
                    ) : (
                      entryTitle(item, language).text
                    )
                  }
                  titleAs="h3"
                  href={`${NEWS_ROUTE}/${encodeURIComponent(item.slug ?? item._id)}`}
                >
                  <p className="home-news__date">
                    <NewsDate entry={item} />
                  </p>
                  {item.meta_description ? <p lang={germanOnly}>{item.meta_description}</p> : null}
                </Card>
              </li>
            ))}
          </ul>
        </HomeSection>
      ) : null}
    </div>
  );
}
