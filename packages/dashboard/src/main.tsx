import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { App } from './app';
import { createDashboardRouter } from './router';
import './index.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App>
      <RouterProvider router={createDashboardRouter()} />
    </App>
  </StrictMode>,
);
