import { configureStore, createSlice } from '@reduxjs/toolkit';
import { act, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { Provider, useSelector } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { Button } from '@gartenwerk/ui';

describe('the storefront on Preact', () => {
  it('renders React code with Preact', () => {
    const { container } = render(<p>Hallo</p>);
    // Preact keeps the rendered tree on the container as `__k`; React would add `__reactContainer$…`.
    expect(Object.keys(container)).toContain('__k');
    expect(Object.keys(container).some((key) => key.startsWith('__react'))).toBe(false);
  });

  it('hands a ref given as a prop to a function component on, as React 19 does', () => {
    const ref = createRef<HTMLButtonElement>();
    render(<Button ref={ref}>Weiter</Button>);
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Weiter' }));
  });

  it('renders a useSelector component again only when its selection changes', () => {
    const counter = createSlice({
      name: 'counter',
      initialState: { count: 0, other: 0 },
      reducers: {
        increment: (state) => void state.count++,
        touchOther: (state) => void state.other++,
      },
    });
    const store = configureStore({ reducer: counter.reducer });
    let renders = 0;
    function Count() {
      renders += 1;
      const count = useSelector((state: { count: number }) => state.count);
      return <output>{count}</output>;
    }
    render(
      <Provider store={store}>
        <Count />
      </Provider>,
    );
    expect(screen.getByRole('status').textContent).toBe('0');
    const rendersBefore = renders;
    act(() => void store.dispatch(counter.actions.touchOther()));
    expect(renders).toBe(rendersBefore);
    act(() => void store.dispatch(counter.actions.increment()));
    expect(screen.getByRole('status').textContent).toBe('1');
    expect(renders).toBe(rendersBefore + 1);
  });
});
