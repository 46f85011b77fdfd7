// Browser entry (src/web/index.html loads it): install the app's plugins, then render the engine's app.
// The boot module first: it sends a returning user's session requests before the rest is evaluated.
import '../web/app/boot.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import App from '../web/App.tsx';
import '../web/styles/global.css';
import { installAppPlugins } from './web.ts';

installAppPlugins();
const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain #root');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
