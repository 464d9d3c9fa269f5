import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Debug mode outlives a screen and a reload, so it lives in the store and in localStorage. */
export interface DebugState {
  enabled: boolean;
}

export const DEBUG_STORAGE_KEY = 'gartenwerk.admin.debug';

const initialState: DebugState = { enabled: false };

export const debugSlice = createSlice({
  name: 'debug',
  initialState,
  reducers: {
    setDebugEnabled(state, action: PayloadAction<boolean>) {
      state.enabled = action.payload;
    },
    toggleDebug(state) {
      state.enabled = !state.enabled;
    },
  },
  selectors: {
    selectDebugEnabled: (state) => state.enabled,
  },
});

export const { setDebugEnabled, toggleDebug } = debugSlice.actions;
export const { selectDebugEnabled } = debugSlice.selectors;
export const debugReducer = debugSlice.reducer;

/** Reads the persisted flag; storage that is missing, blocked or corrupt means "off". */
export function loadDebugState(storage: Storage | undefined = globalThis.localStorage): DebugState {
  try {
    const stored = storage?.getItem(DEBUG_STORAGE_KEY);
    return { enabled: stored === 'true' };
  } catch {
    return initialState;
  }
}

export function saveDebugState(
  state: DebugState,
  storage: Storage | undefined = globalThis.localStorage,
): void {
  try {
    storage?.setItem(DEBUG_STORAGE_KEY, String(state.enabled));
  } catch {
    // A full or blocked storage only costs persistence; the toggle keeps working for this page.
  }
}
