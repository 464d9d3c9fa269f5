import { Type, type Static } from '@sinclair/typebox';

export const CurrentUserSchema = Type.Object(
  {
    _id: Type.String(),
    handle: Type.String(),
    name: Type.Optional(Type.String()),
    roles: Type.Array(Type.String()),
    userData: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
    two_factor: Type.Optional(Type.Object({ enabled: Type.Boolean() })),
  },
  { description: 'The signed-in user, or the guest' },
);
export type CurrentUserBody = Static<typeof CurrentUserSchema>;
