import type { User } from '@lienminder/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter, Link } from 'react-router-dom';
import { AppShell } from './components/layout/app-shell';
import { TopNav } from './components/layout/top-nav';
import { LinkComponentContext } from './components/ui/app-link';
import { DeferredToaster } from './components/ui/deferred-toaster';
import { createQueryClient } from './lib/query-client';
import { queryKeys } from './lib/query-keys';
import { AppRoutes } from './routes';

interface AppProps {
  /** The user the boot check already fetched (null: signed out), so the app does not ask again. */
  initialUser?: User | null | undefined;
}

export default function App({ initialUser }: AppProps) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    if (initialUser !== undefined) client.setQueryData(queryKeys.user, initialUser);
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <LinkComponentContext.Provider value={Link}>
          <AppShell nav={<TopNav />}>
            <AppRoutes />
          </AppShell>
        </LinkComponentContext.Provider>
      </BrowserRouter>
      <DeferredToaster />
    </QueryClientProvider>
  );
}
