import { PASSWORD_STRENGTH_LABELS } from '@gartenwerk/domain';
import { RoleSchema } from '@gartenwerk/domain/schemas';
import { Type, type Static } from '@sinclair/typebox';
import { Int4, SortSchema } from '../../core/schemas';

const Handle = Type.String({ minLength: 1, maxLength: 254, description: 'The e-mail address' });
const Password = Type.String({ minLength: 1, maxLength: 1024 });
const Token = Type.String({ minLength: 1, maxLength: 200 });
const TotpCode = Type.String({ pattern: '^[0-9]{6}$', description: 'The 6-digit TOTP code' });
const FreeObject = Type.Record(Type.String(), Type.Unknown());
const DateTime = Type.String({ format: 'date-time' });
export { RoleSchema };

/** A user as the API shows it; the guest carries only _id, handle and roles. */
export const CurrentUserSchema = Type.Object(
  {
    _id: Type.String(),
    handle: Type.String(),
    name: Type.Optional(Type.String()),
    roles: Type.Array(Type.String()),
    userData: Type.Optional(FreeObject),
    two_factor: Type.Optional(Type.Object({ enabled: Type.Boolean() })),
    failedLogins: Type.Optional(Type.Integer()),
    lastLogin: Type.Optional(Type.Union([DateTime, Type.Null()])),
    verified: Type.Optional(Type.Boolean()),
    locked: Type.Optional(Type.Boolean()),
    created: Type.Optional(DateTime),
  },
  { description: 'A user (never the password hash or the two-factor secret), or the guest' },
);
export type CurrentUserBody = Static<typeof CurrentUserSchema>;

export const OkSchema = Type.Object({ ok: Type.Literal(true) });

export const LoginBodySchema = Type.Object({
  handle: Handle,
  password: Password,
  code: Type.Optional(TotpCode),
});

export const LoginResponseSchema = Type.Union([
  Type.Composite([CurrentUserSchema, Type.Object({ token: Type.String() })]),
  Type.Object({ fa2required: Type.Literal(true) }),
]);

const Text = (maxLength: number) => Type.Optional(Type.String({ maxLength }));

/** An address of the signup data; the shop's form sends two blank ones. */
export const SignupAddressSchema = Type.Object(
  {
    type: Type.Optional(Type.Union([Type.Literal('person'), Type.Literal('company')])),
    title: Text(100),
    first_name: Text(200),
    last_name: Text(200),
    company: Text(300),
    address: Text(500),
    zip: Text(20),
    city: Text(200),
    country: Type.Optional(Type.String({ pattern: '^[a-z]{2}$' })),
    phone: Text(50),
    uid: Text(50),
  },
  { additionalProperties: false },
);
export type SignupAddress = Static<typeof SignupAddressSchema>;

/**
 * The user data a person gives at signup: the spec's fields that are theirs to set (name, company,
 * addresses). Anything else (roles, shop discounts, …) is not stored.
 */
export const SignupUserDataSchema = Type.Object(
  {
    title: Text(100),
    first_name: Text(200),
    last_name: Text(200),
    company: Text(300),
    addresses: Type.Optional(Type.Array(SignupAddressSchema, { maxItems: 10 })),
  },
  { additionalProperties: false },
);
export type SignupUserData = Static<typeof SignupUserDataSchema>;

export const SignupBodySchema = Type.Object({
  handle: Handle,
  password: Password,
  password2: Password,
  userData: Type.Optional(SignupUserDataSchema),
  meta: Type.Optional(Type.Unknown()),
  alternate_shipping_address: Type.Optional(Type.Unknown()),
  newsletter_consent: Type.Optional(Type.Unknown()),
});

export const TokenBodySchema = Type.Object({ token: Token });
export const HandleBodySchema = Type.Object({ handle: Handle });

export const ResetPasswordBodySchema = Type.Object({ token: Token, password: Password, password2: Password });
export const ChangePasswordBodySchema = Type.Object({
  oldPassword: Password,
  password: Password,
  password2: Password,
});
export const SetPasswordBodySchema = Type.Object({ _id: Type.String({ minLength: 1 }), password: Password });

export const PasswordBodySchema = Type.Object({ password: Type.String({ maxLength: 1024 }) });
export const PasswordStrengthSchema = Type.Object({
  score: Type.Integer({ minimum: 0, maximum: 4 }),
  label: Type.Union(PASSWORD_STRENGTH_LABELS.map((label) => Type.Literal(label))),
  /** The label as a person reads it, in the request's language (`label` stays the same in all). */
  text: Type.String(),
});

export const EmptyBodySchema = Type.Object({});
export const TwoFactorSetupSchema = Type.Object({
  secret: Type.String(),
  otpauthUrl: Type.String(),
  qrCode: Type.String({ description: 'A data: URL of a PNG image' }),
});
export const CodeBodySchema = Type.Object({ code: TotpCode });
export const Disable2FABodySchema = Type.Object({
  code: Type.Optional(TotpCode),
  _id: Type.Optional(Type.String({ minLength: 1 })),
});

export const CustomerIdSchema = Type.Object({ customerId: Int4() });

export const USER_SORTS = ['handle', 'name', 'created'] as const;
export const UserQuerySchema = Type.Object({
  search: Type.Optional(Type.String({ maxLength: 200 })),
  role: Type.Optional(RoleSchema),
  sort: Type.Optional(SortSchema(USER_SORTS)),
  page: Type.Optional(Int4({ minimum: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
});
/** The spec's batch read of users: a list of ids. */
export const IdListSchema = Type.Array(Type.String({ minLength: 1 }), { maxItems: 1000 });
export const SearchBodySchema = Type.Object({
  text: Type.String({ maxLength: 200 }),
  page: Type.Optional(Int4({ minimum: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
});

// What an admin may send for an account is shared with the admin centre's form, which checks it first.
export {
  UserCreateSchema as CreateUserBodySchema,
  UserUpdateSchema as UpdateUserBodySchema,
} from '@gartenwerk/domain/schemas';
