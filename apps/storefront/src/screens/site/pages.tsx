// The site area's chunk: the screens its routes load on demand.
export { AddedPage, ContentPage, FormPage, ProjectsPage } from './ContentPages';
export { NewsItemPage, NewsListPage } from './NewsPages';
export { BookingCancelPage, BookingPage } from '../booking/BookingPage';
export { EventsPage } from './EventsPage';
export { EventPage } from './EventPage';
export { SponsoringPage } from './SponsoringPage';
