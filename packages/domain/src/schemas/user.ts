import { Type, type Static } from '@sinclair/typebox';
import { ROLES } from '../constants';

export const RoleSchema = Type.Union(ROLES.map((role) => Type.Literal(role)));
/** The e-mail address a person logs in with. */
const Handle = () => Type.String({ minLength: 1, maxLength: 254, description: 'The e-mail address' });
const Password = () => Type.String({ minLength: 1, maxLength: 1024 });

/** A new account, as an admin adds it. */
export const UserCreateSchema = Type.Object({
  handle: Handle(),
  name: Type.Optional(Type.String({ maxLength: 200 })),
  roles: Type.Array(RoleSchema),
  password: Type.Optional(Password()),
});
export type UserCreate = Static<typeof UserCreateSchema>;

/** A change of an account; `_id` names it. */
export const UserUpdateSchema = Type.Object({
  _id: Type.String({ minLength: 1 }),
  name: Type.Optional(Type.String({ maxLength: 200 })),
  userData: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  roles: Type.Optional(Type.Array(RoleSchema)),
  locked: Type.Optional(Type.Boolean()),
});
export type UserUpdate = Static<typeof UserUpdateSchema>;
