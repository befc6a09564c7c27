import { configureStore, createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** One slice, the least a Redux Toolkit page carries: a text being typed and how often it was sent. */
const draftSlice = createSlice({
  name: 'draft',
  initialState: { text: '', sent: 0 },
  reducers: {
    typed(state, action: PayloadAction<string>) {
      state.text = action.payload;
    },
    sent(state) {
      state.sent += 1;
      state.text = '';
    },
  },
});

export const { typed, sent } = draftSlice.actions;

export function createFloorStore() {
  return configureStore({ reducer: { draft: draftSlice.reducer } });
}

export type FloorState = ReturnType<ReturnType<typeof createFloorStore>['getState']>;
