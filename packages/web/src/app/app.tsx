import { BrowserRouter } from 'react-router';
import { AppProviders } from './app-providers';
import { AppRoutes } from './routes';

// Declarative routing rather than the data router: the app loads no route data, and the data
// router's code alone would take about 16 KB gzipped of the landing's 100 KB budget.
export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
