/**
 * The admin shell's texts, not yet part of @gartenwerk/i18n. createAdminI18n merges them into the
 * shared `admin` namespace; once the shared package carries them, this file can go.
 */
export const ADMIN_NAMESPACE = 'admin';

export const adminResources = {
  de: {
    admin: {
      shell: {
        productName: 'Gartenwerk Admincenter',
        skipLink: 'Zum Inhalt springen',
        backToSite: 'Zur Website',
        signedInAs: 'Angemeldet als {{name}}',
        navigation: 'Admin-Navigation',
        loading: 'Anmeldung wird geprüft …',
        loadFailed: 'Der angemeldete Benutzer konnte nicht geladen werden.',
        retry: 'Erneut versuchen',
        redirecting: 'Weiterleitung zur Anmeldung …',
      },
      debug: {
        toggle: 'Debug-Modus',
      },
      placeholder: {
        notBuilt: 'Noch nicht gebaut – diese Ansicht folgt mit ihrem Feature.',
      },
      dashboard: {
        site: 'Website',
        name: 'Name',
        siteUrl: 'Adresse',
        user: 'Angemeldeter Benutzer',
        roles: 'Rollen',
        areas: 'Bereiche',
        configLoading: 'Konfiguration wird geladen …',
        configFailed: 'Die Konfiguration konnte nicht geladen werden.',
      },
      notFound: {
        title: 'Ansicht nicht gefunden',
        text: 'Diese Adresse gehört zu keiner Ansicht des Admincenters.',
        toDashboard: 'Zum Dashboard',
      },
    },
  },
  en: {
    admin: {
      shell: {
        productName: 'Gartenwerk Admin centre',
        skipLink: 'Skip to content',
        backToSite: 'Back to the site',
        signedInAs: 'Signed in as {{name}}',
        navigation: 'Admin navigation',
        loading: 'Checking sign-in …',
        loadFailed: 'The signed-in user could not be loaded.',
        retry: 'Try again',
        redirecting: 'Redirecting to login …',
      },
      debug: {
        toggle: 'Debug mode',
      },
      placeholder: {
        notBuilt: 'Not built yet – this screen arrives with its feature.',
      },
      dashboard: {
        site: 'Site',
        name: 'Name',
        siteUrl: 'Address',
        user: 'Signed-in user',
        roles: 'Roles',
        areas: 'Areas',
        configLoading: 'Loading configuration …',
        configFailed: 'The configuration could not be loaded.',
      },
      notFound: {
        title: 'Screen not found',
        text: 'This address belongs to no screen of the admin centre.',
        toDashboard: 'To the dashboard',
      },
    },
  },
} as const;

