import '@/app/styles/mantine-styles';
// Shell styles after Mantine's: index.html's static first paint uses them too.
import '@/app/styles/first-paint-base.css';
import '@/app/styles/first-paint-ribbon.css';
import '@/app/styles/first-paint-header.css';
import '@/app/styles/first-paint-hero.css';
import '@/features/content/home/home-hero.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { registerServiceWorker } from '@/app/register-service-worker';
import { logger } from '@/lib/logger';

// index.html carries a static title, description and social tags for crawlers that do not
// run JavaScript; from here on each route manages its own (TanStack Router `head`).
document.head.querySelectorAll('[data-static-head]').forEach((element) => element.remove());

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const root = createRoot(container, {
  onUncaughtError: (error, errorInfo) => {
    logger.error('Errore non gestito', { error, componentStack: errorInfo.componentStack });
  },
});
// The static first paint is already on screen: render the app as a transition so React works
// in small slices and the page stays responsive (no long main-thread task).
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

registerServiceWorker();
