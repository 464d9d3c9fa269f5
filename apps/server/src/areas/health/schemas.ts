import { Type } from '@sinclair/typebox';

export const HealthSchema = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('unavailable')]),
  database: Type.Union([Type.Literal('reachable'), Type.Literal('unreachable')]),
});
