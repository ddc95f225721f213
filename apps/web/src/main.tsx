import '@mantine/core/styles.css';
import './app/app.css';
import { createTheme, MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { ApiError } from './app/api.ts';
import { AuthProvider } from './app/auth.tsx';
import { router } from './app/router.tsx';

const theme = createTheme({ primaryColor: 'blue', defaultRadius: 'sm' });

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A refusal or bad request will not change on retry; a network or server failure might.
      retry: (count, err) => count < 2 && !(err instanceof ApiError && err.status < 500),
      refetchOnWindowFocus: false,
    },
  },
});

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <MantineProvider theme={theme}>
        <QueryClientProvider client={queryClient}>
          <AuthProvider>
            <RouterProvider router={router} />
          </AuthProvider>
        </QueryClientProvider>
      </MantineProvider>
    </StrictMode>,
  );
}
