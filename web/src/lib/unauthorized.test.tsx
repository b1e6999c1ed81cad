import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { ApiError } from './api-client';
import { createQueryClient } from './query-client';
import { queryKeys } from './query-keys';
import { isUnauthorizedError, UNAUTHORIZED_REDIRECT_MS, useUnauthorizedRedirect } from './unauthorized';

describe('isUnauthorizedError', () => {
  it.each([
    [new ApiError(401, '{"message":"Unauthorized"}', 'Unauthorized'), true],
    [new Error('401: Unauthorized'), true],
    [new Error('403: Authentication required'), true],
    [new ApiError(403, '{"message":"Upgrade Required"}', 'Forbidden'), false],
    [new Error('500: Internal Server Error'), false],
    ['401', false],
  ])('%s -> %s', (error, expected) => {
    expect(isUnauthorizedError(error)).toBe(expected);
  });
});

function SaveButton() {
  const onUnauthorized = useUnauthorizedRedirect();
  return (
    <button type="button" onClick={() => onUnauthorized()}>
      Save
    </button>
  );
}

describe('useUnauthorizedRedirect', () => {
  it("toasts 'Unauthorized', forgets the user and goes to /login after 500 ms", async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(queryKeys.user, { id: 'u1' });
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/projects/new']}>
          <Routes>
            <Route path="/projects/new" element={<SaveButton />} />
            <Route path="/login" element={<h1>Sign In</h1>} />
          </Routes>
        </MemoryRouter>
        <Toaster />
      </QueryClientProvider>,
    );
    const clickedAt = performance.now();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Unauthorized')).toBeInTheDocument();
    expect(screen.getByText('You are logged out. Logging in again...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sign In' })).not.toBeInTheDocument();

    await screen.findByRole('heading', { name: 'Sign In' });
    expect(performance.now() - clickedAt).toBeGreaterThanOrEqual(UNAUTHORIZED_REDIRECT_MS);
    expect(queryClient.getQueryData(queryKeys.user)).toBeNull();
  });
});
