import { createSlice } from '@reduxjs/toolkit';
import { coreApi } from './core';
import type { SiteConfig } from './types';

/**
 * The site configuration outside the query cache: the server-rendered page embeds it as the
 * initial state's `config` section, and code that is no component reads it from here.
 */
export const configSlice = createSlice({
  name: 'config',
  initialState: null as SiteConfig | null,
  reducers: {},
  extraReducers: (builder) => {
    builder.addMatcher(coreApi.endpoints.getConfig.matchFulfilled, (_state, action) => action.payload);
  },
  selectors: {
    selectConfig: (state) => state,
  },
});

export const { selectConfig } = configSlice.selectors;
