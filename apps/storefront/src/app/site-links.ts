/** Public pages in the main navigation: path and text key (content:site.nav.*). */
export const MAIN_SITE_LINKS = [
  ['/Aktuelles', 'news'],
  ['/Lebensbaeume', 'hedges'],
  ['/Planung', 'planning'],
  ['/Aktionen', 'offers'],
  ['/Projekte', 'projects'],
  ['/Team', 'team'],
  ['/Kontakt', 'contact'],
] as const;

/** Public pages the footer links to besides the legal ones. */
export const FOOTER_SITE_LINKS = [
  ['/Oeffnungszeiten', 'hours'],
  ['/Jobs', 'jobs'],
  ['/Gutscheine', 'vouchers'],
  ['/Shopinfo', 'shopinfo'],
] as const;

/** The page with the opening hours in full. */
export const OPENING_HOURS_ROUTE = '/Oeffnungszeiten';
export const CONTACT_ROUTE = '/Kontakt';
/** The favourites (no configurable shop URL). */
export const FAVORITES_ROUTE = '/favorites';

/** The sponsored clubs, in the footer while the component `sports` is on. */
export const SPONSORING_ROUTE = '/Sponsoring';
