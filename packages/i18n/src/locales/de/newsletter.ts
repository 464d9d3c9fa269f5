/** German texts of the `newsletter` namespace. */
export const newsletter = {
  duplicateEmail: 'Email Adresse ist bereits vorhanden !',
} as const;
