/** German texts of the `mail` namespace. */
export const mail = {
  greeting: 'Sehr geehrte Damen und Herren,',
  greetingNamed: 'Hallo {{name}},',
  signature: 'Ihr Gartenwerk-Team',
  footer: 'Gartenwerk · Baumschule und Gartenshop',
} as const;
