import { api } from './api';

/** Order number and e-mail address: how anybody names the order they withdraw from. */
export interface WithdrawalInput {
  number: string;
  email: string;
}

/** The order as the withdrawal's second step shows it, and after it with the withdrawal's time. */
export interface WithdrawableOrder {
  number: string;
  created: string;
  items: { title: string; variant: string; amount: number }[];
  total: number;
  withdrawnAt: string | null;
}

/** The withdrawal function (§ 356a BGB): find the order, then withdraw from it. */
export const withdrawalApi = api.injectEndpoints({
  endpoints: (build) => ({
    checkWithdrawal: build.mutation<WithdrawableOrder, WithdrawalInput>({
      query: (input) => ({ path: '/api/v0/shop/withdrawal/check', verb: 'create', payload: input }),
    }),
    withdraw: build.mutation<WithdrawableOrder, WithdrawalInput>({
      query: (input) => ({ path: '/api/v0/shop/withdrawal', verb: 'create', payload: input }),
    }),
  }),
});

export const { useCheckWithdrawalMutation, useWithdrawMutation } = withdrawalApi;
